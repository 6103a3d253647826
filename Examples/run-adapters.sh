#!/usr/bin/env bash
# Builds and tests the two adapter packages in Examples/ — SwiftLogAdapter (apple/swift-log) and
# ConsoleKitAdapter (vapor/console-kit), each depending on this checkout by path — then runs
# each demo as `LANG=de_DE.UTF-8 swift run <demo>` and checks, with a minute for each run:
#   - swift-log-demo: exit status 0; the log lines through swift-log's StreamLogHandler start
#     with "1 Datei wird heruntergeladen: wird gestartet" and end with "1 Datei wurde
#     heruntergeladen: 48,0 MB – fertig, Dauer: N Sekunden", with the facts as metadata
#     (progress.completed=0, progress.total=48000000 … progress.outcome=finished); the file's
#     name appears nowhere, and only with --include-file-name in the message and the metadata;
#   - console-kit-demo to a pipe: exit status 0; console-kit draws no frames off a terminal,
#     so the output is exactly the start line and the end line, with no escape sequence;
#   - console-kit-demo in a tmux pane (when tmux is installed): console-kit redraws the two
#     lines in place — the description, then console-kit's bar and the details — and ends with
#     "1 Datei wurde heruntergeladen" / a full bar and "48,0 MB – fertig, Dauer: N Sekunden".
# The elapsed time N is the one thing that depends on the machine: it is matched as a number.
# Exits 0 when all hold, 1 (with what was seen on stderr) when one does not.
#
# Each package builds in its own .build (git-ignored). The first build compiles the runtime
# once more for each package, and console-kit's first pulls swift-nio.
#
# Usage: Examples/run-adapters.sh
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
socket="run-adapters-$$"
tmx() { tmux -u -L "$socket" -f /dev/null "$@"; }
cleanup() {
  if command -v tmux >/dev/null 2>&1; then tmx kill-server >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

failures=0
fail() { echo "run-adapters: FAIL: $*" >&2; failures=$((failures + 1)); }
# The locale comes from LANG alone: a CI machine's LC_ALL or LC_MESSAGES would win over it.
german() { env -u LC_ALL -u LC_MESSAGES -u LANGUAGE LANG=de_DE.UTF-8 "$@"; }

for package in SwiftLogAdapter ConsoleKitAdapter; do
  echo "run-adapters: building and testing Examples/$package" >&2
  (cd "$root/Examples/$package" && swift build --build-tests >&2 && swift test --skip-build >&2) \
    || { echo "run-adapters: FAIL: Examples/$package did not build or its tests failed" >&2; exit 1; }
done

# --- swift-log: the log channel through a Logger
cd "$root/Examples/SwiftLogAdapter"
# The message follows "[ProgressFormatLogging] " (StreamLogHandler: timestamp, level, label,
# sorted metadata, [source], message).
message() { sed -n 's/^.* \[ProgressFormatLogging\] //p' <<<"$1"; }
end_pattern='^1 Datei wurde heruntergeladen: 48,0 MB – fertig, Dauer: [0-9]+ Sekunden?$'

before=$failures
status=0
german timeout 60 swift run -q swift-log-demo > "$work/log.txt" 2> "$work/log.err" || status=$?
log=$(cat "$work/log.txt")
[ "$status" = 0 ] || fail "swift-log-demo: exit status $status: $(cat "$work/log.err")"
first=$(head -n 1 <<<"$log")
last=$(tail -n 1 <<<"$log")
[ "$(message "$first")" = "1 Datei wird heruntergeladen: wird gestartet" ] \
  || fail "swift-log-demo: the first line is not the German start: '$first'"
grep -qE "$end_pattern" <<<"$(message "$last")" || fail "swift-log-demo: the last line is not the German end: '$last'"
for fact in progress.completed=0 progress.total=48000000 progress.fraction=0.0 progress.files_total=1; do
  grep -qE "^[^ ]+ info swift-log-demo: (.* )?$fact( .*)? \[ProgressFormatLogging\]" <<<"$first" \
    || fail "swift-log-demo: the first line has no metadata $fact: '$first'"
done
for fact in progress.completed=48000000 progress.fraction=1.0 progress.outcome=finished 'progress.seconds_elapsed=[0-9.]+'; do
  grep -qE "^[^ ]+ info swift-log-demo: (.* )?$fact( .*)? \[ProgressFormatLogging\]" <<<"$last" \
    || fail "swift-log-demo: the last line has no metadata $fact: '$last'"
done
lines=$(wc -l <<<"$log")
[ "$lines" -ge 2 ] && [ "$lines" -le 12 ] || fail "swift-log-demo: $lines lines, not 2 to 12 (the log cadence)"
if grep -q 'Urlaub' <<<"$log"; then fail "swift-log-demo: the file's name was logged without --include-file-name"; fi
if [ "$failures" -gt "$before" ]; then printf -- '--- swift-log-demo wrote:\n%s\n' "$log" >&2; fi

before=$failures
status=0
german timeout 60 swift run -q swift-log-demo --include-file-name > "$work/named.txt" 2> "$work/named.err" || status=$?
named=$(cat "$work/named.txt")
[ "$status" = 0 ] || fail "swift-log-demo --include-file-name: exit status $status: $(cat "$work/named.err")"
[ "$(message "$(head -n 1 <<<"$named")")" = "„Urlaub in Köln.mov“ wird heruntergeladen: wird gestartet" ] \
  || fail "swift-log-demo --include-file-name: the start does not name the file: '$(head -n 1 <<<"$named")'"
grep -q ' progress.file=Urlaub in Köln.mov ' <<<"$(tail -n 1 <<<"$named")" \
  || fail "swift-log-demo --include-file-name: no progress.file metadata: '$(tail -n 1 <<<"$named")'"
if [ "$failures" -gt "$before" ]; then printf -- '--- swift-log-demo --include-file-name wrote:\n%s\n' "$named" >&2; fi

# --- console-kit: its activity indicator with our text
cd "$root/Examples/ConsoleKitAdapter"
before=$failures
status=0
german timeout 60 swift run -q console-kit-demo > "$work/pipe.txt" 2> "$work/pipe.err" || status=$?
pipe=$(cat "$work/pipe.txt")
[ "$status" = 0 ] || fail "console-kit-demo: exit status $status: $(cat "$work/pipe.err")"
[ "$(wc -l < "$work/pipe.txt")" = 2 ] || fail "console-kit-demo: not two lines to a pipe"
[ "$(head -n 1 <<<"$pipe")" = "1 Datei wird heruntergeladen: wird gestartet" ] \
  || fail "console-kit-demo: the first line to a pipe is not the German start: '$(head -n 1 <<<"$pipe")'"
grep -qE "$end_pattern" <<<"$(tail -n 1 <<<"$pipe")" \
  || fail "console-kit-demo: the last line to a pipe is not the German end: '$(tail -n 1 <<<"$pipe")'"
if grep -q $'\e' "$work/pipe.txt"; then fail "console-kit-demo: escape sequences in the output to a pipe"; fi
if [ "$failures" -gt "$before" ]; then printf -- '--- console-kit-demo wrote to a pipe:\n%s\n' "$pipe" >&2; fi

if command -v tmux >/dev/null 2>&1; then
  # tmux's server must not hold this script's pipes open.
  for fd in /proc/$$/fd/*; do
    fd=${fd##*/}
    if [ "$fd" -gt 2 ] 2>/dev/null; then eval "exec $fd>&-" 2>/dev/null || true; fi
  done
  before=$failures
  binary="$(swift build --show-bin-path)/console-kit-demo"
  command=$(printf 'env -u LC_ALL -u LC_MESSAGES -u LANGUAGE LANG=de_DE.UTF-8 timeout 60 %q; echo "exit status $?"; read -r _' "$binary")
  tmx new-session -d -s demo -x 100 -y 10 "$command" </dev/null >/dev/null 2>&1
  for _ in $(seq 1 50); do
    grep -q 'von 48,0 MB' <<<"$(tmx capture-pane -p -t demo)" && break
    sleep 0.1
  done
  running=$(tmx capture-pane -p -t demo)
  for _ in $(seq 1 600); do
    grep -q '^exit status' <<<"$(tmx capture-pane -p -t demo)" && break
    sleep 0.1
  done
  final=$(tmx capture-pane -p -t demo)
  [ "$(sed -n 1p <<<"$running")" = "1 Datei wird heruntergeladen…" ] \
    || fail "console-kit-demo in tmux: no German description while running: '$(sed -n 1p <<<"$running")'"
  grep -qE '^\[=* *\] [0-9]+,[0-9] MB von 48,0 MB( .*)?$' <<<"$(sed -n 2p <<<"$running")" \
    || fail "console-kit-demo in tmux: no bar and details while running: '$(sed -n 2p <<<"$running")'"
  [ "$(grep -c 'heruntergeladen' <<<"$final")" = 1 ] || fail "console-kit-demo in tmux: the lines were not redrawn in place"
  [ "$(sed -n 1p <<<"$final")" = "1 Datei wurde heruntergeladen" ] \
    || fail "console-kit-demo in tmux: the end's first line is not '1 Datei wurde heruntergeladen'"
  grep -qE '^\[={25}\] 48,0 MB – fertig, Dauer: [0-9]+ Sekunden?$' <<<"$(sed -n 2p <<<"$final")" \
    || fail "console-kit-demo in tmux: the end's second line is not a full bar and the German end"
  grep -q '^exit status 0$' <<<"$final" || fail "console-kit-demo in tmux: did not exit with 0"
  if [ "$failures" -gt "$before" ]; then printf -- '--- in tmux, running:\n%s\n--- at the end:\n%s\n' "$running" "$final" >&2; fi
else
  echo "run-adapters: tmux is not installed; console-kit's redraw on a terminal is not checked" >&2
fi

if [ "$failures" -gt 0 ]; then exit 1; fi
echo "run-adapters: ok: both adapters built and tested; swift-log-demo logged German lines with numeric metadata and no file name unless asked; console-kit-demo wrote the German start and end to a pipe and redrew its bar in place in tmux"
