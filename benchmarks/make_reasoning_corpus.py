"""Write tests/cases/reasoning_endings.jsonl: realistic reasoning-model endings, labelled by POLICY.

Built deterministically (seeded) from MATH-500's references in ../shared/corpora: for each
problem, think traces with intermediate boxes, a summary and the final answer in one of
the common ending styles (Markdown bold, display blocks, anchors in several languages),
correct and wrong, and responses cut off by a token limit.  The labels follow POLICY.md
by construction: a right final answer in any ending is correct; a wrong one, an answer
only inside an unfinished think block, or an answer followed by reasoning cut off
mid-sentence is not.

Usage (from the project root, with ../shared beside it):

    python benchmarks/make_reasoning_corpus.py            # rewrites the file
    python benchmarks/make_reasoning_corpus.py --check    # exit 1 when the file is stale
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Callable, Dict, List, Tuple

from _corpora import CORPORA, ROOT, load

OUTPUT = ROOT / "tests" / "cases" / "reasoning_endings.jsonl"
SEED = 20261123
PROBLEMS = 120

THINK_OPENERS = (
    "Okay, let me try to figure this out.",
    "Alright, so I need to solve this problem.",
    "Let me start by understanding the problem.",
    "Hmm, let's see.",
)
THINK_MIDDLES = (
    "First, I'll set up the equations. Wait, maybe I should draw a diagram first.",
    "Let me compute this step by step. Actually, I think I made an arithmetic slip, let me redo it.",
    "I'll try small cases first to see the pattern.",
    "Let me double-check the constraint before going on.",
)
SUMMARIES = (
    "Putting the steps together gives the result below.",
    "Combining the cases above, we obtain the final value.",
    "So the computation is complete.",
    "Therefore, after simplifying, we have our answer.",
)

# Final-answer endings: each takes the answer's LaTeX and returns the last lines of a response.
ENDINGS: Dict[str, Callable[[str], str]] = {
    "bold heading, box": lambda a: f"**Final Answer**\n\\boxed{{{a}}}",
    "bold heading, display box": lambda a: f"**Final Answer**\n\\[\n\\boxed{{{a}}}\n\\]",
    "bold label, inline box": lambda a: f"**Final Answer:** $\\boxed{{{a}}}$",
    "bold answer label, box": lambda a: f"**Answer:**\n\\boxed{{{a}}}",
    "bold box": lambda a: f"The answer is **$\\boxed{{{a}}}$**.",
    "heading, display": lambda a: f"## Final Answer\n$$\\boxed{{{a}}}$$",
    "anchor, display block": lambda a: f"Answer:\n\\[\n{a}\n\\]",
    "sentence box": lambda a: f"Thus, the answer is $\\boxed{{{a}}}$.",
    "final answer line": lambda a: f"Final Answer: The final answer is ${a}$. I hope it is correct.",
    "zh": lambda a: f"综上所述，答案为 $\\boxed{{{a}}}$。",
    "ja": lambda a: f"したがって、答えは $\\boxed{{{a}}}$ です。",
    "fr": lambda a: f"**Réponse finale :** $\\boxed{{{a}}}$",
    "de": lambda a: f"Die Antwort ist $\\boxed{{{a}}}$.",
    "es": lambda a: f"La respuesta final es $\\boxed{{{a}}}$.",
    "it": lambda a: f"La risposta è $\\boxed{{{a}}}$.",
    "ru": lambda a: f"**Ответ:** $\\boxed{{{a}}}$",
}


def _think(rng: random.Random, intermediate: str, closed: bool = True) -> str:
    body = " ".join((rng.choice(THINK_OPENERS), rng.choice(THINK_MIDDLES), f"So far I get $\\boxed{{{intermediate}}}$."))
    return f"<think>\n{body}\n</think>\n\n" if closed else f"<think>\n{body}\n"


def _wrong_integer(answer: str) -> str:
    return str(int(answer) + 1)


def _rows_for(problem: dict, rng: random.Random) -> List[Tuple[str, str, bool, str]]:
    """(kind, response, label, expected reason name) for one problem."""
    answer = problem["answer"]
    rows: List[Tuple[str, str, bool, str]] = []
    style, ending = rng.choice(sorted(ENDINGS.items()))
    summary = rng.choice(SUMMARIES)
    decoy = "0" if answer != "0" else "1"
    rows.append((f"right, {style}", _think(rng, decoy) + f"{summary}\n\n{ending(answer)}", True, ""))
    if answer.lstrip("-").isdigit():
        wrong = _wrong_integer(answer)
        style, ending = rng.choice(sorted(ENDINGS.items()))
        rows.append((f"wrong, {style}", _think(rng, answer) + f"{summary}\n\n{ending(wrong)}", False, "VALUE_MISMATCH"))
        rows.append(
            (
                "answer only inside an unfinished think block",
                _think(rng, answer, closed=False) + f"Therefore the answer is $\\boxed{{{answer}}}$. Wait, let me",
                False,
                "NO_ANSWER",
            )
        )
    rows.append(
        (
            "right answer, then reasoning cut off by the token limit",
            _think(rng, decoy) + f"The answer is $\\boxed{{{answer}}}$.\n\nWait, let me double-check the second case,"
            " because if the two values coincide then the count of",
            False,
            "NO_ANSWER",
        )
    )
    return rows


def build() -> List[dict]:
    rng = random.Random(SEED)
    problems = [p for p in load(CORPORA / "math500_problems.jsonl") if "\n" not in p["answer"]][:PROBLEMS]
    rows = []
    for problem in problems:
        for kind, response, label, reason in _rows_for(problem, rng):
            rows.append(
                {
                    "id": f"{problem['unique_id']}:{len(rows)}",
                    "kind": kind,
                    "response": response,
                    "gold": problem["answer"],
                    "label": label,
                    "reason": reason,
                }
            )
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the committed file differs")
    args = parser.parse_args()
    text = "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in build())
    if args.check:
        current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else ""
        print("up to date" if current == text else f"{OUTPUT} is stale: run without --check")
        return 0 if current == text else 1
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {text.count(chr(10))} rows to {OUTPUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
