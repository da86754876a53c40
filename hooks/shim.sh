#!/bin/sh
# reflectgit hook shim (@NAME@). Installed by `reflectgit hooks install`; removed, and the hook
# that was here before put back, by `reflectgit hooks uninstall`.
# It runs that earlier hook first (kept next to this file as @NAME@.reflectgit-user) and keeps
# its exit status, then hands the event to reflectgit in the background and returns at once
# (in the foreground, for at most REFLECTGIT_HOOK_TIMEOUT seconds, with REFLECTGIT_HOOK_FOREGROUND=1).
# reflectgit missing or failing never changes what git sees.
name=@NAME@
REFLECTGIT_HOOK_QUEUED=0  # set below when this shim queued the event itself
case $0 in */*) dir=${0%/*} ;; *) dir=. ;; esac  # no dirname process: commits back to back pay for every one
rc=0
input=
# A hook of yours that was a symlink (post-merge -> post-commit) is kept as that link; when it
# now leads to another shim, that shim only runs your hook: one event per git event.
rg_nested=${REFLECTGIT_SHIM_NESTED-}
unset REFLECTGIT_SHIM_NESTED
if [ "$name" = post-rewrite ]; then input=$(cat); fi
if [ -x "$dir/$name.reflectgit-user" ]; then
  rg_link=
  [ -L "$dir/$name.reflectgit-user" ] && rg_link=1
  if [ "$name" = post-rewrite ]; then
    printf '%s\n' "$input" | REFLECTGIT_SHIM_NESTED=$rg_link "$dir/$name.reflectgit-user" "$@"; rc=$?
  elif [ -n "$rg_link" ]; then
    REFLECTGIT_SHIM_NESTED=1 "$dir/$name.reflectgit-user" "$@"; rc=$?
  else
    "$dir/$name.reflectgit-user" "$@"; rc=$?
  fi
fi
[ -n "$rg_nested" ] && exit $rc
[ "${REFLECTGIT_HOOKS:-1}" = 0 ] && exit $rc
rg_python=@PYTHON@
if [ -x "$rg_python" ]; then set -- "$rg_python" -m reflectgit hook run "$name" "$@"
elif command -v reflectgit >/dev/null 2>&1; then set -- reflectgit hook run "$name" "$@"
else exit $rc
fi
nl='
'
# HEAD and the branch, read from the git folder itself where it is a plain one (no process: a
# burst of commits pays for every process here); packed refs, reftable or anything unusual asks git.
REFLECTGIT_HOOK_HEAD= REFLECTGIT_HOOK_BRANCH=
rg_gd=${GIT_DIR:-.git}
if [ -f "$rg_gd/HEAD" ] && read -r rg_ref <"$rg_gd/HEAD" 2>/dev/null; then
  rg_common=$rg_gd
  if [ -f "$rg_gd/commondir" ] && read -r rg_c <"$rg_gd/commondir" 2>/dev/null; then
    case $rg_c in /*) rg_common=$rg_c ;; *) rg_common=$rg_gd/$rg_c ;; esac
  fi
  case $rg_ref in
    'ref: refs/heads/'*)
      rg_b=${rg_ref#'ref: refs/heads/'}
      if [ -f "$rg_common/refs/heads/$rg_b" ] && read -r rg_h <"$rg_common/refs/heads/$rg_b" 2>/dev/null; then
        REFLECTGIT_HOOK_HEAD=$rg_h REFLECTGIT_HOOK_BRANCH=$rg_b
      fi ;;
    *) REFLECTGIT_HOOK_HEAD=$rg_ref REFLECTGIT_HOOK_BRANCH=HEAD
       # git detaches HEAD while it rebases a branch: the commit belongs to that branch, read now (a
       # `git checkout main` right after the rebase must not move it to main before the drain runs)
       for rg_s in rebase-merge rebase-apply; do
         if [ -f "$rg_gd/$rg_s/head-name" ] && read -r rg_hn <"$rg_gd/$rg_s/head-name" 2>/dev/null; then
           case $rg_hn in refs/heads/?*) REFLECTGIT_HOOK_BRANCH=${rg_hn#refs/heads/}; break ;; esac
         fi
       done ;;
  esac
  case $REFLECTGIT_HOOK_HEAD in
    ????????????????????????????????????????|????????????????????????????????????????????????????????????????) ;;
    *) REFLECTGIT_HOOK_HEAD= ;;
  esac
  case $REFLECTGIT_HOOK_HEAD in *[!0-9a-f]*) REFLECTGIT_HOOK_HEAD= ;; esac
fi
if [ -z "$REFLECTGIT_HOOK_HEAD" ]; then
  refs=$(git rev-parse HEAD --abbrev-ref HEAD 2>/dev/null)
  REFLECTGIT_HOOK_HEAD=${refs%%"$nl"*}
  REFLECTGIT_HOOK_BRANCH=${refs#*"$nl"}
fi
REFLECTGIT_HOOK_INPUT=$input
export REFLECTGIT_HOOK_HEAD REFLECTGIT_HOOK_BRANCH REFLECTGIT_HOOK_INPUT
@KB@
if [ "${REFLECTGIT_HOOK_FOREGROUND:-0}" = 1 ]; then
  # Bounded: a hanging reflectgit is stopped after REFLECTGIT_HOOK_TIMEOUT seconds and git
  # goes on; the event stays queued for the next drain. coreutils timeout when it works,
  # else a watchdog in plain sh.
  limit=${REFLECTGIT_HOOK_TIMEOUT:-10}
  case $limit in ''|*[!0-9]*) limit=10 ;; esac
  [ "$limit" -gt 0 ] || limit=10
  if command -v timeout >/dev/null 2>&1 && timeout -k 1 5 true >/dev/null 2>&1; then
    timeout -k 2 "$limit" "$@" </dev/null >/dev/null 2>&1
  else
    "$@" </dev/null >/dev/null 2>&1 &
    pid=$!
    (sleep "$limit"; kill -TERM "$pid" 2>/dev/null; sleep 2; kill -KILL "$pid" 2>/dev/null) </dev/null >/dev/null 2>&1 &
    watchdog=$!
    wait "$pid" 2>/dev/null
    kill "$watchdog" 2>/dev/null
  fi
else
  # A burst of commits: the shim writes a post-commit event into the queue itself (the JSON
  # reflectgit writes) and starts Python only when no drain runs, with no process of its own:
  # commits back to back must cost about what they cost without hooks. The queue orders such
  # an event by its file's time. Anything unusual (no queue yet, a control character or a
  # backslash in a value) goes the usual way.
  if [ "$name" = post-commit ]; then
    rg_kb=${REFLECTGIT_HOME-$HOME/.reflectgit}  # as config.kb_path: only unset means the default
    case $rg_kb in "~/"*) rg_kb=$HOME/${rg_kb#"~/"} ;; esac
    rg_q=$rg_kb/.reflectgit/queue
    rg_session=${REFLECTGIT_SESSION:-${CLAUDE_SESSION_ID:-}}
    cd -P . 2>/dev/null && rg_pwd=$PWD || rg_pwd=$(pwd -P)  # os.getcwd(), as reflectgit records it
    case $rg_pwd$REFLECTGIT_HOOK_HEAD$REFLECTGIT_HOOK_BRANCH$rg_session in
      *\\*|*[[:cntrl:]]*) rg_q= ;;
    esac
    if [ -n "$rg_q" ] && [ -d "$rg_q" ] && [ -d "$rg_kb/.git" ]; then
      rg_branch=$REFLECTGIT_HOOK_BRANCH
      [ "$rg_branch" = HEAD ] && rg_branch=
      rg_quote() { printf '"%s"' "$(printf '%s' "$1" | sed 's/"/\\"/g')"; }
      case $rg_pwd$rg_branch$REFLECTGIT_HOOK_HEAD$rg_session in
        *'"'*) rg_cwd=$(rg_quote "$rg_pwd") rg_br=$(rg_quote "$rg_branch") rg_head=$(rg_quote "$REFLECTGIT_HOOK_HEAD")
               rg_sess=$(rg_quote "$rg_session") ;;
        *) rg_cwd="\"$rg_pwd\"" rg_br="\"$rg_branch\"" rg_head="\"$REFLECTGIT_HOOK_HEAD\"" rg_sess="\"$rg_session\"" ;;
      esac
      [ -n "$rg_session" ] || rg_sess=null
      # One write, no rename: the drain leaves a young file it cannot parse yet for its next look.
      rg_file=$rg_q/sh-$$-$REFLECTGIT_HOOK_HEAD.json
      rg_event='{"hook": "post-commit", "args": [], "cwd": %s, "branch": %s, "head": %s, "time_ns": 0, "session": %s, "input": ""'
      # (2> before >: the shell reports a redirection it cannot make on the stderr it has then)
      if printf "$rg_event}\n" "$rg_cwd" "$rg_br" "$rg_head" "$rg_sess" 2>/dev/null >"$rg_file"; then
        REFLECTGIT_HOOK_QUEUED=1; export REFLECTGIT_HOOK_QUEUED  # the Python side only drains
        rg_pid=
        read -r rg_pid 2>/dev/null <"$rg_kb/.reflectgit/drain.pid"
        case $rg_pid in ''|*[!0-9]*) ;; *) kill -0 "$rg_pid" 2>/dev/null && exit $rc ;; esac
      else
        # the queue is not writable (a read-only home): keep the event in the repo's git folder,
        # where `hooks status` and `doctor` show it, and say nothing here (Python would fail too)
        rm -f "$rg_file" 2>/dev/null
        printf "$rg_event"', "error": "the queue %s is not writable"}\n' "$rg_cwd" "$rg_br" "$rg_head" "$rg_sess" \
          "$rg_q" 2>/dev/null >>"${rg_common:-$rg_gd}/reflectgit-unqueued.jsonl"
        exit $rc
      fi
    fi
  fi
  [ "$REFLECTGIT_HOOK_QUEUED" = 1 ] || { REFLECTGIT_HOOK_TIME=$(date +%s%N 2>/dev/null); export REFLECTGIT_HOOK_TIME; }
  # in the background and below the user's own work: the next command they type comes first
  if command -v nice >/dev/null 2>&1; then set -- nice -n 10 "$@"; fi
  if [ "$REFLECTGIT_HOOK_QUEUED" = 1 ]; then
    # the drain-to-be starts Python only once the burst has likely ended (a sleeping shell costs
    # the commits nothing); the pid is the same after exec, so the next commits of a burst find
    # it and start nothing (the drain writes the same pid once it holds the queue, and removes
    # the file when it leaves)
    (sleep 0.5 2>/dev/null || sleep 1; exec "$@") </dev/null >/dev/null 2>&1 &
    printf '%s\n' "$!" 2>/dev/null >"$rg_kb/.reflectgit/drain.pid"
  else
    "$@" </dev/null >/dev/null 2>&1 &
  fi
fi
exit $rc
