# Everything a user or CI needs: `make catalog` and `make test` work on a fresh Debian machine.
# Each target installs what it needs first (scripts/setup.sh: quick and silent when done).
SWIFT ?= swift
BUILD_FLAGS ?= -c release
BIN := .build/release/catalog
# Seconds each fuzz target runs: FUZZ_SECONDS for `make fuzz`, TEST_FUZZ_SECONDS in `make test`.
FUZZ_SECONDS ?= 60
TEST_FUZZ_SECONDS ?= 20

.PHONY: setup setup-test setup-bench build build-bench test lint format fuzz catalog record gallery bench clean

setup:
	@scripts/setup.sh base

setup-test:
	@scripts/setup.sh test

setup-bench:
	@scripts/setup.sh bench

build: setup
	$(SWIFT) build $(BUILD_FLAGS) --product catalog

build-bench: setup-bench
	$(SWIFT) build $(BUILD_FLAGS) --product catalog-bench

# Verify the shipped catalog against Snapshots/ and write the gallery (.build/catalog/index.html).
catalog: build
	$(BIN) verify

# Accept the current renderings as references.
record: build
	$(BIN) record

test: setup-test lint
	@# The instrumented fuzz build runs beside the root's build at the lowest priority, on what
	@# that build leaves idle; the `fuzz.sh run` below waits for it (a lock) and reports its errors.
	@mkdir -p .build-fuzz && (nice -n 19 scripts/fuzz.sh build >.build-fuzz/build.log 2>&1 &)
	scripts/build-strict.sh $(BUILD_FLAGS)
	$(SWIFT) test $(BUILD_FLAGS) --skip-build
	scripts/test-fonts.sh
	python3 Tests/Browser/test_gallery.py
	scripts/test-example.sh
	FUZZ_SECONDS=$(TEST_FUZZ_SECONDS) FUZZ_SEED=1 scripts/fuzz.sh run

# The house format (.swift-format, swift-format from the toolchain): `make lint` checks every
# Swift file but the generated ones; `make format` rewrites them in place.
SWIFT_FILES = find Package.swift Sources Tests Plugins Examples -name '*.swift' \
	-not -path '*/.build/*' -not -name '*+Generated.swift' -print0
lint:
	$(SWIFT_FILES) | xargs -0 $(SWIFT) format lint --strict --parallel

format:
	$(SWIFT_FILES) | xargs -0 $(SWIFT) format format --in-place --parallel

# Fuzz the PNG decoder, the scene reader, the SVG path parser and the definition scanner with
# libFuzzer, FUZZ_SECONDS each (scripts/fuzz.sh; findings go to Fuzz/Findings/).
fuzz: setup
	FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz.sh run

bench: setup-bench build build-bench
	python3 Benchmarks/run.py

clean:
	rm -rf .build .build-* Examples/Adopting/.build
