#!/usr/bin/env python3
"""Runs the reliability tests: every `test_*` function of every `test_*.py` module here, in file order.

    python3 Tests/reliability/runner.py [substring ...]   only tests whose module.name contains a substring

Prints one line per test (ok / FAIL with the reason and seconds) and ends with `N passed, N failed`; exits 1 on any
failure.
"""

import importlib
import inspect
import pathlib
import sys
import time
import traceback

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


def main(filters):
    passed = failed = 0
    for path in sorted(HERE.glob("test_*.py")):
        module = importlib.import_module(path.stem)
        tests = [
            (name, fn)
            for name, fn in inspect.getmembers(module, inspect.isfunction)
            if name.startswith("test_") and fn.__module__ == module.__name__
        ]
        tests.sort(key=lambda t: t[1].__code__.co_firstlineno)
        for name, fn in tests:
            full = f"{path.stem}.{name}"
            if filters and not any(f in full for f in filters):
                continue
            started = time.monotonic()
            try:
                fn()
            except Exception as error:  # a Failure, or anything unexpected: both fail the test
                failed += 1
                detail = str(error) if error.__class__.__name__ == "Failure" else traceback.format_exc(limit=3)
                print(f"FAIL  {full} ({time.monotonic() - started:.1f}s): {detail}", flush=True)
            else:
                passed += 1
                print(f"ok    {full} ({time.monotonic() - started:.1f}s)", flush=True)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except BrokenPipeError:  # the reader went away (e.g. `| head`): nothing left to say
        sys.exit(1)
