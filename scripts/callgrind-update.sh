#!/usr/bin/env bash
# Instructions per update (callgrind), load-independent: ProgressFormat (A) against the lean
# raw-ICU floor, for one workload in each locale; or the instructions of a new locale's first text.
#
#   scripts/callgrind-update.sh                       # live download, A and lean, en de ru ar ja
#   WORKLOAD=dashboard scripts/callgrind-update.sh    # the dashboard instead
#   SYSTEMS="A A+stream lean umsg" LOCALES="en de" scripts/callgrind-update.sh
#   SYSTEMS="A P-idle A-fit P-redraw" scripts/callgrind-update.sh   # the presenter (issue 36)
#   PROFILE=1 LOCALES=en SYSTEMS=A scripts/callgrind-update.sh   # also: top 25 inclusive functions
#   WORKLOAD=locales scripts/callgrind-update.sh      # a new locale: create + first text, A and C
#
# Each case runs `progress-format-bench --case SYSTEM.WORKLOAD.LOCALE --reps 1` under
# `valgrind --tool=callgrind --instr-atstart=no`: the benchmark brackets only its timed loop (one
# pass over the workload's 10,000 updates, after an untimed warm-up pass) with
# CALLGRIND_ZERO_STATS / START / STOP_INSTRUMENTATION, so the total is that pass alone.
# Ir/update = callgrind's total ÷ the updates in the pass. The output files stay in $OUT
# (default /tmp/progress-format-callgrind) for callgrind_annotate.
#
# WORKLOAD=locales runs the benchmark's locale-loading child of each system (A: a
# ProgressTextFormatter and its first text; C: the lean floor's ICU handles and its first text)
# with the same brackets around its loop over 20 locales never used before in the process
# (English is loaded first): Ir/locale = callgrind's total ÷ 20.
#
# Valgrind 3.19 cannot read the DWARF 5 Swift 6.3 emits, so a copy of the binary without debug
# info is profiled (function names stay in the symbol table).
set -euo pipefail
cd "$(dirname "$0")/.."
# Swift seeds its hashing per process, which moves dictionary probing by about ±0.5 % of the
# count; a fixed seed makes the counts repeat exactly.
export SWIFT_DETERMINISTIC_HASHING=1

WORKLOAD=${WORKLOAD:-live}
LOCALES=${LOCALES:-en de ru ar ja}
OUT=${OUT:-/tmp/progress-format-callgrind}
mkdir -p "$OUT"

command -v valgrind >/dev/null || { echo "error: valgrind is not installed" >&2; exit 2; }
case "$WORKLOAD" in
    live|dashboard) updates=10000; SYSTEMS=${SYSTEMS:-A lean} ;;  # live also: A-fit P-idle P-redraw (issue 36)
    locales) SYSTEMS=${SYSTEMS:-A C} ;;
    *) echo "error: WORKLOAD must be live, dashboard or locales (the legacy cases calibrate their length)" >&2; exit 2 ;;
esac
swift build -c release --scratch-path .build-bench --product progress-format-bench >&2
objcopy --strip-debug .build-bench/release/progress-format-bench "$OUT/progress-format-bench"

profile() {
    if [[ "${PROFILE:-0}" == 1 ]]; then
        callgrind_annotate --inclusive=yes "$1" 2>/dev/null | swift demangle --simplified | sed -n '1,60p' \
            | grep -E '^ *[0-9,]+ ' | head -25
    fi
}

if [[ "$WORKLOAD" == locales ]]; then
    printf '%-8s %14s\n' system Ir/locale
    for system in $SYSTEMS; do
        file="$OUT/$system.locales.out"
        valgrind --tool=callgrind --instr-atstart=no --dump-instr=no --callgrind-out-file="$file" \
            "$OUT/progress-format-bench" --locale-loading-child "$system" >/dev/null 2>&1
        total=$(awk '/^totals:/ { print $2; exit }' "$file")
        printf '%-8s %14d\n' "$system" "$((total / 20))"
        profile "$file"
    done
    exit 0
fi

printf '%-10s %-7s %-7s %12s   %s\n' workload locale system Ir/update "allocs/update A/A+stream/lean/umsg/B (same run)"
for locale in $LOCALES; do
    for system in $SYSTEMS; do
        file="$OUT/$system.$WORKLOAD.$locale.out"
        report=$(valgrind --tool=callgrind --instr-atstart=no --dump-instr=no --callgrind-out-file="$file" \
            "$OUT/progress-format-bench" --case "$system.$WORKLOAD.$locale" --locales "$locale" --reps 1 2>/dev/null)
        total=$(awk '/^totals:/ { print $2; exit }' "$file")
        allocations=$(printf '%s\n' "$report" | awk -v w="$WORKLOAD" -v l="$locale" \
            '$1 == w && $2 == l { print $NF; exit }')
        printf '%-10s %-7s %-7s %12d   %s\n' "$WORKLOAD" "$locale" "$system" "$((total / updates))" "$allocations"
        profile "$file"
    done
done
