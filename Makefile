# Riffle: the two commands a new user needs.
#   make gallery   build and open the Linux gallery (installs SDL2 with apt-get when missing); options with
#                  ARGS="--scene loop --scale 2"; without a display it says how to use Xvfb or --headless
#   make test      run every test suite, the format lint and the docs build (installs what is missing)
# Other targets: test-long (the long sweeps, which CI also runs), lint, format, docs, public-api, bench, deps,
# fuzz, fuzz-smoke, fuzz-replay, sanitize.

SHELL := /bin/bash
SWIFT ?= swift
APT_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev fonts-dejavu-core xvfb xauth xdotool imagemagick

.PHONY: test test-core test-long consumer lint format docs gallery gallery-test deps bench check-swift swiftui-model \
	public-api public-api-check yaml-check api-check

check-swift:
	@command -v $(SWIFT) >/dev/null || { echo "error: Swift 6.1 or later is required (https://swift.org/install)"; exit 1; }

# `make test` runs its steps as two chains side by side on the two cores, with three more steps beside them (`make
# -j5`, each step's output printed whole when it ends):
#   the core:  core-build -> swiftui-model -> test-core -> api-check -> docs -> consumer-debug (each needs the core's
#              debug build, and SwiftPM holds its lock on .build while it builds or tests, so they cannot run beside
#              one another; the SwiftUI model, on one core, before the suite, which uses two: an end that keeps
#              both cores busy)
#   the rest:  fuzz-build -> gallery-build -> gallery-checks (the gallery's lint, unit and CLI tests) -> lint (the
#              fuzz build first: its whole-module compile of Riffle is the longest step on one core)
#   beside:    consumer-release from the start (its own scratch path, one core: at the end of a chain it ran alone),
#              fuzz-smoke after fuzz-build (one core), and gallery-e2e after gallery-build (its three window scripts
#              in two lanes, Gallery/Makefile: they mostly wait for the windows, so they run early rather than last)
# The chains' steps run at a lower priority ($(NICE)), so the windows under test get the processor when they ask
# for it; their inputs carry the X server's times (Gallery/Sources/GalleryRender/EventClock.swift), so a flick
# measures the same on a busy machine. Every step is the target of the same name, which also runs alone (`make
# consumer-debug`; `make consumer` runs both configurations); the order between them is set only inside `make
# test` (TEST_CHAINS=1), so a single step does not pull in the others. docs/suite-times.md (rounds 4 and 7) says
# what each step compiles and costs.
test: check-swift public-api-check yaml-check
	@$(MAKE) --no-print-directory -j5 --output-sync=target TEST_CHAINS=1 test-chains
	@echo "make test: all suites passed (public API list and API break check, CI and package-index YAML, core, consumer debug/release, format lint, docs, SwiftUI model, fuzz smoke, gallery unit/CLI/Xvfb)"
	@scripts/test-summary.sh .build/test-core.log Gallery/.build/gallery-test.log

.PHONY: test-chains core-build fuzz-build gallery-build gallery-checks gallery-e2e consumer-debug consumer-release
test-chains: consumer-debug consumer-release lint fuzz-smoke gallery-e2e

ifeq ($(TEST_CHAINS),1)
NICE := nice -n 10
swiftui-model: core-build
test-core: swiftui-model
api-check: test-core
docs: api-check
consumer-debug: docs
gallery-build: fuzz-build
gallery-checks: gallery-build
gallery-e2e: gallery-build
fuzz-smoke: fuzz-build
lint: gallery-checks
endif

# The long sweeps (every flick speed in steps of 100 pt/s, hundreds of random streams compared frame by frame with
# a full recomputation…): the core's suite with RIFFLE_LONG_TESTS=1 (Tests/RiffleTests/Support/LongTests.swift).
# Not part of `make test`; CI runs it after `make test`.
test-long: check-swift
	$(SWIFT) build --build-tests
	RIFFLE_LONG_TESTS=1 $(SWIFT) test --skip-build --disable-xctest 2>&1 | tee .build/test-long.log; exit $${PIPESTATUS[0]}

