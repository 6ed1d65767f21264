#!/usr/bin/env python3
"""Generate CalcKit's currency and number-locale tables from ISO 4217 and CLDR.

Run from anywhere (paths are taken relative to this script):

    pip install iso4217==1.16.20260101 babel==2.18.0; python3 scripts/make-format-tables.py

It (re)writes two Swift files, pure ASCII, deterministic (same input versions
give byte-identical output):

* Sources/CalcKit/Formatting/Currency+Table.swift
      `Currency.table`: every active ISO 4217 currency (the official "list one",
      as shipped by the PyPI package `iso4217`) whose minor unit is a number;
      entries whose minor unit is "N.A." (XAU, XDR, XXX, ...) are left out.
      The symbol is CLDR's English one, `babel.numbers.get_currency_symbol(code,
      "en")`; a symbol with a bidi control or any invisible/control character
      is replaced by the code.

* Sources/CalcKit/Formatting/NumberLocale+Table.swift
      `NumberLocale.table`: the presets listed in LOCALES below, from Babel's
      CLDR data for the "latn" numbering system: decimal and group symbols,
      the grouping sizes of the standard decimal pattern, the standard
      currency pattern (side of the sign, literal text between sign and
      number) and the percent pattern (same).  Bidi marks are stripped.

      Minimum grouping digits: Babel 2.18.0 does not import CLDR's
      <minimumGroupingDigits> element (it is not in `Locale._data`, and
      `babel.numbers` does not use it), so the values are written down in
      MIN_GROUPING_DIGITS below, by hand, from CLDR.  Sources, checked for
      all the locales here: CLDR 41 common/main/*.xml (Debian package
      unicode-cldr-core 41-0.1) with the CLDR parent-locale inheritance,
      and ICU 76.1 (CLDR 46, the ICU inside the Swift 6.3 toolchain's
      Foundation), which groups "1234" vs "12 345" accordingly.  The two
      agree except for Italian: `it` went from 1 (CLDR 41) to 2 (CLDR 46;
      still 2 in the CLDR main branch of 2026), so it_IT and it_CH are 2.
      Babel 2.18.0 is CLDR 47.  When you move to a newer Babel, re-check
      those values against that CLDR release.

The versions used are printed and written into each file's header.  Other
versions still run, with a warning, since the output may then change.
"""

import os
import sys
import unicodedata

import babel
import babel.core
import babel.numbers
import iso4217
from babel import Locale

PINNED_ISO4217 = "1.16.20260101"
PINNED_BABEL = "2.18.0"

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_DIR = os.path.join(ROOT, "Sources", "CalcKit", "Formatting")
CURRENCY_FILE = os.path.join(OUT_DIR, "Currency+Table.swift")
LOCALE_FILE = os.path.join(OUT_DIR, "NumberLocale+Table.swift")

LOCALES = [
    "en_US", "en_GB", "en_IN", "en_CA", "en_AU", "de_DE", "de_AT", "de_CH",
    "fr_FR", "fr_CH", "fr_CA", "it_IT", "it_CH", "es_ES", "es_MX", "pt_BR",
    "pt_PT", "nl_NL", "sv_SE", "nb_NO", "da_DK", "fi_FI", "pl_PL", "cs_CZ",
    "ru_RU", "uk_UA", "tr_TR", "ja_JP", "ko_KR", "zh_CN", "zh_TW", "hi_IN",
    "id_ID", "vi_VN", "th_TH",
]

# CLDR <minimumGroupingDigits>, resolved through locale inheritance (root has
# 1).  Not available from Babel; see the module docstring for the sources.
#   es: 2 (es_MX inherits es_419, which sets 1); pl: 2; pt: 1, pt_PT: 2;
#   it: 2 since CLDR 42..46 (1 in CLDR 41); every other language here: 1.
MIN_GROUPING_DIGITS = {loc: 1 for loc in LOCALES}
MIN_GROUPING_DIGITS.update({"es_ES": 2, "it_IT": 2, "it_CH": 2, "pl_PL": 2, "pt_PT": 2})

NUMBERING_SYSTEM = "latn"

# Bidi formatting characters: LRM, RLM, ALM, the embeddings/overrides and the
# isolates.  Stripped from locale symbols and spacing; a currency symbol with
# any of them falls back to its code.
BIDI_CONTROLS = {"\u200e", "\u200f", "\u061c"} | {chr(c) for c in range(0x202A, 0x202F)} \
    | {chr(c) for c in range(0x2066, 0x206A)}

# Characters a number pattern uses for the number itself.
NUMBER_CHARS = set("#0123456789,.@")


def fail(message):
    sys.exit("make-format-tables.py: " + message)


def swift_string(text):
    """A Swift string literal for `text`, pure ASCII: every character outside
    printable ASCII becomes \\u{XXXX}."""
    out = []
    for ch in text:
        code = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif 0x20 <= code < 0x7F:
            out.append(ch)
        else:
            out.append("\\u{%X}" % code)
    return '"' + "".join(out) + '"'


