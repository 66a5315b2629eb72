# Everything a user or CI needs: `make catalog` and `make test` work on a fresh Debian machine.
SWIFT ?= swift
BUILD_FLAGS ?= -c release
BIN := .build/release/catalog

.PHONY: setup setup-test setup-bench build test catalog bench lint clean

setup:
	@scripts/setup.sh base

setup-test:
	@scripts/setup.sh test

setup-bench:
	@scripts/setup.sh bench

build: setup
	$(SWIFT) build $(BUILD_FLAGS) --product catalog

test: setup-test
	$(SWIFT) build $(BUILD_FLAGS) --product catalog
	$(SWIFT) test $(BUILD_FLAGS)

catalog: build
	$(BIN) --help

bench: setup-bench build
	python3 Benchmarks/run.py

clean:
	rm -rf .build .build-*