# The core's debug build with its tests: the first step of `make test-core` (there, a no-op after `core-build`).
core-build:
	$(NICE) $(SWIFT) build --build-tests

test-core:
	$(NICE) $(SWIFT) build --build-tests
	$(NICE) $(SWIFT) test --skip-build --disable-xctest 2>&1 | tee .build/test-core.log; exit $${PIPESTATUS[0]}

# docs/public-api.md: every public declaration per module, read from the sources (scripts/public-api.py says why).
# `public-api` rewrites it; `public-api-check` (part of `make test`) fails with a diff while it is out of date.
public-api:
	python3 scripts/public-api.py

public-api-check:
	python3 scripts/public-api.py --check

# The public API has not broken since the last release (scripts/api-check.sh: SwiftPM's API digester against the
# release's recorded API in docs/api-baseline).
api-check: check-swift
	SWIFT=$(SWIFT) $(NICE) scripts/api-check.sh

# The YAML other services read (.github/workflows/*.yml, .spi.yml) parses and says what it is for.
yaml-check:
	@python3 -c 'import yaml' 2>/dev/null || scripts/install-deps.sh python3-yaml
	python3 scripts/check-yaml.py .

# A client package that imports only Riffle runs every core README/DocC example, in debug and release. The debug
# configuration is built against the core's own debug build (scripts/consumer-check.sh says how), the release one
# by SwiftPM as a client builds it; `make test` runs them in its two chains.
consumer: check-swift
	SWIFT=$(SWIFT) scripts/consumer-check.sh debug release

consumer-debug: check-swift
	SWIFT=$(SWIFT) $(NICE) scripts/consumer-check.sh debug

consumer-release: check-swift
	SWIFT=$(SWIFT) $(NICE) scripts/consumer-check.sh release

# The format lint, and no one-line `#expect(a == b)` or `#expect(abs(a - b) < t)` in the tests, nor an `&&` chain of
# them: they are written `expectEqual(a, b)` and `expectNear(a, b, within: t)`, which compile in a fraction of the
# time (scripts/expect-equal.py rewrites them; docs/suite-times.md, rounds 4 and 5).
lint: check-swift
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests Package.swift Benchmarks/Package.swift Benchmarks/Benchmarks \
	  Examples/RiffleDemo.swiftpm
	python3 scripts/expect-equal.py --check

format: check-swift
	$(SWIFT) format format --in-place --recursive --parallel Sources Tests Package.swift Benchmarks/Package.swift Benchmarks/Benchmarks \
	  Examples/RiffleDemo.swiftpm

