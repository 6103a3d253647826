#!/usr/bin/env bash
# Builds a `progress-format` that needs no libicu at run time: the Swift runtime and Foundation
# linked statically (`--static-swift-stdlib`), and the system ICU's static libraries (Debian's
# libicu-dev ships them) linked in through pkg-config files that name them instead of the shared
# ones. FoundationXML's libxml2 is linked statically too (libxml2-dev ships libxml2.a): Debian's
# shared libxml2 is built with ICU and would load libicu itself. Writes the stripped binary and
# ICU's licence next to it:
#
#   scripts/build-static-cli.sh [OUT]        # default OUT: ./dist
#   # OUT/progress-format, OUT/LICENSE.ICU; `ldd OUT/progress-format` lists no libicu
#
# Why it is safe: the system ICU's symbols end in its major version (`unumf_close_72`) and the
# ICU inside Foundation (FoundationInternationalization's) is renamed with a `swift_` prefix, so
# the two link side by side; the binary then carries two CLDR versions (ours, 72, and
# Foundation's) and ICU's data (about 31 MB of `libicudata.a`).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-dist}
command -v pkg-config >/dev/null || { echo "error: pkg-config is not installed" >&2; exit 2; }
libdir=$(pkg-config --variable=libdir icu-uc)
includedir=$(pkg-config --variable=includedir icu-uc)
for library in icuuc icui18n icudata; do
  [ -f "$libdir/lib$library.a" ] || { echo "error: $libdir/lib$library.a not found (apt-get install libicu-dev)" >&2; exit 2; }
done
[ -f "$libdir/libxml2.a" ] || { echo "error: $libdir/libxml2.a not found (apt-get install libxml2-dev)" >&2; exit 2; }

# pkg-config files naming the static archives (`-l:libicuuc.a`), and what ICU's C++ and
# libxml2 need. Foundation asks for `-lxml2`; a directory holding only libxml2.a, searched first,
# makes the linker take the archive (in each directory it prefers the shared library).
pc=$(mktemp -d)
trap 'rm -rf "$pc"' EXIT
mkdir "$pc/static"
ln -s "$libdir/libxml2.a" "$pc/static/libxml2.a"
cat > "$pc/icu-uc.pc" <<PC
Name: icu-uc
Description: ICU common and data, linked statically
Version: $(pkg-config --modversion icu-uc)
Cflags: -I$includedir
Libs: -L$pc/static -L$libdir -l:libicuuc.a -l:libicudata.a -lz -llzma -lstdc++ -lpthread -lm -ldl
PC
cat > "$pc/icu-i18n.pc" <<PC
Name: icu-i18n
Description: ICU internationalization, linked statically
Version: $(pkg-config --modversion icu-i18n)
Requires: icu-uc
Cflags: -I$includedir
Libs: -L$libdir -l:libicui18n.a
PC

PKG_CONFIG_PATH="$pc" swift build -c release --static-swift-stdlib --product progress-format \
  --scratch-path .build-static >&2
mkdir -p "$out"
strip -o "$out/progress-format" .build-static/release/progress-format
# ICU's licence travels with a binary that contains ICU.
licence=""
for candidate in /usr/share/doc/libicu-dev/copyright /usr/share/doc/libicu72/copyright /usr/share/icu/*/LICENSE; do
  if [ -f "$candidate" ]; then licence=$candidate; break; fi
done
[ -n "$licence" ] || { echo "error: ICU's licence was not found under /usr/share/doc" >&2; exit 1; }
cp "$licence" "$out/LICENSE.ICU"
if ldd "$out/progress-format" | grep -q libicu; then
  echo "error: $out/progress-format still loads a libicu:" >&2
  ldd "$out/progress-format" >&2
  exit 1
fi
echo "$out/progress-format ($(du -m "$out/progress-format" | cut -f1) MB) needs no libicu; its licence is $out/LICENSE.ICU"
