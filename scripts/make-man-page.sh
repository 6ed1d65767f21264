#!/usr/bin/env bash
# Makes calc.1, the manual page (`man ./calc.1`), and writes it to the repository's root.
#
# NAME, SYNOPSIS, DESCRIPTION and OPTIONS come from calc's own definitions
# (Sources/calc/Calc.swift): swift-argument-parser's generate-manual plugin builds calc
# and reads them from `calc --experimental-dump-help`. scripts/man/assemble-man-page.py
# then repairs what the plugin loses (it drops every non-ASCII character, such as the '≈'
# and '₩' of the help texts, and lists argument-parser's implicit `help` subcommand),
# puts the options under their own heading, and adds the hand-written sections of
# scripts/man/calc-sections.mdoc (modes, language, output, session, rates, limits,
# environment, files, completion, exit status, examples).
#
# Offline: the plugin and its tool come from the package's dependencies (.build/checkouts).
# About 30 s after a debug build (CONFIGURATION=release builds a release calc instead).
# Run it after changing an option or a help text; calcTests' ManualPageTests fails when an
# option `calc --help` lists is missing from calc.1.
set -euo pipefail
cd "$(dirname "$0")/.."
configuration="${CONFIGURATION:-debug}"
# The page's date: the last commit of what it is made from, so that making it again
# changes nothing when they have not changed.
date="$(git log -1 --format=%cs -- Sources/calc/Calc.swift scripts/man scripts/make-man-page.sh 2>/dev/null || true)"
[ -n "$date" ] || date="$(date -u +%F)"

swift package generate-manual --configuration "$configuration" --date "$date" >&2
generated=.build/plugins/GenerateManual/outputs/calc/calc.1
calc=".build/$configuration/calc"
"$calc" --experimental-dump-help > .build/calc-dump-help.json
python3 scripts/man/assemble-man-page.py "$generated" .build/calc-dump-help.json \
  scripts/man/calc-sections.mdoc > calc.1
echo "make-man-page: wrote calc.1 ($(wc -l < calc.1) lines)" >&2
