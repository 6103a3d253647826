#!/usr/bin/env bash
# Builds the libFuzzer target and fuzzes the message parser, the table loader with every lint
# rule, and format(_:) over arbitrary snapshots, starting from the committed corpus.
#
#   Tests/fuzz.sh [SECONDS]        explore for SECONDS (default 60) from a random seed
#   Tests/fuzz.sh --runs N [SEED]  exactly N inputs from a fixed seed (default 1): the same
#                                  inputs on every machine, so the result cannot change at random
#                                  (what .ci/run does)
#
# A crash leaves its input as crash-<hash> in the working directory; add it to Tests/FuzzCorpus
# once fixed, so `progress-format-fuzz Tests/FuzzCorpus` (run by the normal test suite) replays it.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ ${1:-} == --runs ]]; then
  limit=(-runs="${2:?--runs needs a count}" -seed="${3:-1}")
  what="${2} runs from seed ${3:-1}"
else
  limit=(-max_total_time="${1:-60}")
  what="${1:-60}s"
fi
# lld (shipped with the Swift toolchain): the flags reach the build-tool plugin's executable too,
# and gold crashes linking it with libFuzzer ("internal error in format_file_lineno") from a
# clean scratch path.
swift build -c release --product progress-format-fuzz --scratch-path .build-fuzz \
  -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING -Xswiftc -use-ld=lld
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp Tests/FuzzCorpus/* "$work/"
# Let libFuzzer, not Swift's backtracer, handle crashes so it saves the input.
SWIFT_BACKTRACE=enable=no .build-fuzz/release/progress-format-fuzz \
  "${limit[@]}" -max_len=8192 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 "$work" 2>&1 \
  | grep -v -E '^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse)' || { echo "fuzz: FAILED" >&2; exit 1; }
echo "fuzz: no crash in ${what}"
