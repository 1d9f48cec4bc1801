#!/usr/bin/env bash
# Screenshots of the HTML report of a real app at a desktop width (1400 px) and a phone's (390 px),
# taken with headless Chromium, to look at after a change to the report's layout.
# Usage: Benchmarks/html-screenshots.sh APP-CHECKOUT [OUT-DIR]   (default OUT-DIR: .build/html-screenshots)
# Needs chromium (apt-get install chromium) and a built glassmigrate (swift build).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
app=${1:?usage: $0 APP-CHECKOUT [OUT-DIR]}
out=${2:-$root/.build/html-screenshots}
mkdir -p "$out"
tool="$root/.build/debug/glassmigrate"
[ -x "$tool" ] || swift build --package-path "$root" --product glassmigrate
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome)
# A dry run writes nothing; its exit status says whether something would change, which is not a failure here.
(cd "$app" && CI=1 "$tool" --quiet --report "$out/report.html" . > /dev/null) || [ $? -le 1 ]
shoot() { # width height name [fragment]
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size="$1,$2" --screenshot="$out/$3.png" "file://$out/report.html${4:-}" 2> /dev/null
  echo "$out/$3.png"
}
shoot 1400 2600 report-1400
# A phone's screen: the summary, and the first change side by side (scrolled to by its anchor).
shoot 390 1300 report-390
# The first file with a change, alone on a page of its own (the report lays out files only when
# they scroll into view, which a headless screenshot never does).
python3 - "$out/report.html" "$out/change.html" << 'PY'
import re, sys
page = open(sys.argv[1]).read()
found = re.search(r'<section class="file" id="file-\d+">(?:(?!</section>).)*?<div class="change"', page, re.S)
if found:
    end = page.index("</section>", found.start()) + len("</section>")
    start = page.index("<main>") + len("<main>")
    open(sys.argv[2], "w").write(page[:start] + page[found.start():end] + "</main></body></html>")
PY
if [ -f "$out/change.html" ]; then
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size=390,1300 --screenshot="$out/report-390-change.png" "file://$out/change.html" 2> /dev/null
  echo "$out/report-390-change.png"
fi
