"""Export and import of a KB of N notes (default 10,000): time, archive size, determinism.

Run: .venv/bin/python benchmarks/transfer.py [--notes N]
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from startup import make_kb  # noqa: E402

from reflectgit.kb import KB  # noqa: E402
from reflectgit.transfer.archive import export, import_archive  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", type=int, default=10000)
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="rg-bench-transfer-"))
    try:
        kb = make_kb(tmp / "kb", args.notes)
        print(f"machine: {platform.node()} {platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}")
        for history in (False, True):
            label = "with history" if history else "files only"
            t = time.perf_counter()
            r = export(kb, tmp / f"a-{history}.tar.gz", with_history=history)
            t_export = time.perf_counter() - t
            export(kb, tmp / f"b-{history}.tar.gz", with_history=history)
            same = (tmp / f"a-{history}.tar.gz").read_bytes() == (tmp / f"b-{history}.tar.gz").read_bytes()
            t = time.perf_counter()
            import_archive(tmp / f"a-{history}.tar.gz", tmp / f"restored-{history}", reindex=False)
            t_import = time.perf_counter() - t
            restored = KB.open(tmp / f"restored-{history}")
            ok = len(restored.ids()) == args.notes
            print(f"  {args.notes} notes, {label:<12}: export {t_export:5.2f} s, import {t_import:5.2f} s, "
                  f"archive {r.bytes / 1e6:5.2f} MB, deterministic {same}, restored {ok}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
