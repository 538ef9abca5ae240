#!/usr/bin/env bash
# Renders the app icons (public/icons/*.png) from the favicon's design with headless Chromium.
# Run again after changing the design; the PNGs are committed, so builds do not need Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
out=public/icons
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

flag='<path d="M24 48V14l20 8-20 8" fill="none" stroke="#f3ead7" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><ellipse cx="32" cy="50" rx="14" ry="3" fill="#c8a96a"/>'
# any: the favicon as it is; full: a full-bleed square with the flag inside the maskable safe zone.
any="<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' rx='14' fill='#14532d'/>$flag</svg>"
full="<svg xmlns='http://www.w3.org/2000/svg' viewBox='-12 -10 88 88'><rect x='-12' y='-10' width='88' height='88' fill='#14532d'/>$flag</svg>"

render() { # name size svg
  printf '<html><body style="margin:0;background:transparent">%s</body></html>' \
    "${3/<svg /<svg width=\"$2\" height=\"$2\" }" >"$tmp/$1.html"
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --default-background-color=00000000 --window-size="$2,$2" \
    --screenshot="$out/$1.png" "file://$tmp/$1.html" >/dev/null 2>&1
}
render icon-192 192 "$any"
render icon-512 512 "$any"
render maskable-512 512 "$full"
render apple-touch-icon 180 "$full"
ls -l "$out"