def is_visible(text):
    """True when `text` has no bidi control and no control, format, private-use,
    unassigned or line/paragraph-separator character.  Space separators (such as
    the narrow no-break space in XOF's "F\u202fCFA") are allowed."""
    if not text:
        return False
    for ch in text:
        if ch in BIDI_CONTROLS:
            return False
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            return False
    return True


def strip_bidi(text):
    return "".join(ch for ch in text if ch not in BIDI_CONTROLS)


# --- currencies -------------------------------------------------------------

def currencies():
    rows = []
    for code, entry in iso4217.raw_table.items():
        if code is None:  # "No universal currency" (Antarctica, ...)
            continue
        minor = entry.get("CcyMnrUnts")
        if minor is None or not minor.isdigit():  # "N.A.": XAU, XDR, XXX, ...
            continue
        if len(code) != 3 or not code.isascii() or not code.isupper():
            fail("unexpected currency code %r" % code)
        symbol = babel.numbers.get_currency_symbol(code, "en")
        if not is_visible(symbol):
            symbol = code
        rows.append((code, int(minor), symbol))
    rows.sort()
    return rows


def render_currencies(rows):
    lines = [
        "// Generated by scripts/make-format-tables.py from the ISO 4217 list (iso4217 %s) "
        "and CLDR symbols (Babel %s). Do not edit." % (iso4217.__version__, babel.__version__),
        "extension Currency {",
        "  /// ISO 4217 currencies by code.",
        "  static let table: [String: Currency] = [",
    ]
    for code, minor, symbol in rows:
        lines.append("    %s: Currency(code: %s, minorUnits: %d, symbol: %s)," % (
            swift_string(code), swift_string(code), minor, swift_string(symbol)))
    lines += ["  ]", "}", ""]
    return "\n".join(lines)


# --- locales ----------------------------------------------------------------

def split_affixes(pattern, sign, what, locale_id):
    """For the positive subpattern of `pattern`, return (sign_first, spacing):
    whether `sign` precedes the number and the literal text between them.
    Anything else outside the number (other literals, quotes, a sign on both
    sides) is an error, so a surprising pattern is never silently mangled."""
    positive = pattern.split(";")[0]
    if "'" in positive:
        fail("%s: quoted literal in %s pattern %r" % (locale_id, what, pattern))
    indices = [i for i, ch in enumerate(positive) if ch in NUMBER_CHARS]
    if not indices:
        fail("%s: no number in %s pattern %r" % (locale_id, what, pattern))
    start, end = indices[0], indices[-1] + 1
    number = positive[start:end]
    if any(ch not in NUMBER_CHARS for ch in number):
        fail("%s: odd number part in %s pattern %r" % (locale_id, what, pattern))
    prefix = strip_bidi(positive[:start])
    suffix = strip_bidi(positive[end:])
    if prefix.startswith(sign) and not suffix:
        sign_first, spacing = True, prefix[len(sign):]
    elif suffix.endswith(sign) and not prefix:
        sign_first, spacing = False, suffix[:-len(sign)]
    else:
        fail("%s: cannot place %r in %s pattern %r (text on both sides, or the sign "
             "not outermost)" % (locale_id, sign, what, pattern))
    if any(not unicodedata.category(ch).startswith("Z") for ch in spacing):
        fail("%s: non-space text %r between %r and number in %s pattern %r"
             % (locale_id, spacing, sign, what, pattern))
    return sign_first, spacing


def locale_row(locale_id):
    locale = Locale.parse(locale_id)
    symbols = locale.number_symbols[NUMBERING_SYSTEM]
    decimal = strip_bidi(symbols["decimal"])
    group = strip_bidi(symbols["group"])
    if not decimal or decimal == group:
        fail("%s: odd separators %r / %r" % (locale_id, decimal, group))

    decimal_pattern = locale.decimal_formats[None].pattern
    primary, secondary = babel.numbers.parse_pattern(decimal_pattern).grouping
    if not (1 <= primary <= 9 and 1 <= secondary <= 9):
        fail("%s: odd grouping %r in %r" % (locale_id, (primary, secondary), decimal_pattern))

    currency_first, currency_spacing = split_affixes(
        locale.currency_formats["standard"].pattern, "\u00a4", "currency", locale_id)
    percent_first, percent_spacing = split_affixes(
        locale.percent_formats[None].pattern, "%", "percent", locale_id)

    return {
        "identifier": locale_id,
        "decimalSeparator": decimal,
        "groupingSeparator": group,
        "groupingSize": primary,
        "secondaryGroupingSize": secondary,
        "minimumGroupingDigits": MIN_GROUPING_DIGITS[locale_id],
        "currencySymbolFirst": currency_first,
        "currencySpacing": currency_spacing,
        "percentSignFirst": percent_first,
        "percentSpacing": percent_spacing,
    }


