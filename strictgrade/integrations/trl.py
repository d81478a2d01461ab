"""TRL: a reward function for ``GRPOTrainer(reward_funcs=[...])``.

TRL calls a reward function by keyword: ``completions=``, ``prompts=``, every dataset
column (``solution``, ``ground_truth``, ...) and more keywords; it takes ``list[float | None]``
back, where None means "no reward for this sample" (the reference cannot be read, whatever the
completion holds). ``reasoning=True`` is for chat templates that open ``<think>`` in the prompt.

>>> reward = StrictGradeReward()
>>> reward(completions=[r"so \\boxed{4}", "maybe 5"], solution=["4", "4"], prompts=["", ""])
[1.0, 0.0]
"""

from __future__ import annotations

from typing import Any, List, Optional, Sequence

from strictgrade import Form, Mode, Reason
from strictgrade.integrations._common import completion_text, grade_any, reasoning_text, reference_readable
from strictgrade.integrations.rewards import RewardSpec, parse_reward_map

__all__ = ["StrictGradeReward", "strictgrade_reward"]

REFERENCE_COLUMNS = ("solution", "ground_truth", "answer", "reference", "gold")


class StrictGradeReward:
    """A picklable reward callable; its ``__name__`` is what TRL logs the reward under."""

    def __init__(
        self,
        *,
        reference_column: Optional[str] = None,
        correct: float = 1.0,
        incorrect: float = 0.0,
        reasoning: bool = False,
        mode: Mode = Mode.REWARD,
        decimals: Optional[int] = None,
        form: Form = Form.VALUE,
        name: str = "strictgrade",
        preset: str = "strict",
        rewards: RewardSpec = None,
    ) -> None:
        self.reference_column = reference_column
        self.correct = correct
        self.incorrect = incorrect
        self.reasoning = reasoning
        self.mode = mode
        self.decimals = decimals
        self.form = form
        self.preset = preset
        self.__name__ = name
        # by Reason, e.g. {"NO_ANSWER": -0.5}; other reasons earn correct / incorrect
        self.rewards = parse_reward_map(rewards, correct=correct, incorrect=incorrect)

    def _references(self, count: int, columns: dict) -> Sequence[Any]:
        names = [self.reference_column] if self.reference_column else list(REFERENCE_COLUMNS)
        for name in names:
            if name in columns and columns[name] is not None:
                values = columns[name]
                if len(values) != count:
                    raise ValueError(f"{len(values)} values in column {name!r} for {count} completions")
                return values
        raise KeyError(f"no reference column among {names}; set reference_column=")

    def __call__(self, completions: Sequence[Any], prompts: Optional[Sequence[Any]] = None, **columns: Any) -> List[Optional[float]]:
        references = self._references(len(completions), columns)
        rewards: List[Optional[float]] = []
        for completion, reference in zip(completions, references):
            text = reasoning_text(completion_text(completion), reasoning=self.reasoning)
            verdict = grade_any(text, reference, mode=self.mode, decimals=self.decimals, form=self.form, preset=self.preset)
            if verdict.correct:
                rewards.append(self.rewards.reward(verdict))
            elif verdict.reason is Reason.BAD_REFERENCE or not reference_readable(reference):
                rewards.append(None)  # no reward either way, whatever the completion holds
            else:
                rewards.append(self.rewards.reward(verdict))
        return rewards


strictgrade_reward = StrictGradeReward()
