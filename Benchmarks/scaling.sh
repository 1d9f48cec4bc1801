#!/usr/bin/env bash
# Benchmarks/scaling.sh [--tool PATH] [--rounds N]
#
# Wall-clock growth of `glassmigrate --dry-run` on generated inputs that once took quadratic time,
# each at a small size and at four times that size: nested stacks around glass views, many edit
# sites in one file, many small views in one file, and one chain of many material backgrounds. It
# prints the best time of each (over the rounds) and the ratio, which stays near 4 for linear work.
#
# A benchmark, never a test: timings depend on the machine and its load. The tests measure the same
# growth by counting work (Tests/GlassMigrateTests/Engine/ScalingTests.swift), which no load changes.
set -euo pipefail
tool=.build/release/glassmigrate
rounds=3
while [ $# -gt 0 ]; do
    case "$1" in
        --tool) tool="$2"; shift 2 ;;
        --rounds) rounds="$2"; shift 2 ;;
        *) echo "usage: $0 [--tool PATH] [--rounds N]" >&2; exit 2 ;;
    esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

header='import SwiftUI

struct V: View {
    var body: some View {
'
nested() {
    printf '%s' "$header"
    for _ in $(seq "$1"); do echo 'HStack {'; done
    printf 'Text("a").glassEffect()\nText("b").glassEffect()\n'
    for _ in $(seq "$1"); do echo '}'; done
    printf '    }\n}\n'
}
sites() {
    printf '%s        VStack {\n' "$header"
    for i in $(seq "$1"); do
        if [ $((i % 2)) = 0 ]; then echo "Text(\"$i\").background(.thinMaterial, in: Capsule())"
        else echo "Text(\"$i\").glassEffect().padding()"; fi
    done
    printf '        }\n    }\n}\n'
}
views() {
    echo 'import SwiftUI'
    for i in $(seq "$1"); do
        printf '\nstruct Card%s: View {\n    var body: some View {\n        Text("%s").background(.thinMaterial, in: Capsule())\n    }\n}\n' "$i" "$i"
    done
}
chain() {
    printf '%s        Text("a")\n' "$header"
    for _ in $(seq "$1"); do echo '            .background(.thinMaterial, in: Capsule())'; done
    printf '    }\n}\n'
}

best() {
    local best=""
    for _ in $(seq "$rounds"); do
        local start end
        start=$(date +%s.%N)
        "$tool" --dry-run --quiet "$1" > /dev/null || true
        end=$(date +%s.%N)
        best=$(echo "$start $end $best" | awk '{ t = $2 - $1; if ($3 == "" || t < $3) print t; else print $3 }')
    done
    echo "$best"
}

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
printf '%-14s %8s %10s %8s %10s %7s\n' input small 'time (s)' large 'time (s)' ratio
for case in "nested 1500" "sites 2000" "views 2000" "chain 2000"; do
    set -- $case
    small="$2"; large=$(( $2 * 4 ))
    "$1" "$small" > "$work/$1-small.swift"
    "$1" "$large" > "$work/$1-large.swift"
    small_time=$(best "$work/$1-small.swift")
    large_time=$(best "$work/$1-large.swift")
    ratio=$(awk -v a="$small_time" -v b="$large_time" 'BEGIN { printf "%.2f", b / (a > 0 ? a : 1e-6) }')
    printf '%-14s %8s %10.3f %8s %10.3f %7s\n' "$1" "$small" "$small_time" "$large" "$large_time" "$ratio"
done
