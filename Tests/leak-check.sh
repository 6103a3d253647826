#!/usr/bin/env bash
# Creates, uses and drops a formatter for every table locale, twice, under valgrind; fails on
# any definite leak.
#
# Only the create–use–destroy cycle is checked: objects that live for the whole process (ICU's
# and our formatter caches, static formatters) are still referenced at exit, and Swift stores
# enum case bits in the spare bits of such references, which valgrind's pointer scan does not
# recognise — it would report those live objects as "definitely lost".
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v valgrind >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then apt-get install -y -qq valgrind >/dev/null; else sudo apt-get install -y -qq valgrind >/dev/null; fi
fi
swift build --product progress-format-fuzz
valgrind --quiet --leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite \
  --error-exitcode=97 .build/debug/progress-format-fuzz --formatter-cycles 2
echo "leak-check: no definite leaks in formatter create–use–destroy cycles"
