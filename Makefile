#  Makefile — Glimpse
#  The everyday commands. Each one runs scripts/setup first where it needs the C libraries
#  and fonts, then SwiftPM. Variables worth knowing:
#    SWIFT_FLAGS   extra flags for every `swift build`/`swift test`, e.g.
#                  SWIFT_FLAGS='--scratch-path .build-me' to keep out of someone else's build lock
#    DEMO_ARGS     extra flags for `glimpse serve` in `make demo` (e.g. DEMO_ARGS='--port 9000');
#                  with --render-only, `make demo` writes the PNG previews instead and exits
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
DEMO_BUNDLES := EmojiRangers SystemMonitor CatPhotos WidgetTemplate

.PHONY: all setup build demo test lint bench clean help

all: build

help:
	@echo "make demo    build, then serve the live simulator with the example bundles placed (DEMO_ARGS=--render-only: PNGs into $(OUT)/<Bundle>/)"
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
	@# DEMO_ARGS containing --render-only: one `glimpse preview` per bundle writes the PNGs of
	@# every family and the demo exits (machines without a browser). Otherwise the demo ends in
	@# `glimpse serve` with the example bundles placed on every screen, until Ctrl-C; the rest of
	@# DEMO_ARGS goes to `glimpse serve` (e.g. DEMO_ARGS='--port 9000').
	@set -e; bin="$$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)"; \
	case " $(DEMO_ARGS) " in *" --render-only "*) render=yes ;; *) render=no ;; esac; \
	args="$$(echo " $(DEMO_ARGS) " | sed 's/ --render-only / /g; s/^ *//; s/ *$$//')"; \
	if [ "$$render" = yes ]; then \
		for bundle in $(DEMO_BUNDLES); do \
			rm -rf "$(OUT)/$$bundle"; \
			echo "glimpse preview $$bundle$${args:+ $$args} --out $(OUT)/$$bundle"; \
			"$$bin/glimpse" preview "$$bin/$$bundle" $$args --out "$(OUT)/$$bundle"; \
		done; \
		echo; echo "Previews of every family each bundle supports (the .json beside each .png is its archive):"; \
		for bundle in $(DEMO_BUNDLES); do \
			echo "  $$(pwd)/$(OUT)/$$bundle/  ($$(ls "$(OUT)/$$bundle" | grep -c '\.png$$') PNG files)"; \
		done; \
	else \
		mkdir -p "$(OUT)"; bundles=""; \
		for bundle in $(DEMO_BUNDLES); do bundles="$$bundles $$bin/$$bundle"; done; \
		echo; echo "glimpse serve$$bundles --db $(OUT)/demo.sqlite --populate$${args:+ $$args}"; \
		echo "Open the URL below in a browser; the widgets and settings are kept in $(OUT)/demo.sqlite. Ctrl-C stops."; \
		exec "$$bin/glimpse" serve $$bundles --db "$(OUT)/demo.sqlite" --populate $$args; \
	fi

test: setup
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests
	$(SWIFT) test $(SWIFT_FLAGS) --skip-build $(TEST_ARGS)
	@bin="$$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)"; if command -v python3 >/dev/null; then python3 Tests/e2e/simulator_e2e.py --glimpse "$$bin/glimpse" --bundle "$$bin/EmojiRangers" --controls-bundle "$$bin/Productivity" --activities-bundle "$$bin/WidgetTemplate" --artifacts "$$bin/e2e-artifacts" || [ $$? -eq 77 ]; else echo "e2e: SKIPPED — python3 not found"; fi

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
