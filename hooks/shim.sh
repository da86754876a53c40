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
  # in the background and below the user's own work: the next command they type comes first
  if command -v nice >/dev/null 2>&1; then set -- nice -n 10 "$@"; fi
  ("$@" </dev/null >/dev/null 2>&1 &)
fi
exit $rc