def render_locales(rows):
    lines = [
        "// Generated by scripts/make-format-tables.py from CLDR (Babel %s). Do not edit."
        % babel.__version__,
        "extension NumberLocale {",
        "  /// Presets by identifier.",
        "  static let table: [String: NumberLocale] = [",
    ]
    boolean = {True: "true", False: "false"}
    for r in rows:
        lines.append("    %s: NumberLocale(" % swift_string(r["identifier"]))
        lines.append(
            "      identifier: %s, decimalSeparator: %s, groupingSeparator: %s, groupingSize: %d,"
            % (swift_string(r["identifier"]), swift_string(r["decimalSeparator"]),
               swift_string(r["groupingSeparator"]), r["groupingSize"]))
        lines.append(
            "      secondaryGroupingSize: %d, minimumGroupingDigits: %d, currencySymbolFirst: %s,"
            % (r["secondaryGroupingSize"], r["minimumGroupingDigits"],
               boolean[r["currencySymbolFirst"]]))
        lines.append(
            "      currencySpacing: %s, percentSignFirst: %s, percentSpacing: %s),"
            % (swift_string(r["currencySpacing"]), boolean[r["percentSignFirst"]],
               swift_string(r["percentSpacing"])))
    lines += ["  ]", "}", ""]
    return "\n".join(lines)


# --- checks -----------------------------------------------------------------

def check(rows_by_key, key, field, expected):
    actual = rows_by_key[key][field] if isinstance(rows_by_key[key], dict) else rows_by_key[key]
    if actual != expected:
        fail("check failed: %s %s is %r, expected %r" % (key, field, actual, expected))


def self_checks(currency_rows, locale_rows):
    minor = {code: m for code, m, _ in currency_rows}
    symbol = {code: s for code, _, s in currency_rows}
    for code, expected in [("KRW", 0), ("JPY", 0), ("USD", 2), ("EUR", 2), ("BHD", 3),
                           ("KWD", 3), ("JOD", 3), ("CLF", 4)]:
        check(minor, code, "minor units", expected)
    for code in ("XAU", "XDR", "XXX"):
        if code in minor:
            fail("check failed: %s should be left out" % code)
    for code, expected in [("USD", "$"), ("KRW", "\u20a9"), ("JPY", "\u00a5"), ("EUR", "\u20ac"),
                           ("GBP", "\u00a3"), ("INR", "\u20b9"), ("CAD", "CA$"), ("AUD", "A$"),
                           ("CNY", "CN\u00a5"), ("CHF", "CHF"), ("BHD", "BHD")]:
        check(symbol, code, "symbol", expected)

    by_id = {r["identifier"]: r for r in locale_rows}
    check(by_id, "fr_FR", "groupingSeparator", "\u202f")
    check(by_id, "de_CH", "groupingSeparator", "\u2019")
    check(by_id, "en_IN", "secondaryGroupingSize", 2)
    check(by_id, "en_US", "currencySpacing", "")
    check(by_id, "de_DE", "currencySpacing", "\u00a0")
    check(by_id, "de_CH", "currencySpacing", "\u00a0")
    check(by_id, "de_CH", "currencySymbolFirst", True)
    check(by_id, "en_US", "percentSpacing", "")
    check(by_id, "de_DE", "percentSpacing", "\u00a0")
    check(by_id, "tr_TR", "percentSignFirst", True)
    check(by_id, "es_ES", "minimumGroupingDigits", 2)
    check(by_id, "pl_PL", "minimumGroupingDigits", 2)


def main():
    if len(sys.argv) > 1:
        sys.exit(__doc__)
    print("iso4217 %s (ISO 4217 list published %s)" % (iso4217.__version__, iso4217.__published__))
    print("babel %s (CLDR %s)" % (babel.__version__, babel.core.get_cldr_version()))
    if iso4217.__version__ != PINNED_ISO4217 or babel.__version__ != PINNED_BABEL:
        print("warning: pinned versions are iso4217 %s and babel %s; the output may differ"
              % (PINNED_ISO4217, PINNED_BABEL), file=sys.stderr)

    currency_rows = currencies()
    locale_rows = sorted((locale_row(loc) for loc in LOCALES), key=lambda r: r["identifier"])
    self_checks(currency_rows, locale_rows)

    outputs = [(CURRENCY_FILE, render_currencies(currency_rows)),
               (LOCALE_FILE, render_locales(locale_rows))]
    for path, text in outputs:
        text.encode("ascii")  # raises if anything escaped the escaping
        with open(path, "w", encoding="ascii", newline="\n") as f:
            f.write(text)
        print("wrote %s" % os.path.relpath(path, ROOT))
    print("%d currencies, %d locales" % (len(currency_rows), len(locale_rows)))


if __name__ == "__main__":
    main()
