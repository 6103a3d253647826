#!/usr/bin/env bash
# Leak check: creates, uses and drops a formatter for every table locale, under valgrind, once
# and then three times. A leak grows with the number of cycles; what lives for the whole process
# (ICU's data, our formatter caches, the decoded built-in tables) does not. The check fails if
# three cycles lose more than one.
#
# Why not simply "no definite leaks": Swift stores enum case bits in the spare bits of object
# references, which valgrind's pointer scan does not recognise, so objects still referenced from
# process-lifetime caches are reported as "definitely lost" although they are reachable.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v valgrind >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then apt-get install -y -qq valgrind >/dev/null; else sudo apt-get install -y -qq valgrind >/dev/null; fi
fi
swift build --product progress-format-fuzz
# Valgrind 3.19 cannot read all of the DWARF 5 the toolchain emits (the C++ of the ICU shim's
# number formatting stops its reader), so a copy without debug info runs (function names stay in
# the symbol table).
binary=$(mktemp)
trap 'rm -f "$binary"' EXIT
objcopy --strip-debug .build/debug/progress-format-fuzz "$binary"

lost() {
  valgrind --leak-check=full "$@" 2>&1 >/dev/null \
    | sed -n 's/.*definitely lost: \([0-9,]*\) bytes.*/\1/p' | tr -d ',' | tail -n 1 || true
}
one=$(lost "$binary" --formatter-cycles 1)
three=$(lost "$binary" --formatter-cycles 3)
if [ -z "$one" ] || [ -z "$three" ]; then
  echo "leak-check: FAILED: valgrind printed no leak summary (run it by hand to see why)" >&2
  exit 1
fi
echo "leak-check: definitely lost after 1 cycle: ${one:-0} bytes; after 3 cycles: ${three:-0} bytes"
if [ "${three:-0}" -gt "${one:-0}" ]; then
  echo "leak-check: FAILED: memory lost grows with formatter create–use–destroy cycles" >&2
  exit 1
fi
echo "leak-check: no leak in formatter create–use–destroy cycles"
