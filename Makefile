# The two commands a newcomer needs:
#   make run   - set up, build the release binary, and run calc (ARGS='"1+2"' passes arguments)
#   make test  - set up and run every test, check the declared platforms
#                (scripts/check-availability.sh), then build and run Examples/AppDemo
#   make docs  - CalcKit's DocC documentation (offline), in .build/plugins/Swift-DocC/outputs
#   make install - calc, its manual page and shell completions under $(PREFIX) (/usr/local)
SWIFT ?= swift
PREFIX ?= /usr/local
ARGS ?=

.PHONY: setup build release-binary run test example docs docs-check install man-page sanitize sanitize-thread sanitize-address clean

setup:
	@bash scripts/setup.sh

# The fastest start is a fully static binary: about 2 ms to a result, where a dynamically
# linked one spends 7-8 ms loading the Swift runtime and Foundation (Benchmarks/README.md
# has the figures). libedit's static library needs libtinfo, libbsd and libmd after it
# (what `pkg-config --static --libs libedit` adds; libedit-dev installs them); the linker
# takes nothing from them when nothing refers to them. If the static link fails anyway,
# the build falls back to linking only Swift's own libraries statically. Either way calc
# links FoundationEssentials, not Foundation's internationalisation (ICU, some 38 MB).
#
# The build is quiet: its log goes to $(BUILD_LOG); `make build` prints one line, `make run`
# only calc's output, and a failed build prints its errors (and where the log is).
#
# Any use of FoundationEssentials (BigInt's Data conversions, CalcKit's Decimal API, the
# session's JSON) links about 7 MB of it, so the stripped binary is about 2 MB larger with
# the unwind tables (.eh_frame) than the about 15 MB without (Benchmarks/README.md has the
# measurements). calc has no use for them: Swift errors do not unwind, and a crash still
# reports its message. The build drops them (after linking, with objcopy);
# `make build UNWIND_TABLES=keep` keeps them.
#
# The static link also places the functions a short run executes side by side (listed in
# scripts/startup-order.txt, made by scripts/make-startup-order.sh): each function in its
# own section, ordered by gold's --section-ordering-file. One-shot start-up then takes about
# 103 page faults instead of 139 (perf stat), which on a virtual machine is about a quarter of a millisecond.
UNWIND_TABLES ?= drop
STARTUP_ORDER_FLAGS ?= -Xswiftc -Xfrontend -Xswiftc -function-sections \
  -Xlinker --section-ordering-file=$(CURDIR)/scripts/startup-order.txt
STATIC_FLAGS ?= -Xswiftc -static-executable -Xlinker -ltinfo -Xlinker -lbsd -Xlinker -lmd $(STARTUP_ORDER_FLAGS)
FALLBACK_FLAGS ?= --static-swift-stdlib
BUILD_LOG ?= .build/make-build.log

build: release-binary
	@echo "make: built .build/release/calc ($$(du -h .build/release/calc | cut -f1)); build log in $(BUILD_LOG)"

release-binary: setup
	@mkdir -p $(dir $(BUILD_LOG))
	@if ! $(SWIFT) build -c release --product calc $(STATIC_FLAGS) > $(BUILD_LOG) 2>&1; then \
	  echo "make: a fully static calc did not link; building with $(FALLBACK_FLAGS) instead (log: $(BUILD_LOG))" >&2; \
	  if ! $(SWIFT) build -c release --product calc $(FALLBACK_FLAGS) >> $(BUILD_LOG) 2>&1; then \
	    if grep -q -E "error:" $(BUILD_LOG); then grep -E -A3 "error:" $(BUILD_LOG) | head -n 60 >&2; \
	    else tail -n 40 $(BUILD_LOG) >&2; fi; \
	    echo "make: the build failed; the whole log is in $(BUILD_LOG)" >&2; \
	    exit 1; \
	  fi; \
	fi
	@if [ "$(UNWIND_TABLES)" = drop ] && readelf -S .build/release/calc 2>/dev/null | grep -q '\.eh_frame '; then \
	  objcopy --remove-section=.eh_frame --remove-section=.eh_frame_hdr .build/release/calc \
	    || echo "make: could not drop the unwind tables (objcopy); calc is built, only larger" >&2; \
	fi

run: release-binary
	@.build/release/calc $(ARGS)

# The whole output goes to .build/test.log as well; when a test fails, its lines are
# printed again at the end, where a CI log's tail shows them.
test: setup
	@mkdir -p .build
	@{ $(SWIFT) test 2>&1; echo $$? > .build/test.status; } | tee .build/test.log
	@status=$$(cat .build/test.status); if [ "$$status" != 0 ]; then \
	  echo "make: the tests failed (exit $$status); what failed:" >&2; \
	  grep -E "✘|error:|fatal error|Fatal error|Expectation failed|XCTAssert" .build/test.log | grep -v "^\[.*Compiling" | tail -n 40 >&2; \
	  exit 1; \
	fi
	bash scripts/check-availability.sh
	$(MAKE) example

# A separate package that uses CalcKit as an app would (by path here), imports Foundation
# with it, and exits non-zero when a result differs from what CalcKit's article "Adding
# CalcKit to an App" says. Its build folder is Examples/AppDemo/.build.
example:
	$(SWIFT) build --package-path Examples/AppDemo
	Examples/AppDemo/.build/debug/AppDemo

