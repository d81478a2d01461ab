"""Ray Data: ``ds.map_batches(StrictGrader, fn_constructor_kwargs={...}, compute=ActorPoolStrategy(...))``.

Give the actor pool a range (``ActorPoolStrategy(min_size=1, max_size=4)``, or ``concurrency=(1, 4)``
before Ray 2.51): a fixed ``concurrency=4`` waits forever on a machine with fewer free CPUs than
actors plus the read task. A batch is a dict of columns (Ray's "numpy" format) or a pandas DataFrame; the grader
returns it with ``correct``, ``reason`` and ``candidate`` columns added.

>>> StrictGrader()({"response": [r"\\boxed{2}"], "gold": ["2"]})["reason"]
['EQUAL']
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional

from strictgrade import Form, Mode
from strictgrade.integrations._common import grade_any, reference_values

__all__ = ["StrictGrader"]


class StrictGrader:
    """A callable class for ``Dataset.map_batches``: picklable, stateless, no Ray import needed."""

    __name__ = "StrictGrader"

    def __init__(
        self,
        response_col: str = "response",
        reference_col: str = "gold",
        *,
        decimals: Optional[int] = None,
        mode: str = "eval",
        form: str = "value",
        preset: str = "strict",
    ) -> None:
        self.response_col = response_col
        self.reference_col = reference_col
        self.options: Dict[str, Any] = {"decimals": decimals, "mode": Mode(mode), "form": Form(form), "preset": preset}

    def _grade_columns(self, responses: List[Any], references: List[Any]) -> Dict[str, List[Any]]:
        verdicts = [grade_any(_text(r), g, **self.options) for r, g in zip(responses, references)]
        return {
            "correct": [v.correct for v in verdicts],
            "reason": [v.reason.name for v in verdicts],
            "candidate": [v.candidate for v in verdicts],
        }

    def __call__(self, batch: Any) -> Any:
        if hasattr(batch, "assign"):  # a pandas DataFrame
            columns = self._grade_columns(list(batch[self.response_col]), list(batch[self.reference_col]))
            return batch.assign(**columns)
        result = dict(batch)
        columns = self._grade_columns(list(batch[self.response_col]), list(batch[self.reference_col]))
        if _is_numpy(batch[self.response_col]):
            import numpy

            result.update({name: numpy.asarray(values, dtype=object if name == "candidate" else None)
                           for name, values in columns.items()})
        else:
            result.update(columns)
        return result


def _text(value: Any) -> Any:
    """A response cell as grade() takes it (numpy and Arrow values become Python ones)."""
    values = reference_values(value)
    return values[0] if len(values) == 1 else None


def _is_numpy(column: Any) -> bool:
    return type(column).__module__ == "numpy"
