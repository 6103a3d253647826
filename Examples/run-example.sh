#!/usr/bin/env bash
# Builds the example `copy-with-progress` and runs it on a small generated tree (42 files,
# 5,000,000 bytes, nested directories, an empty file, non-ASCII and spaced names, a symbolic
# link), then checks that
#   - the copy is byte-identical to the source (symbolic links compared as links),
#   - the output to a pipe is the German log lines the library's cadence decides on: the start,
#     then (on a copy this fast) the end with what was done and how long it took, no escape
#     sequences, no carriage returns,
#   - a throttled run in a tmux pane (when tmux is installed) redraws, through
#     ProgressFormatTerminal, two coloured lines and a bar between them in place, advancing, and
#     ends with the completion ("Copied 42 files" / a full bar / "5.0 MB — done in 3 seconds");
#     in a 30-column pane every line is fitted to 29 columns (German, a number never cut, the
#     status kept); Ctrl-C runs the example's own handler (the terminal's interrupt handling
#     keeps it): the cancelled line, the example's own last words, status 130, the cursor shown,
#   - a bad locale and an existing destination fail with one `error:` line and status 1, an
#     unknown option with status 2.
# Exits 0 when all hold, 1 (with what was seen on stderr) when one does not.
#
# Usage: Examples/run-example.sh
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
swift build --product copy-with-progress >&2
binary="$(swift build --show-bin-path)/copy-with-progress"

