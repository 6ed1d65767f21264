"""Loads a sibling generator script as a module.

The generators' names have dashes (make-vectors.py), so `import` cannot name them; the
generators that reuse another's parser, rounding and formatting load it with `load`.
"""

import importlib.util
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parent


def load(name: str, file: str):
    """The script `file` in scripts/, run once as the module `name`."""
    spec = importlib.util.spec_from_file_location(name, SCRIPTS / file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
