#!/usr/bin/env python3
"""Assembles calc.1 from generate-manual's page, calc's own help texts and the hand-written
sections (scripts/make-man-page.sh runs it; it prints the page).

    assemble-man-page.py GENERATED.1 DUMP-HELP.json SECTIONS.mdoc

What it does to the generated page:
- every text line the plugin wrote with its non-ASCII characters dropped ('≈', '₩', '±',
  '…') is written again from the help text in calc --experimental-dump-help, each such
  character as a roff escape (\\[u2248]);
- argument-parser's implicit `help` subcommand (and the `subcommand` in the synopsis) goes:
  calc has no subcommands;
- the description's blank lines become paragraphs and its indented example lines a
  literal display; the options get their own OPTIONS heading;
- the generic EXIT STATUS is replaced by the hand-written sections, which have calc's own.
"""
import json
import sys


def help_texts(command):
    """Every help text of the command and its arguments, as lists of lines."""
    texts = [command.get("abstract", ""), command.get("discussion", "")]
    for argument in command.get("arguments", []):
        texts += [argument.get("abstract", ""), argument.get("discussion", "")]
    return [line for text in texts if text for line in text.split("\n")]


def as_plugin_writes(line):
    """The line as generate-manual writes a text line: non-ASCII dropped, backslashes \\e."""
    return "".join(c for c in line if c.isascii()).replace("\\", "\\e")


def as_roff(line):
    """The line with backslashes as \\e and every non-ASCII character as \\[uXXXX]."""
    return "".join("\\e" if c == "\\" else c if c.isascii() else "\\[u%04X]" % ord(c) for c in line)


def repairs(command):
    """What each damaged line should be: generated text -> the help text, escaped."""
    table = {}
    for line in help_texts(command):
        if not line.isascii():
            table[as_plugin_writes(line)] = as_roff(line)
    return table


def main():
    generated_path, dump_path, sections_path = sys.argv[1:4]
    generated = open(generated_path, encoding="utf-8").read().split("\n")
    command = json.load(open(dump_path, encoding="utf-8"))["command"]
    sections = open(sections_path, encoding="utf-8").read().rstrip("\n").split("\n")
    table = repairs(command)

    out = []
    section = None
    in_description_example = False
    skipping_help = False
    repaired = set()
    for line in generated:
        if line.startswith(".Sh "):
            section = line[4:].strip('"')
            if section == "EXIT STATUS":
                break
        if line == ".Ar subcommand" and section == "SYNOPSIS":
            continue
        # The implicit help subcommand: its item and its nested list.
        if line == ".It Em help":
            skipping_help = True
            continue
        if skipping_help:
            if line == ".El":
                skipping_help = False
            continue
        for prefix in ("", "\\&"):
            key = line[len(prefix):] if line.startswith(prefix) else None
            if key is not None and key in table:
                line = prefix + table[key]
                repaired.add(key)
                break
        if section == "DESCRIPTION" and line.startswith(".Bl -tag"):
            if in_description_example:
                out.append(".Ed")
                in_description_example = False
            out.append(".Sh OPTIONS")
            section = "OPTIONS"
        if section == "DESCRIPTION" and not line.startswith("."):
            if line.startswith("  "):
                if not in_description_example:
                    out.append(".Bd -literal -offset indent")
                    in_description_example = True
                out.append(line[2:])
                continue
            if in_description_example:
                out.append(".Ed")
                in_description_example = False
            if line == "":
                out.append(".Pp")
                continue
        # A paragraph mark right before a list item or the list's end is empty.
        if line in (".It", ".El") or line.startswith(".It ") or line.startswith(".El"):
            while out and out[-1] == ".Pp":
                out.pop()
        out.append(line)

    missing = set(table) - repaired
    if missing:
        sys.exit("assemble-man-page: help texts not found in the generated page: %s" % sorted(missing))
    while out and out[-1] in ("", ".Pp"):
        out.pop()
    note = ('.\\" Made by scripts/make-man-page.sh from Sources/calc/Calc.swift and '
            'scripts/man/calc-sections.mdoc: edit those and run it, not this file.')
    if out and out[0].startswith('.\\"'):
        out.insert(1, note)
    else:
        out.insert(0, note)
    print("\n".join(out + sections))


if __name__ == "__main__":
    main()