work=$(mktemp -d)
socket="copy-with-progress-$$"
tmx() { tmux -u -L "$socket" -f /dev/null "$@"; }
cleanup() {
  if command -v tmux >/dev/null 2>&1; then tmx kill-server >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

failures=0
fail() { echo "run-example: FAIL: $*" >&2; failures=$((failures + 1)); }

# --- the tree: 3,000,000 + 39 × 50,000 + 50,000 + 0 bytes in 42 files
src="$work/Fotos"
mkdir -p "$src/2024/Sommer" "$src/Dokumente" "$src/leer"
head -c 3000000 /dev/urandom > "$src/Dokumente/Urlaub in Köln.mov"
for i in $(seq 1 39); do head -c 50000 /dev/urandom > "$src/2024/Sommer/IMG_$i.jpg"; done
head -c 50000 /dev/urandom > "$src/2024/Übersicht.pdf"
: > "$src/Dokumente/leer.txt"
ln -s "Dokumente/leer.txt" "$src/Verknüpfung"

# --- to a pipe, in German
out="$work/pipe.txt"
status=0
env -u NO_COLOR "$binary" --locale de "$src" "$work/Kopie" > "$out" 2> "$work/pipe.err" || status=$?
[ "$status" = 0 ] || fail "exit status $status: $(cat "$work/pipe.err")"
diff -r --no-dereference "$src" "$work/Kopie" > "$work/diff.txt" 2>&1 || fail "the copy differs: $(head -5 "$work/diff.txt")"
[ "$(readlink "$work/Kopie/Verknüpfung")" = "Dokumente/leer.txt" ] || fail "the symbolic link was not copied as a link"
[ "$(head -n 1 "$out")" = "42 Dateien werden kopiert: wird gestartet" ] \
  || fail "first line is not '42 Dateien werden kopiert: wird gestartet': $(head -n 1 "$out")"
grep -qE $'^42 Dateien wurden kopiert: 5,0 MB – fertig, Dauer: [0-9]+ Sekunden?$' <<<"$(tail -n 1 "$out")" \
  || fail "last line is not the completion sentence: $(tail -n 1 "$out")"
[ "$(wc -l < "$out")" -le 12 ] || fail "more than 12 log lines for one copy: $(wc -l < "$out")"
if grep -q $'\e' "$out"; then fail "escape sequences in the output to a pipe"; fi
if grep -q $'\r' "$out"; then fail "carriage returns in the output to a pipe"; fi

# --- the throttled run in a terminal: coloured parts, redrawn in place
if command -v tmux >/dev/null 2>&1; then
  for fd in /proc/$$/fd/*; do
    fd=${fd##*/}
    if [ "$fd" -gt 2 ] 2>/dev/null; then eval "exec $fd>&-" 2>/dev/null || true; fi
  done
  command=$(printf '%q --locale en --limit 2MB %q %q; echo "exit status $?"; read -r _' \
    "$binary" "$src" "$work/Terminal")
  tmx new-session -d -s example -x 100 -y 10 "env -u NO_COLOR LC_ALL=C.UTF-8 TERM=xterm-256color $command" </dev/null >/dev/null 2>&1
  # 5 MB at 2 MB/s: 2.5 s of copying once the lines show.
  for _ in $(seq 1 50); do
    grep -q 'files' <<<"$(tmx capture-pane -p -t example)" && break
    sleep 0.1
  done
  sleep 0.5
  first=$(tmx capture-pane -e -p -t example)
  sleep 1
  second=$(tmx capture-pane -e -p -t example)
  for _ in $(seq 1 100); do
    grep -q '^exit status' <<<"$(tmx capture-pane -p -t example)" && break
    sleep 0.1
  done
  final=$(tmx capture-pane -p -t example)
  plain_first=$(sed $'s/\e\\[[0-9;]*m//g' <<<"$first")
  plain_second=$(sed $'s/\e\\[[0-9;]*m//g' <<<"$second")
  # tmux writes bold cyan as two sequences (ESC[1m ESC[36m).
  grep -qE $'(\e\\[1;36m|\e\\[1m\e\\[36m)[0-9.]+ [kM]B' <<<"$first" || fail "the completed bytes are not coloured"
  grep -q $'\e\\[36m42' <<<"$first" || fail "the file count is not coloured"
  [ "$(head -n 1 <<<"$plain_first")" = "Copying 42 files…" ] || fail "no description while running"
  grep -q '^[0-9.]* [kM]B of 5.0 MB' <<<"$plain_first" || fail "no numbers line while running"
  grep -qE '^█+░* +[0-9]+%$' <<<"$(sed -n 2p <<<"$plain_first")" || fail "no bar while running: '$(sed -n 2p <<<"$plain_first")'"
  [ "$(sed -n 3p <<<"$plain_first")" != "$(sed -n 3p <<<"$plain_second")" ] || fail "the numbers line did not advance"
  [ "$(grep -c '^Cop[a-z]* 42 files' <<<"$final")" = "1" ] || fail "the lines were not redrawn in place"
  [ "$(sed -n 1p <<<"$final")" = "Copied 42 files" ] || fail "the terminal run did not end with 'Copied 42 files'"
  [ "$(sed -n 2p <<<"$final")" = "$(printf '█%.0s' $(seq 1 50)) 100%" ] || fail "the bar is not full at the end: '$(sed -n 2p <<<"$final")'"
  grep -qE '^5\.0 MB — done in [0-9]+ seconds?$' <<<"$(sed -n 3p <<<"$final")" \
    || fail "the terminal run did not end at '5.0 MB — done in N seconds': '$(sed -n 3p <<<"$final")'"
  grep -q '^exit status 0$' <<<"$final" || fail "the terminal run did not exit with 0"
  diff -r --no-dereference "$src" "$work/Terminal" >/dev/null 2>&1 || fail "the terminal run's copy differs"
  if [ "$failures" -gt 0 ]; then
    printf -- '--- during the run:\n%s\n--- a second later:\n%s\n--- at the end:\n%s\n' "$first" "$second" "$final" >&2
  fi

  # --- a 30-column pane: the lines fitted to 29 columns, in German
  command=$(printf '%q --locale de --limit 2MB %q %q; echo "exit status $?"; read -r _' \
    "$binary" "$src" "$work/Schmal")
  tmx new-session -d -s narrow -x 30 -y 10 "env -u NO_COLOR -u COLUMNS LC_ALL=C.UTF-8 $command" </dev/null >/dev/null 2>&1
  for _ in $(seq 1 50); do
    grep -q 'von' <<<"$(tmx capture-pane -p -t narrow)" && break
    sleep 0.1
  done
  sleep 0.5
  narrow_running=$(tmx capture-pane -p -t narrow)
  for _ in $(seq 1 100); do
    grep -q '^exit status' <<<"$(tmx capture-pane -p -t narrow)" && break
    sleep 0.1
  done
  narrow_final=$(tmx capture-pane -p -t narrow)
  # German text: one column per character.
  while IFS= read -r line; do
    [ "$(printf '%s' "$line" | LC_ALL=C.UTF-8 wc -m)" -le 29 ] || fail "wider than 29 columns in a 30-column pane: '$line'"
  done < <(printf '%s\n%s\n' "$narrow_running" "$narrow_final")
  [ "$(head -n 1 <<<"$narrow_running")" = "42 Dateien werden kopiert…" ] || fail "no description in the narrow pane"
  grep -qE '^[0-9]+(,[0-9])? ?[kM]B von 5,0 ?MB( – .*[^…])?$' <<<"$(sed -n 3p <<<"$narrow_running")" \
    || fail "the narrow pane's numbers line is not a fitted line: '$(sed -n 3p <<<"$narrow_running")'"
  [ "$(sed -n 1p <<<"$narrow_final")" = "42 Dateien wurden kopiert" ] || fail "the narrow run did not end with '42 Dateien wurden kopiert'"
  # "5,0 MB – fertig, Dauer: 3 Sek." is 30 columns: the status is kept alone.
  grep -qE '^(5,0 ?MB – f|F)ertig, Dauer: [0-9]+ ?(s|Sek\.|Sekunden?)$' <<<"$(sed -n 3p <<<"$narrow_final")" \
    || fail "the narrow run did not end with the completion: '$(sed -n 3p <<<"$narrow_final")'"
  if [ "$failures" -gt 0 ]; then
    printf -- '--- 30 columns, during the run:\n%s\n--- at the end:\n%s\n' "$narrow_running" "$narrow_final" >&2
  fi

  # --- Ctrl-C: the example's own handler runs (the terminal keeps it), status 130, cursor shown
  command=$(printf '%q --locale de --limit 1MB %q %q; echo "exit status $?"; read -r _' \
    "$binary" "$src" "$work/Abbruch")
  tmx new-session -d -s interrupt -x 80 -y 10 "trap : INT; env -u NO_COLOR LC_ALL=C.UTF-8 $command" </dev/null >/dev/null 2>&1
  for _ in $(seq 1 50); do
    grep -q 'von' <<<"$(tmx capture-pane -p -t interrupt)" && break
    sleep 0.1
  done
  sleep 0.5
  tmx send-keys -t interrupt C-c
  for _ in $(seq 1 50); do
    grep -q '^exit status' <<<"$(tmx capture-pane -p -t interrupt)" && break
    sleep 0.1
  done
  interrupted=$(tmx capture-pane -p -t interrupt)
  grep -qE '^[0-9]+(,[0-9])? [kM]B von 5,0 MB – abgebrochen$' <<<"$(sed -n 3p <<<"$interrupted")" \
    || fail "Ctrl-C did not leave the cancelled line: '$(sed -n 3p <<<"$interrupted")'"
  grep -q "^copy-with-progress: interrupted; .*Abbruch. is incomplete$" <<<"$interrupted" \
    || fail "Ctrl-C did not reach the example's own handler"
  grep -q '^exit status 130$' <<<"$interrupted" || fail "Ctrl-C did not end with status 130"
  [ "$(tmx display -p -t interrupt '#{cursor_flag}')" = 1 ] || fail "the cursor is hidden after Ctrl-C"
  if [ "$failures" -gt 0 ]; then printf -- '--- after Ctrl-C:\n%s\n' "$interrupted" >&2; fi
else
  echo "run-example: tmux is not installed; the terminal run is skipped" >&2
fi

# --- failures: one line on stderr, status 1
status=0
err=$("$binary" --locale xx "$src" "$work/none" 2>&1 >/dev/null) || status=$?
[ "$status" = 1 ] && [ "$err" = "error: unknown locale 'xx': ICU has no data for it" ] \
  || fail "a bad locale gave status $status and '$err'"
status=0
err=$("$binary" "$src" "$work/Kopie" 2>&1 >/dev/null) || status=$?
[ "$status" = 1 ] && [ "$err" = "error: \"$work/Kopie\" exists already" ] \
  || fail "an existing destination gave status $status and '$err'"

status=0
"$binary" --bogus "$src" "$work/none" >/dev/null 2>&1 || status=$?
[ "$status" = 2 ] || fail "an unknown option gave status $status, not 2"

if [ "$failures" -gt 0 ]; then
  echo "--- output to the pipe:" >&2; cat "$out" >&2
  exit 1
fi
echo "run-example: ok: 42 files, 5,000,000 bytes copied byte for byte; German lines to a pipe; coloured lines and a bar redrawn in place in tmux, fitted to a 30-column pane; Ctrl-C through the example's own handler"
