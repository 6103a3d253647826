#!/usr/bin/env bash
# Loads review sheets in every script family the tables use (ar, ja, ur, am, my, km, lo, si, bn,
# ta, ka, hy) in a real headless Chromium and checks them, after checking that fontconfig has a
# font for each of those scripts (fonts-noto-core; a missing font draws boxes): runs the
# Swift test ReviewSheetChromiumTests (Tests/ProgressFormatCLITests/ReviewSheetChromiumTests.swift),
# which writes each sheet with `progress-format review`, screenshots it (a 1280x2000 PNG that is
# not blank) and checks the document Chromium built: every message of en.json present, every
# rendered cell of `ar` marked dir="rtl", no raw {placeholder} in any rendered cell.
#
# Exits 0 when the test ran and passed, 1 when it failed or did not run, and 77 — after a loud
# "SKIPPED: chromium not installed" line — when there is no Chromium (apt-get install -y chromium).
# The screenshots are kept in $REVIEW_SHEET_SCREENSHOTS (default: a new temporary directory).
#
# Usage: Tests/review-sheet-chromium.sh
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
chromium=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)}
if [ -z "$chromium" ] || [ ! -x "$chromium" ]; then
  echo "************************************************************************" >&2
  echo "SKIPPED: chromium not installed — the review sheets were NOT checked in a browser" >&2
  echo "         (apt-get install -y chromium, or set CHROMIUM=/path/to/chromium)" >&2
  echo "************************************************************************" >&2
  exit 77
fi
shots=${REVIEW_SHEET_SCREENSHOTS:-$(mktemp -d "${TMPDIR:-/tmp}/review-sheet-shots.XXXXXX")}
mkdir -p "$shots"
export CHROMIUM="$chromium" REVIEW_SHEET_SCREENSHOTS="$shots"

locales="ar ja ur am my km lo si bn ta ka hy chr"
missing=""
for locale in $locales; do
  [ -n "$(fc-list ":lang=$locale" 2>/dev/null | head -n 1)" ] || missing="$missing $locale"
done
if [ -n "$missing" ]; then
  echo "review-sheet-chromium: no font for:$missing (apt-get install -y fonts-noto-core fonts-ipafont-gothic)" >&2
  exit 1
fi

log="$shots/test.log"
status=0
(cd "$root" && swift test --filter ReviewSheetChromiumTests) >"$log" 2>&1 || status=$?
grep -E "sheetLoadsInChromium|Test run with|recorded an issue" "$log" >&2 || true
if [ "$status" -ne 0 ]; then
  echo "review-sheet-chromium: FAILED (full log: $log)" >&2
  exit 1
fi
# A skipped or filtered-out test passes too: insist that it ran, for every locale.
cases=$(echo $locales | wc -w)
if grep -q "skipped" "$log" || ! grep -q "sheetLoadsInChromium(locale:rightToLeft:) with $cases test cases passed" "$log"; then
  echo "review-sheet-chromium: the browser test did not run (full log: $log)" >&2
  exit 1
fi
for locale in $locales; do
  png="$shots/review-sheet-$locale.png"
  [ -s "$png" ] || { echo "review-sheet-chromium: no screenshot $png" >&2; exit 1; }
  echo "review-sheet-chromium: $locale: $(wc -c <"$png") bytes, $png"
done
echo "review-sheet-chromium: passed"
