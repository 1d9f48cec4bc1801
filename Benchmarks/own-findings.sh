#!/usr/bin/env bash
# Benchmarks/own-findings.sh GLASSMIGRATE CHECKOUT...
#
# For each checkout of a real code base: migrates a copy (without .git) with `--write`, runs the
# tool again over the migrated copy with `--format json`, and prints every finding of the tool's
# own rules that lies on a line the migration wrote (a `+` line of its diff) and that the lines it
# replaced did not have already (a rule counted, as the engine's rewrite check counts). The
# principle it checks: none of glassmigrate's rules reports what glassmigrate wrote. Prints one summary line
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
  (cd "$work" && "$bin" --format json . > "$work.before.json" 2> /dev/null) || true
  (cd "$work" && "$bin" --dry-run . > "$work.diff" 2> /dev/null) || true
  (cd "$work" && "$bin" --write . > /dev/null 2>&1) || true
  (cd "$work" && "$bin" --format json . > "$work.json" 2> /dev/null) || true
  found=$(python3 - "$work.diff" "$work.before.json" "$work.json" <<'PY'
import json, re, sys
from collections import Counter
# Each run of changed lines of the diff: the old lines it replaced and the new lines it wrote.
runs = []
path, old, new, current = None, 0, 0, None
for text in open(sys.argv[1], encoding="utf-8", errors="replace"):
    if text.startswith("+++ "):
        path = text[6:].rstrip("\n") if text.startswith("+++ b/") else None
        current = None
    elif text.startswith("@@"):
        match = re.match(r"@@ -(\d+)(?:,\d+)? \+(\d+)", text)
        old, new, current = int(match.group(1)), int(match.group(2)), None
    elif path is None or text.startswith("---"):
        continue
    elif text.startswith("-") or text.startswith("+"):
        if current is None:
            current = (path, set(), set())
            runs.append(current)
        if text.startswith("-"):
            current[1].add(old)
            old += 1
        else:
            current[2].add(new)
            new += 1
    else:
        current = None
        old += 1
        new += 1
def findings(report):
    return {file["path"]: file["findings"] for file in json.load(open(report))["files"]}
before, after = findings(sys.argv[2]), findings(sys.argv[3])
# A finding on written lines counts when its rule reports more there than on the lines they replaced
# (the engine's own post-condition): the migration made it, rather than kept one the code had.
for path, replaced, written in runs:
    had = Counter(f["ruleId"] for f in before.get(path, []) if f["line"] in replaced)
    for finding in after.get(path, []):
        if finding["line"] not in written:
            continue
        if had[finding["ruleId"]] > 0:
            had[finding["ruleId"]] -= 1
            continue
        print(f'{path}:{finding["line"]}: {finding["ruleId"]}: {finding["message"]}')
PY
)
  count=$(printf '%s' "$found" | grep -c . || true)
  echo "$name: $count finding(s) on lines the migration wrote"
  [ -n "$found" ] && { printf '%s\n' "$found" | sed 's/^/  /'; status=1; }
  rm -rf "$work" "$work.diff" "$work.json" "$work.before.json"
done
exit $status
