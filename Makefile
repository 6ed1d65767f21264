# The two commands a newcomer needs:
#   make run   - set up, build the release binary, and run calc (ARGS='"1+2"' passes arguments)
#   make test  - set up and run every test
SWIFT ?= swift
PREFIX ?= /usr/local
ARGS ?=

.PHONY: setup build run test install clean

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

install: build
	install -d $(PREFIX)/bin
	install .build/release/calc $(PREFIX)/bin/calc

clean:
	rm -rf .build
