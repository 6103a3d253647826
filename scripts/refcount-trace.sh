#!/usr/bin/env bash
# Which objects one update retains and releases, by type and caller: the reference counts of an
# object that threads share (a formatter's, a locale's number model) are writes to one cache line
# from every thread, and they are what made two threads sharing a formatter slower than one.
#
#   scripts/refcount-trace.sh                  # A, live download, en: 20 updates of the timed pass
#   CASE=A+stream.live.de UPDATES=5 scripts/refcount-trace.sh
#   CHECK=1 UPDATES=5 scripts/refcount-trace.sh   # CI: exit 1 if a shared object is counted
#
# gdb runs `progress-format-bench --case $CASE --reps 1`, counts calls of
# `ProgressTextFormatter.format(_:)` (or of the stream's, for A+stream) and, from the first call
# of the timed pass, breaks on swift_retain/release and their bridge-object forms for $UPDATES
# calls. Each line: how many times, the operation, the object's type (its metadata's symbol;
# generic metadata made at run time shows as InitialAllocationPool + offset, an array's storage
# most often), and the caller. An object every thread shares must not appear: per update there
# should be only the caller's own snapshots (_SwiftURL), this update's strings and arrays, the
# memory slot the thread owns (its Described box — generic metadata made at run time —, its
# description's __StringStorage) and the
# immortal static arrays (released, never retained).
set -euo pipefail
cd "$(dirname "$0")/.."
CASE=${CASE:-A.live.en}
UPDATES=${UPDATES:-20}
OUT=${OUT:-/tmp/progress-format-refcounts}
mkdir -p "$OUT"
command -v gdb >/dev/null || { echo "error: gdb is not installed" >&2; exit 2; }
swift build -c release --scratch-path .build-bench --product progress-format-bench >&2
binary=.build-bench/release/progress-format-bench
locale=${CASE##*.}
case "$CASE" in
    A+stream.*) entry='$s14ProgressFormat0A10TextStreamC6formatyAA0aC0VAA0A8SnapshotVF' ;;
    A.*) entry='$s14ProgressFormat0A13TextFormatterC6formatyAA0aC0VAA0A8SnapshotVF' ;;
    *) echo "error: CASE must be A.WORKLOAD.LOCALE or A+stream.WORKLOAD.LOCALE" >&2; exit 2 ;;
esac
# The timed pass is the last of the run: count the calls once, then trace from its start.
cat > "$OUT/trace.py" <<PY
import gdb, os
gdb.execute("set pagination off")
gdb.execute("set confirm off")
start = int(os.environ.get("TRACE_START", "0"))
updates = int(os.environ["TRACE_UPDATES"])
state = {"calls": 0, "log": []}
class Entry(gdb.Breakpoint):
    def stop(self):
        state["calls"] += 1
        if start and state["calls"] == start:
            for b in counting: b.enabled = True
        elif start and state["calls"] == start + updates:
            for b in counting: b.enabled = False
        return False
class Count(gdb.Breakpoint):
    def stop(self):
        obj = int(gdb.parse_and_eval("\$rdi"))
        if obj < 4096 or obj >= 1 << 63:
            return False  # nil, a tagged or immortal bridge value: no count changes
        what = "?"
        if "bridge" not in self.location:
            try:
                metadata = int(gdb.parse_and_eval("*(unsigned long*)%d" % obj))
                what = gdb.execute("info symbol %d" % metadata, to_string=True).split(" in section")[0].strip()
            except gdb.error:
                pass
        else:
            what = "(string or array storage)"
        frame = gdb.newest_frame().older()
        caller = frame.name() if frame else "?"
        state["log"].append("%s\t%s\t%s" % (self.location, what, caller))
        return False
Entry("$entry")
counting = [Count(name) for name in ["swift_retain", "swift_release", "swift_retain_n", "swift_release_n",
                                     "swift_bridgeObjectRetain", "swift_bridgeObjectRelease"]]
for b in counting: b.enabled = False
gdb.execute("run")
print("CALLS", state["calls"])
for line in state["log"]: print("TRACE\t" + line)
PY
run() {
    SWIFT_DETERMINISTIC_HASHING=1 TRACE_START=$1 TRACE_UPDATES=$UPDATES gdb -q -batch -x "$OUT/trace.py" \
        --args "$binary" --case "$CASE" --locales "$locale" --reps 1 2>/dev/null
}
calls=$(run 0 | awk '/^CALLS/ { print $2 }')
[[ -n "$calls" && "$calls" -gt 0 ]] || { echo "error: $CASE made no call of the formatter's format" >&2; exit 1; }
# The timed pass is one pass over the workload's 10,000 updates, the last calls of the run.
first=$((calls - 10000 + 1))
report=$(run "$first" | awk -F'\t' '/^TRACE/ { print $2 "\t" $3 "\t" $4 }' | swift demangle --simplified \
    | sort | uniq -c | sort -rn | awk -v n="$UPDATES" '{ printf "%6.2f/update %s\n", $1 / n, substr($0, index($0, $2)) }')
echo "$report"
# CHECK=1 (CI): the Unmanaged reference to the number model (MessageRenderer) and the padded,
# never-inlined description memos (Formatter/DescriptionMemory.swift) exist so that no object
# threads share is counted. Only the update's own objects may be: strings and arrays, the
# caller's URL, and metadata made at run time (array storage; the thread's own Described box).
if [[ "${CHECK:-0}" == 1 ]]; then
    [[ -n "$report" ]] || { echo "refcount-trace: the trace is empty (did gdb run?)" >&2; exit 1; }
    shared=$(echo "$report" | grep -F "type metadata for" \
        | grep -v -E "type metadata for (__StringStorage|_SwiftURL)[[:space:]]" || true)
    if [[ -n "$shared" ]]; then
        echo "refcount-trace: objects other than the update's own are reference-counted per update:" >&2
        echo "$shared" >&2
        exit 1
    fi
    echo "refcount-trace: only the update's own objects are counted"
fi
