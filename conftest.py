"""Doctest collection of modules that need an optional extra: skipped when the extra is not installed."""

import importlib.util

_NEEDS = {
    "strictgrade/serve/app.py": "starlette",
    "strictgrade/serve/metrics.py": "prometheus_client",
    "strictgrade/serve/ray_app.py": "ray",
}

collect_ignore = [path for path, module in _NEEDS.items() if importlib.util.find_spec(module) is None]
