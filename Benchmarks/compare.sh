#!/usr/bin/env bash
# Benchmarks/compare.sh [options] CORPUS
#
# Times a whole `glassmigrate --dry-run` over CORPUS (a folder of Swift code, e.g. public
# SwiftUI apps) side by side with `cat` reading the same .swift files and with ast-grep
# rewriting one material pattern over them, then the same run over COPIES copies of the
# corpus with one and with two jobs, and prints the ratios the performance goals name:
#
#   one job vs cat            at most 2x        glassmigrate --jobs 1 / cat
#   ast-grep vs one job       at least 10x      ast-grep --threads 1 / glassmigrate --jobs 1
#   COPIES copies vs one      at most 4.4x      (4 copies, --jobs 1) / (1 copy, --jobs 1)
#   peak memory, COPIES       under 80 MB       largest peak RSS of the copies runs
#   two jobs vs one           at least 1.6x     (copies, --jobs 1) / (copies, --jobs 2)
#
# Every command runs once per round, in turn, and each keeps its best time over the rounds,
# so all figures come from the same conditions. Wall time is measured around each command;
# peak memory (maximum resident set) comes from GNU time. This is a benchmark, never a test:
# the timings depend on the machine and its load (the script prints the load average).
#
# Options:
#   --tool PATH      the glassmigrate binary (default: .build/release/glassmigrate)
#   --rounds N       rounds, best of N (default 3)
#   --copies N       copies for the linearity and jobs goals (default 4)
#   --work DIR       where the copies are made (default: a temporary folder, removed after)
#   --non-ui DIR     also time a Swift code base with no SwiftUI (one job, and cat over it)
#   --ast-grep PATH  the ast-grep binary (default: ast-grep on PATH; `pip install ast-grep-cli`)
#   --no-ast-grep    skip ast-grep
#
# Example (figures in the README):
#   swift build -c release --product glassmigrate --static-swift-stdlib   # on Linux, as the README installs it
#   Benchmarks/compare.sh --non-ui ~/src/swift-syntax ~/bench/corpus
set -euo pipefail

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2; }

tool=.build/release/glassmigrate
rounds=3
copies=4
work=
nonui=
astgrep=$(command -v ast-grep || true)
while [ $# -gt 0 ]; do
    case $1 in
        --tool) tool=$2; shift 2 ;;
        --rounds) rounds=$2; shift 2 ;;
        --copies) copies=$2; shift 2 ;;
        --work) work=$2; shift 2 ;;
        --non-ui) nonui=$2; shift 2 ;;
        --ast-grep) astgrep=$2; shift 2 ;;
        --no-ast-grep) astgrep=; shift ;;
        -h|--help) usage ;;
        -*) echo "compare.sh: unknown option $1" >&2; usage ;;
        *) break ;;
    esac
done
[ $# -eq 1 ] || usage
corpus=$(cd "$1" && pwd)
tool=$(cd "$(dirname "$tool")" && pwd)/$(basename "$tool")
[ -x "$tool" ] || { echo "compare.sh: no glassmigrate binary at $tool (swift build -c release --product glassmigrate)" >&2; exit 2; }
gnutime=/usr/bin/time
"$gnutime" -f %M -o /dev/null true 2>/dev/null || { echo "compare.sh: needs GNU time at /usr/bin/time for peak memory" >&2; exit 2; }
if [ -n "$astgrep" ] && ! "$astgrep" --version 2>/dev/null | grep -q '^ast-grep'; then
    # /usr/bin/sg on some systems is shadow-utils' sg, not ast-grep.
    echo "compare.sh: $astgrep is not ast-grep; skipping it" >&2
    astgrep=
fi

here=$(pwd)
scratch=$(mktemp -d)
cleanup() { rm -rf "$scratch"; [ -n "${made_work:-}" ] && rm -rf "$made_work"; return 0; }
trap cleanup EXIT
if [ -z "$work" ]; then work=$(mktemp -d); made_work=$work; fi
mkdir -p "$work"

# The copies: real copies (not links), each a folder of its own, made fresh.
copied="$work/copies"
rm -rf "$copied"
mkdir -p "$copied"
for n in $(seq 1 "$copies"); do cp -R "$corpus" "$copied/$n"; done

list() { find "$1" -type f -name '*.swift' -print0 | sort -z > "$2"; }
list "$corpus" "$scratch/one.list"
files=$(tr -cd '\0' < "$scratch/one.list" | wc -c)
bytes=$(xargs -0 cat < "$scratch/one.list" | wc -c)
if [ -n "$nonui" ]; then
    nonui=$(cd "$nonui" && pwd)
    list "$nonui" "$scratch/nonui.list"
    nonui_files=$(tr -cd '\0' < "$scratch/nonui.list" | wc -c)
    nonui_bytes=$(xargs -0 cat < "$scratch/nonui.list" | wc -c)
fi

# run NAME DIR COMMAND...: times one run from DIR; keeps the best wall time and the largest peak
# memory per NAME.
declare -A best peak status
run() {
    local name=$1 dir=$2; shift 2
    local start end seconds rss code=0
    cd "$dir"
    start=$(date +%s%N)
    "$gnutime" -f %M -o "$scratch/rss" "$@" >/dev/null 2>"$scratch/stderr" || code=$?
    end=$(date +%s%N)
    cd "$here"
    seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", (b - a) / 1e9 }')
    rss=$(tail -1 "$scratch/rss")
    # glassmigrate: 0 done, 3 some files could not be processed (still a full run); others are failures.
    if [ "$code" != 0 ] && [ "$code" != 3 ]; then
        echo "compare.sh: $name exited with status $code:" >&2
        tail -5 "$scratch/stderr" >&2
        status[$name]=failed
    fi
    if [ -z "${best[$name]:-}" ] || awk -v a="$seconds" -v b="${best[$name]}" 'BEGIN { exit !(a < b) }'; then
        best[$name]=$seconds
    fi
    if [ -z "${peak[$name]:-}" ] || [ "$rss" -gt "${peak[$name]}" ]; then peak[$name]=$rss; fi
}

echo "corpus: $corpus: $files Swift files, $(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1e6 }') MB; $copies copies in $copied"
[ -n "$nonui" ] && echo "non-UI: $nonui: $nonui_files Swift files, $(awk -v b="$nonui_bytes" 'BEGIN { printf "%.1f", b / 1e6 }') MB"
echo "tool: $tool ($("$tool" --version))"
echo "machine: $(nproc) cores, $(uname -sm); load average before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
echo "best of $rounds rounds"

pattern='$V.background(.ultraThinMaterial)'
for round in $(seq 1 "$rounds"); do
    echo "round $round/$rounds…" >&2
    # Each from the folder it works on, as a user runs it.
    run cat "$corpus" xargs -0 -a "$scratch/one.list" cat
    run one-j1 "$corpus" "$tool" --dry-run --jobs 1 .
    run copies-j1 "$copied" "$tool" --dry-run --jobs 1 .
    run copies-j2 "$copied" "$tool" --dry-run --jobs 2 .
    if [ -n "$astgrep" ]; then
        run ast-grep "$corpus" "$astgrep" run --lang swift --threads 1 --pattern "$pattern" --rewrite '$V.glassEffect()' .
    fi
    if [ -n "$nonui" ]; then
        run nonui-cat "$nonui" xargs -0 -a "$scratch/nonui.list" cat
        run nonui-j1 "$nonui" "$tool" --dry-run --jobs 1 .
    fi
done

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
verdict() { awk -v v="$1" -v op="$2" -v g="$3" 'BEGIN { ok = (op == "<=" ? v <= g : (op == ">=" ? v >= g : v < g)); print ok ? "met" : "NOT met" }'; }
mb() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }

