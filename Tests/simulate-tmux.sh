#!/usr/bin/env bash
# Runs `progress-format simulate` in a detached tmux session of 100x10 cells, captures the pane
# twice while it runs and once at the end, and checks that
#   - the bar advanced between the two captures, with the cursor hidden while it ran,
#   - the last lines show completion ("Downloaded 3 files" and "300.0 MB — done in 3 seconds"
#     around a 100% bar),
#   - the command exited with 0 and the cursor is visible again.
# Exits 0 when all hold, 1 (with the captures on stderr) when one does not, 77 without tmux.
#
# Usage: Tests/simulate-tmux.sh [path/to/progress-format]
# Without a path, builds the CLI with `swift build --scratch-path .build-cli`.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
if ! command -v tmux >/dev/null 2>&1; then
  echo "simulate-tmux: tmux is not installed (apt-get install -y tmux)" >&2
  exit 77
fi
binary=${1:-}
if [ -z "$binary" ]; then
  (cd "$root" && swift build --scratch-path .build-cli --product progress-format >&2)
  binary="$(cd "$root" && swift build --scratch-path .build-cli --show-bin-path)/progress-format"
fi
[ -x "$binary" ] || { echo "simulate-tmux: no executable at $binary" >&2; exit 1; }

# Close every inherited descriptor but the standard three: the tmux server daemonizes and
# would keep them open (Foundation's Process, for one, waits for its socket to close).
for fd in /proc/$$/fd/*; do
  fd=${fd##*/}
  if [ "$fd" -gt 2 ] 2>/dev/null; then eval "exec $fd>&-" 2>/dev/null || true; fi
done

# A private server (own socket, no user configuration), stopped on exit.
socket="progress-format-simulate-$$"
tmx() { tmux -L "$socket" -f /dev/null "$@"; }
server_pid=""
stop() {
  tmx send-keys -t simulate Enter >/dev/null 2>&1 || true
  tmx kill-server >/dev/null 2>&1 || true
  # kill-server can leave the server waiting for a pane process when the caller ignores
  # SIGHUP (inherited by every child); end it for sure.
  if [ -n "$server_pid" ]; then kill -9 "$server_pid" >/dev/null 2>&1 || true; fi
}
trap stop EXIT

# 300 MB at 100 MB/s: 3 seconds of wall time. Afterwards the pane's shell waits for a key,
# so the pane, the last frame and the cursor state can be captured.
command=$(printf '%q simulate --locale en --size 300MB --rate 100MB/s --files 3; echo "exit status $?"; read -r _' "$binary")
tmx new-session -d -s simulate -x 100 -y 10 "env -u NO_COLOR $command" </dev/null >/dev/null 2>&1
server_pid=$(tmx display-message -p '#{pid}' 2>/dev/null || true)

capture() { tmx capture-pane -p -t simulate; }
cursor() { tmx display-message -p -t simulate '#{cursor_flag}'; }
percent() { grep -o '[0-9]\{1,3\}%' <<<"$1" | tail -n 1 | tr -d '%'; }

failures=0
fail() { echo "simulate-tmux: FAIL: $*" >&2; failures=$((failures + 1)); }

sleep 0.8
first=$(capture); first_cursor=$(cursor)
sleep 1
second=$(capture)

for _ in $(seq 1 100); do
  grep -q '^exit status' <<<"$(capture)" && break
  sleep 0.1
done
final=$(capture); final_cursor=$(cursor)

p1=$(percent "$first"); p2=$(percent "$second")
[ -n "$p1" ] && [ -n "$p2" ] || fail "no percentage in the captures during the run"
[ -n "$p1" ] && [ -n "$p2" ] && [ "$p2" -gt "$p1" ] || fail "the bar did not advance (${p1:-?}% then ${p2:-?}%)"
[ "$first_cursor" = "0" ] || fail "the cursor was visible while running"
grep -q '^Downloading 3 files…$' <<<"$first" || fail "no description while running"
last_line=$(grep -v '^$' <<<"$final" | grep -B1 '^exit status' | head -n 1)
[ "$last_line" = "300.0 MB — done in 3 seconds" ] || fail "the last line is '$last_line', not '300.0 MB — done in 3 seconds'"
grep -q '^Downloaded 3 files$' <<<"$final" || fail "no completion sentence at the end"
grep -q ' 100%$' <<<"$final" || fail "the bar does not end at 100%"
grep -q '^exit status 0$' <<<"$final" || fail "simulate did not exit with 0"
[ "$final_cursor" = "1" ] || fail "the cursor was not restored"
[ "$(grep -c '^Download.* 3 files' <<<"$final")" = "1" ] || fail "the text was not redrawn in place"

if [ "$failures" -gt 0 ]; then
  printf -- '--- during the run (%s%%):\n%s\n--- a second later (%s%%):\n%s\n--- at the end:\n%s\n' \
    "${p1:-?}" "$first" "${p2:-?}" "$second" "$final" >&2
  exit 1
fi
echo "simulate-tmux: ok: ${p1}% → ${p2}% → 100%, cursor hidden then restored, last line '$last_line'"
