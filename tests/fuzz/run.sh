#!/usr/bin/env bash
# Builds the libFuzzer targets (make fuzz) and runs each for a few seconds
# (FUZZ_SECONDS, default 10) on its seed corpus in tests/fuzz/corpus/.
# When clang or its fuzzer runtime is missing it says why and exits 77, which
# tests/run-checks.sh counts as skipped (not passed).
set -u
cd "$(dirname "$0")/../.."
seconds=${FUZZ_SECONDS:-10}
if ! command -v clang >/dev/null 2>&1; then
	echo "fuzz: skipped (clang is not installed)"
	exit 77
fi
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
printf 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n);\nint LLVMFuzzerTestOneInput(const char *d, unsigned long n) { (void)d; (void)n; return 0; }\n' >"$probe/p.c"
if ! clang -fsanitize=fuzzer -o "$probe/p" "$probe/p.c" >/dev/null 2>&1; then
	echo "fuzz: skipped (clang has no libFuzzer runtime)"
	exit 77
fi
make --no-print-directory -j"$(nproc 2>/dev/null || echo 2)" fuzz >"$probe/build.log" 2>&1 || {
	cat "$probe/build.log"
	echo "fuzz: make fuzz failed" >&2
	exit 1
}
status=0
for t in build-fuzz/fuzz_*; do
	[ -x "$t" ] || continue
	name=$(basename "$t")
	corpus="tests/fuzz/corpus/${name#fuzz_}"
	work="$probe/$name"
	mkdir -p "$work"
	[ -d "$corpus" ] && cp "$corpus"/* "$work"/ 2>/dev/null
	if "$t" -max_total_time="$seconds" -timeout=10 -max_len=4096 -rss_limit_mb=1024 -print_final_stats=1 \
		-artifact_prefix="$probe/" "$work" >"$probe/$name.log" 2>&1; then
		echo "fuzz: $name ran ${seconds}s: $(grep -o 'stat::number_of_executed_units: [0-9]*' "$probe/$name.log" | grep -o '[0-9]*$' || echo '?') runs, no crash"
	else
		tail -40 "$probe/$name.log"
		echo "fuzz: $name FAILED" >&2
		status=1
	fi
done
exit $status
