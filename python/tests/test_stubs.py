"""The native module's stubs (``lines_of_action/_native.pyi``) match the built module:
mypy's stubtest, with the package's mypy configuration (``python/pyproject.toml``), in
a temporary folder where ``lines_of_action`` is the installed package. (The README's
blocks, the examples and the benchmark pass ``mypy --strict``: ``test_readme.py``.)
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

PYTHON = Path(__file__).resolve().parents[1]
CONFIG = PYTHON / "pyproject.toml"


def test_the_stubs_match_the_native_module(tmp_path: Path) -> None:
    """Every name, signature (with its defaults), class and ``__all__`` of the stubs is
    the module's, with no allowlist."""
    pytest.importorskip("mypy")
    command = [sys.executable, "-m", "mypy.stubtest", "lines_of_action", "--mypy-config-file", str(CONFIG)]
    done = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success: no issues found" in done.stdout

