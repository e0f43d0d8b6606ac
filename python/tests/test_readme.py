"""The README's Python examples: every ```python block of ``python/README.md`` runs on
its own, and the blocks pass ``mypy --strict`` with the examples (``examples/``) and the
benchmark (``benchmarks/``), so an example that breaks fails the tests.

Each block runs in a fresh interpreter in a temporary folder, where ``lines_of_action``
is the installed package (not the source folder, which has no native module); mypy
checks them against the installed package's stubs with the package's configuration
(``python/pyproject.toml``).
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

PYTHON = Path(__file__).resolve().parents[1]
README = PYTHON / "README.md"
CONFIG = PYTHON / "pyproject.toml"
SCRIPTS = sorted((PYTHON / "examples").glob("*.py")) + sorted((PYTHON / "benchmarks").glob("*.py"))
#: A block: from its opening fence's next line to the closing fence.
BLOCK = re.compile(r"^```python\n(.*?)^```$", re.MULTILINE | re.DOTALL)


def python_blocks(text: str) -> list[tuple[int, str]]:
    """Each ```python block of ``text``: the line its code starts on (from 1), and the code."""
    return [(text.count("\n", 0, match.start(1)) + 1, match.group(1)) for match in BLOCK.finditer(text)]


def imported_packages(code: str) -> set[str]:
    """The top-level packages that ``code``'s ``import`` and ``from`` lines name."""
    names = re.findall(r"^(?:import|from) (\w+)", code, re.MULTILINE)
    return set(names)


TEXT = README.read_text(encoding="utf-8")
BLOCKS = python_blocks(TEXT)


def test_every_python_fence_is_read_as_a_block() -> None:
    """The parser finds a block for each opening fence (so no block goes unchecked)."""
    assert BLOCKS
    assert len(BLOCKS) == TEXT.count("```python\n")


@pytest.mark.parametrize(("line", "code"), BLOCKS, ids=[f"line-{line}" for line, _ in BLOCKS])
def test_a_readme_block_runs(line: int, code: str, tmp_path: Path) -> None:
    """The block exits cleanly; skipped only if a package it imports is not installed."""
    missing = sorted(name for name in imported_packages(code) if importlib.util.find_spec(name) is None)
    if missing:
        pytest.skip(f"README.md line {line} needs {', '.join(missing)}")
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0, f"README.md, the block at line {line}:\n{done.stderr[-3000:]}"


def test_the_readme_blocks_the_examples_and_the_benchmark_pass_mypy_strict(tmp_path: Path) -> None:
    """One ``mypy --strict`` run over the examples, the benchmark and each block as a file."""
    pytest.importorskip("mypy")
    assert len(SCRIPTS) >= 3, SCRIPTS  # llm_arena.py, ray_selfplay.py and speed.py at least
    files = [str(script) for script in SCRIPTS]
    for line, code in BLOCKS:
        path = tmp_path / f"readme_line_{line}.py"
        path.write_text(code, encoding="utf-8")
        files.append(str(path))
    command = [sys.executable, "-m", "mypy", "--strict", "--config-file", str(CONFIG), *files]
    done = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
