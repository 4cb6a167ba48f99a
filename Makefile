#  Makefile — Glimpse
#  The everyday commands. Each one runs scripts/setup first where it needs the C libraries
#  and fonts, then SwiftPM. Variables worth knowing:
#    SWIFT_FLAGS   extra flags for every `swift build`/`swift test`, e.g.
#                  SWIFT_FLAGS='--scratch-path .build-me' to keep out of someone else's build lock
#    DEMO_ARGS     extra flags for every `glimpse preview` in `make demo`, e.g.
#                  DEMO_ARGS='--color-scheme dark --scale 2'
#    TEST_ARGS     extra flags for `swift test`, e.g. TEST_ARGS='--filter WidgetKitTests'
#    BENCH_ARGS    extra flags for `glimpse bench render`
#    LINT_FLAGS    extra flags for `swift format lint`, e.g. LINT_FLAGS=--strict

SWIFT       ?= swift
SWIFT_FLAGS ?=
DEMO_ARGS   ?=
TEST_ARGS   ?=
BENCH_ARGS  ?=
LINT_FLAGS  ?=
OUT         ?= out

# The example widget bundles (executable products in Package.swift).
DEMO_BUNDLES := EmojiRangers SystemMonitor

.PHONY: all setup build demo test lint bench clean help

all: build

help:
	@echo "make demo    build the glimpse tool and the example bundles, preview every family into $(OUT)/<Bundle>/"
	@echo "make test    build and run the test suite"
	@echo "make lint    swift format lint -r Sources Tests Examples"
	@echo "make bench   release build, then glimpse bench render"
	@echo "make clean   remove build products and $(OUT)/"

setup:
	@scripts/setup

build: setup
	$(SWIFT) build $(SWIFT_FLAGS)

demo: setup
	$(SWIFT) build $(SWIFT_FLAGS) --product glimpse
	@set -e; for bundle in $(DEMO_BUNDLES); do \
		echo "$(SWIFT) build $(SWIFT_FLAGS) --product $$bundle"; \
		$(SWIFT) build $(SWIFT_FLAGS) --product $$bundle; \
	done
	@set -e; bin="$$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)"; \
	for bundle in $(DEMO_BUNDLES); do \
		rm -rf "$(OUT)/$$bundle"; \
		echo "glimpse preview $$bundle $(DEMO_ARGS) --out $(OUT)/$$bundle"; \
		"$$bin/glimpse" preview "$$bin/$$bundle" $(DEMO_ARGS) --out "$(OUT)/$$bundle"; \
	done; \
	echo; echo "Previews of every family each bundle supports (the .json beside each .png is its archive):"; \
	for bundle in $(DEMO_BUNDLES); do \
		echo "  $$(pwd)/$(OUT)/$$bundle/  ($$(ls "$(OUT)/$$bundle" | grep -c '\.png$$') PNG files)"; \
	done

test: setup
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests
	$(SWIFT) test $(SWIFT_FLAGS) --skip-build $(TEST_ARGS)

lint:
	$(SWIFT) format lint -r $(LINT_FLAGS) Sources Tests Examples

bench: setup
	$(SWIFT) build $(SWIFT_FLAGS) -c release --product glimpse
	@set -e; bin="$$($(SWIFT) build $(SWIFT_FLAGS) -c release --show-bin-path)"; \
	echo "glimpse bench render $(BENCH_ARGS)"; \
	"$$bin/glimpse" bench render $(BENCH_ARGS)

clean:
	$(SWIFT) package $(SWIFT_FLAGS) clean
	rm -rf "$(OUT)"