echo
printf '%-44s %9s %10s\n' "command" "best (s)" "peak (MB)"
for name in cat one-j1 copies-j1 copies-j2 ast-grep nonui-cat nonui-j1; do
    [ -n "${best[$name]:-}" ] || continue
    case $name in
        cat) label="cat (the corpus's .swift files)" ;;
        one-j1) label="glassmigrate --dry-run --jobs 1" ;;
        copies-j1) label="glassmigrate --dry-run --jobs 1, $copies copies" ;;
        copies-j2) label="glassmigrate --dry-run --jobs 2, $copies copies" ;;
        ast-grep) label="ast-grep --threads 1, one rewrite pattern" ;;
        nonui-cat) label="cat (non-UI code base)" ;;
        nonui-j1) label="glassmigrate --dry-run --jobs 1, non-UI" ;;
    esac
    printf '%-44s %9s %10s%s\n' "$label" "${best[$name]}" "$(mb "${peak[$name]}")" "${status[$name]:+  (FAILED)}"
done

echo
r=$(ratio "${best[one-j1]}" "${best[cat]}")
printf '%-58s %7sx  (goal: at most 2x)     %s\n' "one job / cat" "$r" "$(verdict "$r" "<=" 2)"
if [ -n "${best[ast-grep]:-}" ]; then
    r=$(ratio "${best[ast-grep]}" "${best[one-j1]}")
    printf '%-58s %7sx  (goal: at least 10x)   %s\n' "ast-grep / one job" "$r" "$(verdict "$r" ">=" 10)"
fi
r=$(ratio "${best[copies-j1]}" "${best[one-j1]}")
limit=$(awk -v c="$copies" 'BEGIN { print 1.1 * c }')
printf '%-58s %7sx  (goal: at most %sx)   %s\n' "$copies copies / one copy (one job)" "$r" "$limit" "$(verdict "$r" "<=" "$limit")"
most=${peak[copies-j1]}; [ "${peak[copies-j2]}" -gt "$most" ] && most=${peak[copies-j2]}
printf '%-58s %7s MB (goal: under 80 MB)  %s\n' "peak memory, $copies copies (one copy: $(mb "${peak[one-j1]}") MB)" "$(mb "$most")" "$(verdict "$(mb "$most")" "<" 80)"
r=$(ratio "${best[copies-j1]}" "${best[copies-j2]}")
printf '%-58s %7sx  (goal: at least 1.6x)  %s\n' "two jobs speed-up, $copies copies" "$r" "$(verdict "$r" ">=" 1.6)"
if [ -n "${best[nonui-j1]:-}" ]; then
    r=$(ratio "${best[nonui-j1]}" "${best[nonui-cat]}")
    printf '%-58s %7sx  (%s MB/s)\n' "non-UI: one job / cat" "$r" "$(awk -v b="$nonui_bytes" -v s="${best[nonui-j1]}" 'BEGIN { printf "%.0f", b / 1e6 / s }')"
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
