# The two commands a newcomer needs:
#   make run   - set up, build the release binary, and run calc (ARGS='"1+2"' passes arguments)
#   make test  - set up and run every test, then build and run Examples/AppDemo
#   make docs  - CalcKit's DocC documentation (offline), in .build/plugins/Swift-DocC/outputs
SWIFT ?= swift
PREFIX ?= /usr/local
ARGS ?=

.PHONY: setup build run test example docs docs-check install clean

setup:
	@bash scripts/setup.sh

# The fastest start is a fully static binary: about 2 ms to a result, where a dynamically
# linked one spends 7-8 ms loading the Swift runtime and Foundation (Benchmarks/README.md
# has the figures). libedit's static library needs libtinfo, libbsd and libmd after it
# (what `pkg-config --static --libs libedit` adds; libedit-dev installs them); the linker
# takes nothing from them when nothing refers to them. If the static link fails anyway,
# the build falls back to linking only Swift's own libraries statically.
STATIC_FLAGS ?= -Xswiftc -static-executable -Xlinker -ltinfo -Xlinker -lbsd -Xlinker -lmd
FALLBACK_FLAGS ?= --static-swift-stdlib

build: setup
	$(SWIFT) build -c release --product calc $(STATIC_FLAGS) || { \
	  echo "make: a fully static calc did not link; building with $(FALLBACK_FLAGS) instead" >&2; \
	  $(SWIFT) build -c release --product calc $(FALLBACK_FLAGS); }

run: build
	@.build/release/calc $(ARGS)

test: setup
	$(SWIFT) test
	$(MAKE) example

# A separate package that uses CalcKit as an app would (by path here), imports Foundation
# with it, and exits non-zero when a result differs from the README's. Its build folder is
# Examples/AppDemo/.build.
example:
	$(SWIFT) build --package-path Examples/AppDemo
	Examples/AppDemo/.build/debug/AppDemo

# DocC through swift-docc-plugin: needs no network (the toolchain's docc, the plugin from
# the package's dependencies). About 20 s, 7-8 s when nothing changed. Not part of
# `make test`. docs-check fails on any DocC warning.
docs:
	$(SWIFT) package generate-documentation --target CalcKit

docs-check:
	$(SWIFT) package generate-documentation --target CalcKit --warnings-as-errors

install: build
	install -d $(PREFIX)/bin
	install .build/release/calc $(PREFIX)/bin/calc

clean:
	rm -rf .build
