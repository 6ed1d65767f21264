#!/usr/bin/env bash
# Installs what building calc needs on Debian/Ubuntu and checks the Swift toolchain.
# Safe to run again: it installs only what is missing.
set -euo pipefail

need=()
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if ! dpkg -s libedit-dev >/dev/null 2>&1 && ! pkg-config --exists libedit 2>/dev/null; then
  need+=(libedit-dev)
fi
command -v python3 >/dev/null 2>&1 || need+=(python3)
# rsvg-convert renders the SVG plots in the plot tests (PlotSVGTests).
command -v rsvg-convert >/dev/null 2>&1 || need+=(librsvg2-bin)
# libcurl is not needed to build: calc loads it at run time to fetch exchange rates
# (`calc --update-rates`), so the installed binary needs it on the system. Ubuntu 24.04
# names the package libcurl4t64, which also answers to libcurl4.
if ! { ldconfig -p 2>/dev/null || /sbin/ldconfig -p 2>/dev/null; } | grep -q 'libcurl\.so\.4 '; then
  need+=(libcurl4)
fi

if ((${#need[@]})); then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "setup: please install: ${need[*]}" >&2
    exit 1
  fi
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "setup: installing ${need[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: Swift 6 is needed: install a toolchain from swift.org (or swiftly) and put it on PATH." >&2
  exit 1
fi