# The DocC catalogue, built from the symbol graph without any package plugin; warnings fail the build.
# The symbol graphs are extracted from the debug build's modules (swift-symbolgraph-extract, a second or two)
# rather than emitted by a second compile with -emit-symbol-graph: that compile rebuilt Riffle and RiffleTesting
# with other flags (a minute or more, and the next debug build then rebuilt them again). After `make test-core`
# the build below is a no-op.
docs: check-swift
	$(SWIFT) build --target RiffleTesting
	@# Each catalogue sees its own module's graphs only.
	bin=$$($(SWIFT) build --show-bin-path) \
	  && triple=$$($(SWIFT) -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])') \
	  && for module in Riffle RiffleTesting; do \
	    rm -rf .build/symbol-graphs-$$module && mkdir -p .build/symbol-graphs-$$module \
	    && $(SWIFT) symbolgraph-extract -module-name $$module -I "$$bin/Modules" -I "$$bin" -target "$$triple" \
	      -minimum-access-level public -output-dir .build/symbol-graphs-$$module || exit 1; \
	  done
	docc convert Sources/Riffle/Riffle.docc --additional-symbol-graph-dir .build/symbol-graphs-Riffle \
	  --fallback-display-name Riffle --fallback-bundle-identifier org.riffle.Riffle \
	  --output-path .build/Riffle.doccarchive --warnings-as-errors
	@# RiffleTesting's catalogue (its links to the core are plain code: the core has its own archive).
	docc convert Sources/RiffleTesting/RiffleTesting.docc --additional-symbol-graph-dir .build/symbol-graphs-RiffleTesting \
	  --fallback-display-name RiffleTesting --fallback-bundle-identifier org.riffle.RiffleTesting \
	  --output-path .build/RiffleTesting.doccarchive --warnings-as-errors
	@# RiffleSwiftUI's catalogue: its articles only here (its symbols exist where SwiftUI does, so its symbol links
	@# stay plain code on Linux, and their warnings are not errors); the Swift Package Index builds it in full.
	docc convert Sources/RiffleSwiftUI/RiffleSwiftUI.docc --fallback-display-name RiffleSwiftUI \
	  --fallback-bundle-identifier org.riffle.RiffleSwiftUI --output-path .build/RiffleSwiftUI.doccarchive \
	  > .build/docc-RiffleSwiftUI.log 2>&1 || { cat .build/docc-RiffleSwiftUI.log; exit 1; }
	@# The three as one static site that opens from disk (.build/docs-site/index.html). The archives themselves are
	@# DocC's static-hosting output, for a web server: python3 -m http.server -d .build/Riffle.doccarchive
	python3 scripts/docs-site.py .build/docs-site .build/Riffle.doccarchive .build/RiffleTesting.doccarchive \
	  .build/RiffleSwiftUI.doccarchive

# RiffleSwiftUI type-checked on Linux against a model of Apple's SwiftUI (when ../shared/tools/swiftui-model exists,
# as in the development setup; a plain clone skips it), and the README/DocC SwiftUI examples kept in sync with the
# client code in Tests/SwiftUIModelClients that the model type-checks; then the demo app
# (Examples/RiffleDemo.swiftpm) as client code of its own, for iOS and macOS (scripts/swiftui-model-demo.sh).
SWIFTUI_MODEL ?= ../shared/tools/swiftui-model
swiftui-model: check-swift
	@# The model writes its stubs under $$TMPDIR/riffle-swiftui-stub: a temporary directory of this clone's own, so
	@# two checkouts checking at once (two make test runs on one machine) never share one.
	@# The views' variants first, then the demo app's against the modules the views' iOS and macOS runs built
	@# (scripts/swiftui-model-demo.sh: one `swiftc -typecheck` per variant instead of the stand-ins and
	@# RiffleSwiftUI compiled a second time), their reports printed in that order.
	@if [ -x "$(SWIFTUI_MODEL)/check-all.sh" ]; then \
	  tmp="$(CURDIR)/.build/swiftui-model-tmp"; rm -rf "$$tmp/riffle-swiftui-stub"; mkdir -p "$$tmp"; \
	  TMPDIR="$$tmp" $(NICE) "$(SWIFTUI_MODEL)/check-all.sh" . > .build/swiftui-model-views.log 2>&1; views=$$?; \
	  TMPDIR="$$tmp" $(NICE) scripts/swiftui-model-demo.sh "$(SWIFTUI_MODEL)" "$$tmp/riffle-swiftui-stub" \
	    > .build/swiftui-model-demo.log 2>&1; demo=$$?; \
	  cat .build/swiftui-model-views.log .build/swiftui-model-demo.log; \
	  [ $$views = 0 ] && [ $$demo = 0 ]; \
	else echo "swiftui-model: skipped: $(SWIFTUI_MODEL) (the SwiftUI model for Linux) is not next to this clone"; fi
	python3 scripts/check-swiftui-examples.py .
	python3 scripts/check-swiftui-availability.py .

deps:
	@if [ -d Gallery ]; then scripts/install-deps.sh $(APT_PACKAGES); fi

gallery: check-swift
	@if [ -f Gallery/Package.swift ]; then \
	  scripts/check-display.sh "$(ARGS)" && scripts/install-deps.sh $(APT_PACKAGES) && $(MAKE) -C Gallery build-release \
	  && Gallery/.build/release/riffle-gallery $(ARGS); \
	else echo "The gallery arrives with its own issue; nothing to run yet."; fi

