# The two commands a newcomer needs:
#   make run   - set up, build the release binary, and run calc (ARGS='"1+2"' passes arguments)
#   make test  - set up and run every test
SWIFT ?= swift
PREFIX ?= /usr/local
ARGS ?=

.PHONY: setup build run test install clean

setup:
	@bash scripts/setup.sh

build: setup
	$(SWIFT) build -c release --product calc

run: build
	@.build/release/calc $(ARGS)

test: setup
	$(SWIFT) test

install: build
	install -d $(PREFIX)/bin
	install .build/release/calc $(PREFIX)/bin/calc

clean:
	rm -rf .build
