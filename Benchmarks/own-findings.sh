#!/usr/bin/env bash
# Benchmarks/own-findings.sh GLASSMIGRATE CHECKOUT...
#
# For each checkout of a real code base: migrates a copy (without .git) with `--write`, runs the
# tool again over the migrated copy with `--format json`, and prints every finding of the tool's
# own rules that lies on a line the migration wrote (a `+` line of its diff). The principle it
# checks: none of glassmigrate's rules reports what glassmigrate wrote. Prints one summary line
# per checkout and the offending findings under it; exits 1 if any was found. A development aid
# for the real-world review (Documentation/RealWorld.md), not a test.
set -euo pipefail
bin=$(readlink -f "${1:?usage: own-findings.sh GLASSMIGRATE CHECKOUT...}")
shift
status=0
for checkout in "$@"; do
  name=$(basename "$checkout")
  work=$(mktemp -d)
  tar -C "$checkout" --exclude=./.git -cf - . | tar -C "$work" -xf -
  (cd "$work" && "$bin" --dry-run . > "$work.diff" 2> /dev/null) || true
  (cd "$work" && "$bin" --write . > /dev/null 2>&1) || true
  (cd "$work" && "$bin" --format json . > "$work.json" 2> /dev/null) || true
  found=$(python3 - "$work.diff" "$work.json" <<'PY'
import json, re, sys
written = {}
path, line = None, 0
for text in open(sys.argv[1], encoding="utf-8", errors="replace"):
    if text.startswith("+++ "):
        path = text[6:].rstrip("\n") if text.startswith("+++ b/") else None
    elif text.startswith("@@"):
        line = int(re.match(r"@@ -\d+(?:,\d+)? \+(\d+)", text).group(1))
    elif path is not None and not text.startswith("---"):
        if text.startswith("+"):
            written.setdefault(path, set()).add(line)
            line += 1
        elif text.startswith(" "):
            line += 1
report = json.load(open(sys.argv[2]))
for file in report["files"]:
    lines = written.get(file["path"], set())
    for finding in file["findings"]:
        if finding["line"] in lines:
            print(f'{file["path"]}:{finding["line"]}: {finding["ruleId"]}: {finding["message"]}')
PY
)
  count=$(printf '%s' "$found" | grep -c . || true)
  echo "$name: $count finding(s) on lines the migration wrote"
  [ -n "$found" ] && { printf '%s\n' "$found" | sed 's/^/  /'; status=1; }
  rm -rf "$work" "$work.diff" "$work.json"
done
exit $status