gallery-test: gallery-checks
	$(MAKE) --no-print-directory gallery-e2e

# gallery-test in three parts, so that `make test` runs them in its order: the build (with the tests), the checks
# that need no display (lint, unit and CLI tests), and the window scripts, which inside `make test` run beside the
# checks without building again (e2e-run). Sub-makes of the gallery run one step at a time.
gallery-build:
	@if [ -f Gallery/Package.swift ]; then \
	  scripts/install-deps.sh $(APT_PACKAGES) && $(NICE) $(MAKE) -j1 -C Gallery build-tests; \
	else echo "gallery-test: no gallery package yet, skipped"; fi

gallery-checks:
	@if [ -f Gallery/Package.swift ]; then \
	  scripts/install-deps.sh $(APT_PACKAGES) && $(NICE) $(MAKE) -j1 -C Gallery lint unit-test cli-test; \
	else echo "gallery-test: no gallery package yet, skipped"; fi

gallery-e2e:
	@if [ -f Gallery/Package.swift ]; then \
	  scripts/install-deps.sh $(APT_PACKAGES) && $(MAKE) -j1 -C Gallery $(if $(NICE),e2e-run,e2e) \
	  && echo "gallery: all tests passed"; \
	else echo "gallery-test: no gallery package yet, skipped"; fi

bench: check-swift
	cd Benchmarks && $(SWIFT) package benchmark

# Coverage-guided fuzzing (libFuzzer + AddressSanitizer; see Fuzz/README.md). `fuzz` runs every target for
# FUZZ_SECONDS each and keeps going after a crash to collect every distinct one; `fuzz-smoke` (part of `make
# test`) replays every checked-in regression input, then runs FUZZ_SMOKE_RUNS inputs per target from a fixed seed
# on a fresh corpus: deterministic, so the same code always passes or fails the same way (about a minute).
FUZZ_SECONDS ?= 600
FUZZ_SMOKE_RUNS ?= 3000
# Riffle for the smoke -Osize: about 12 s of CPU less to compile than -O, the same smoke time (docs/suite-times.md,
# round 5); `make fuzz` keeps -O (the library is rebuilt when its flags change).
FUZZ_SMOKE_OPTIMIZE ?= -Osize

.PHONY: fuzz fuzz-smoke fuzz-replay sanitize

fuzz: check-swift
	FUZZ_KEEP_GOING=1 scripts/fuzz.sh all $(FUZZ_SECONDS)

fuzz-smoke: check-swift
	FUZZ_OPTIMIZE=$(FUZZ_SMOKE_OPTIMIZE) $(NICE) scripts/fuzz.sh smoke $(FUZZ_SMOKE_RUNS)

# The fuzz targets' build alone (whole-module compiles with the sanitizers, Riffle -Osize and GalleryCore's script
# parser -Onone, one core each, then the six targets' compiles and links; scripts/fuzz.sh says why):
# `make test` runs it first in its second chain, beside the core's debug build.
fuzz-build: check-swift
	FUZZ_OPTIMIZE=$(FUZZ_SMOKE_OPTIMIZE) $(NICE) scripts/fuzz.sh build all

fuzz-replay: check-swift
	scripts/fuzz.sh replay all

# The core's tests under AddressSanitizer and ThreadSanitizer (separate scratch paths, so the normal debug build
# stays warm). Swift on Linux has no UndefinedBehaviorSanitizer (`--sanitize=undefined` is rejected for
# x86_64-unknown-linux-gnu); Swift itself traps on overflow and out-of-bounds access. The Swift backtracer is
# turned off under ASan: it reads the crashed thread's stack in a way ASan reports as an overflow of its own.
sanitize: check-swift
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	SWIFT_BACKTRACE=enable=no $(SWIFT) test --disable-xctest --skip-build --sanitize=address --scratch-path .build-asan
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	$(SWIFT) test --disable-xctest --skip-build --sanitize=thread --scratch-path .build-tsan