# DocC through swift-docc-plugin: needs no network (the toolchain's docc, the plugin from
# the package's dependencies). About 20 s, 7-8 s when nothing changed. Not part of
# `make test`. docs-check fails on any DocC warning.
# CalcKit and the number core it re-exports (CalcNumber), as one combined archive.
DOCS_TARGETS = --target CalcNumber --target CalcKit --enable-experimental-combined-documentation

docs:
	$(SWIFT) package generate-documentation $(DOCS_TARGETS)

docs-check:
	$(SWIFT) package generate-documentation $(DOCS_TARGETS) --warnings-as-errors

# Installed stripped: the symbols are for debugging, and about a quarter of the file.
# With it: the manual page (calc.1, made by scripts/make-man-page.sh) and the completion
# scripts for bash, zsh and fish, which the binary writes (argument-parser generates them).
MANDIR ?= $(PREFIX)/share/man/man1
BASH_COMPLETION_DIR ?= $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETION_DIR ?= $(PREFIX)/share/zsh/site-functions
FISH_COMPLETION_DIR ?= $(PREFIX)/share/fish/vendor_completions.d

install: release-binary
	@install -d $(PREFIX)/bin $(MANDIR) $(BASH_COMPLETION_DIR) $(ZSH_COMPLETION_DIR) $(FISH_COMPLETION_DIR)
	@install -s .build/release/calc $(PREFIX)/bin/calc
	@install -m 644 calc.1 $(MANDIR)/calc.1
	@.build/release/calc --generate-completion-script bash > $(BASH_COMPLETION_DIR)/calc
	@.build/release/calc --generate-completion-script zsh > $(ZSH_COMPLETION_DIR)/_calc
	@.build/release/calc --generate-completion-script fish > $(FISH_COMPLETION_DIR)/calc.fish
	@chmod 644 $(BASH_COMPLETION_DIR)/calc $(ZSH_COMPLETION_DIR)/_calc $(FISH_COMPLETION_DIR)/calc.fish
	@echo "make: installed $(PREFIX)/bin/calc ($$(du -h $(PREFIX)/bin/calc | cut -f1)), $(MANDIR)/calc.1 and completions for bash, zsh and fish"

# The manual page from calc's own definitions and the hand-written sections (offline,
# about 30 s after a debug build). Run it after changing an option or a help text.
man-page:
	bash scripts/make-man-page.sh

# The sanitizers, one after the other, each in a build folder of its own (not part of
# `make test`; run it after changing anything shared between threads, the caches in
# CalcNumber, or the big-number code; Fuzz/README.md says more):
# - ThreadSanitizer on the suites that share values between threads: the concurrency and
#   cancellation suites, the Locked caches and the kept decided rounding (.build-tsan);
# - AddressSanitizer, with LeakSanitizer, on the number core and the language (.build-asan),
#   with the kernels that work through unsafe pointers (the products, PlainArithmetic).
#   ASAN_FILTER names each suite with its module: the number core's are CalcNumberTests
#   suites (an unprefixed CalcKitTests\. filter left them out: only the language ran).
#   The leaks of the test libraries themselves are suppressed by scripts/lsan-suppressions.txt,
#   which says what each one is; a leak in CalcNumber or CalcKit is still reported.
#   Its instrumented frames are two to three times larger, so the parser's 256 levels of
#   nesting (fuzz.tsv's sqrt(sqrt(…)), about 2,800 frames) overflowed a test thread's
#   8 MiB stack: the threads get SANITIZE_STACK_KIB (64 MiB; glibc sizes a new thread's
#   stack by the soft limit).
# Debug builds, about 10 minutes each on two cores, and the tests under ASan about 15 more;
# SANITIZE_NICE runs them at low priority.
SANITIZE_NICE ?= nice -n 10
SANITIZE_STACK_KIB ?= 65536
TSAN_FILTER ?= Concurrency|Cancellation|Locked|DecidedRounding|CancellingEvaluations
ASAN_FILTER ?= (CalcNumberTests|CalcKitTests)\.(ProductVector|PlainArithmetic|ExactPart|Number|Gcd|U128|FixedWidth|FastInteger|FastMultiplication|FastPath|Constants|ElementaryTable|OneEnd|BoundRounding|DecidedRounding|Language|Grammar|Syntax|Statement|RadixLiteral|RecurringDecimal|WordOperator|UserFunction|FuzzRegression|ExactLimit|WorkBudget)

sanitize: sanitize-thread sanitize-address

sanitize-thread: setup
	TSAN_OPTIONS=halt_on_error=1 $(SANITIZE_NICE) $(SWIFT) test --sanitize=thread --scratch-path .build-tsan \
	  --filter '$(TSAN_FILTER)'

sanitize-address: setup
	ulimit -s $(SANITIZE_STACK_KIB) && ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt:print_suppressions=0 \
	  $(SANITIZE_NICE) $(SWIFT) test --sanitize=address --scratch-path .build-asan --filter '$(ASAN_FILTER)'

clean:
	rm -rf .build .build-tsan .build-asan
