#!/bin/sh
# reflectgit hook shim (@NAME@). Installed by `reflectgit hooks install`; removed, and the hook
# that was here before put back, by `reflectgit hooks uninstall`.
# It runs that earlier hook first (kept next to this file as @NAME@.reflectgit-user) and keeps
# its exit status, then hands the event to reflectgit in the background and returns at once
# (in the foreground, for at most REFLECTGIT_HOOK_TIMEOUT seconds, with REFLECTGIT_HOOK_FOREGROUND=1).
# reflectgit missing or failing never changes what git sees.
name=@NAME@
dir=$(dirname "$0")
rc=0
input=
if [ "$name" = post-rewrite ]; then input=$(cat); fi
if [ -x "$dir/$name.reflectgit-user" ]; then
  if [ "$name" = post-rewrite ]; then
    printf '%s\n' "$input" | "$dir/$name.reflectgit-user" "$@"; rc=$?
  else
    "$dir/$name.reflectgit-user" "$@"; rc=$?
  fi
fi
[ "${REFLECTGIT_HOOKS:-1}" = 0 ] && exit $rc
rg_python=@PYTHON@
if [ -x "$rg_python" ]; then set -- "$rg_python" -m reflectgit hook run "$name" "$@"
elif command -v reflectgit >/dev/null 2>&1; then set -- reflectgit hook run "$name" "$@"
else exit $rc
fi
nl='
'
refs=$(git rev-parse HEAD --abbrev-ref HEAD 2>/dev/null)
REFLECTGIT_HOOK_HEAD=${refs%%"$nl"*}
REFLECTGIT_HOOK_BRANCH=${refs#*"$nl"}
REFLECTGIT_HOOK_TIME=$(date +%s%N 2>/dev/null)
REFLECTGIT_HOOK_INPUT=$input
export REFLECTGIT_HOOK_HEAD REFLECTGIT_HOOK_BRANCH REFLECTGIT_HOOK_TIME REFLECTGIT_HOOK_INPUT
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
  # A burst of commits: while a drain runs, a commit only adds its event to the queue (written
  # here, the way reflectgit writes it) and starts nothing, so commits back to back do not each
  # start a Python process. Anything unusual (no queue yet, no nanosecond clock, a control
  # character or backslash in a value) goes the usual way.
  if [ "$name" = post-commit ]; then
    rg_kb=${REFLECTGIT_HOME-$HOME/.reflectgit}  # as config.kb_path: only unset means the default
    case $rg_kb in "~/"*) rg_kb=$HOME/${rg_kb#"~/"} ;; esac
    rg_q=$rg_kb/.reflectgit/queue
    rg_session=${REFLECTGIT_SESSION:-${CLAUDE_SESSION_ID:-}}
    rg_pwd=$(pwd -P)  # os.getcwd(), as reflectgit records it
    case $rg_pwd$REFLECTGIT_HOOK_HEAD$REFLECTGIT_HOOK_BRANCH$rg_session in
      *\\*|*[[:cntrl:]]*) rg_q= ;;
    esac
    case $REFLECTGIT_HOOK_TIME in ''|*[!0-9]*) rg_q= ;; esac
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
      rg_file=$rg_q/$(printf '%020d' "$REFLECTGIT_HOOK_TIME" 2>/dev/null)-$$-sh.json
      if printf '{"hook": "post-commit", "args": [], "cwd": %s, "branch": %s, "head": %s, "time_ns": %s, "session": %s, "input": ""}\n' \
           "$rg_cwd" "$rg_br" "$rg_head" "$REFLECTGIT_HOOK_TIME" "$rg_sess" >"$rg_file.tmp" 2>/dev/null \
         && mv -f "$rg_file.tmp" "$rg_file" 2>/dev/null; then
        REFLECTGIT_HOOK_QUEUED=1; export REFLECTGIT_HOOK_QUEUED  # the Python side only drains
        rg_pid=
        read -r rg_pid 2>/dev/null <"$rg_kb/.reflectgit/drain.pid"
        case $rg_pid in ''|*[!0-9]*) ;; *) kill -0 "$rg_pid" 2>/dev/null && exit $rc ;; esac
      else
        rm -f "$rg_file.tmp" 2>/dev/null
      fi
    fi
  fi
  # in the background and below the user's own work: the next command they type comes first
  if command -v nice >/dev/null 2>&1; then set -- nice -n 10 "$@"; fi
  ("$@" </dev/null >/dev/null 2>&1 &)
fi
exit $rc
