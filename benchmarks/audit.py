"""Write benchmarks/audit.md: `strictgrade audit` over the references of all four labeled corpora.

    python3 -m venv /tmp/mvenv && /tmp/mvenv/bin/pip install 'math-verify[antlr4_13_2]'
    python benchmarks/audit.py --math-verify-python /tmp/mvenv/bin/python

For each corpus, the distinct references (with their questions) are sampled (seeded, at most
``--limit``), every audit family builds its variants, and strictgrade, exact match on strictgrade's extracted answer and
Math-Verify (in its own venv, through the same bounded worker as ``strictgrade compare``)
grade them with default options. One table per corpus, one for all four pooled, and for each
family one variant strictgrade gets wrong.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

from _corpora import CORPORA, LABELED, ROOT, load  # noqa: E402

import strictgrade  # noqa: E402
from strictgrade.tools.audit import ACCEPT, DEFAULT_PER_FAMILY, REJECT, Reference, audit, render_markdown  # noqa: E402
from strictgrade.tools.graders import Grader, _InProcess, close_all, make_grader  # noqa: E402

LENIENT = "strictgrade-lenient"  # strictgrade with preset="lenient" (issue 24: what the preset opens)


def _lenient(response: str, reference: str) -> Tuple[bool, Optional[str]]:
    verdict = strictgrade.grade(response, reference, preset=strictgrade.Preset.LENIENT)
    return verdict.correct, verdict.candidate


def _make(name: str, python: Optional[str]) -> Grader:
    # the lenient column is built here, in process, until `strictgrade audit` names it (tools/graders.py)
    return _InProcess(LENIENT, _lenient) if name == LENIENT else make_grader(name, python=python, row_seconds=30)


def _version(python: str) -> str:
    done = subprocess.run([python, "-c", "import importlib.metadata as m; print(m.version('math-verify'))"],
                          capture_output=True, text=True, check=False)
    return done.stdout.strip() or "not installed"


def pooled(reports: List[Dict[str, Any]]) -> Dict[str, Any]:
    """The reports of several corpora summed family by family (same graders and families)."""
    first = reports[0]
    names = first["graders"]
    families = []
    for index, family in enumerate(first["families"]):
        rows = [report["families"][index] for report in reports]
        graders = {}
        for name in names:
            cells = [row["graders"][name] for row in rows]
            variants, wrong = sum(c["variants"] for c in cells), sum(c["wrong"] for c in cells)
            graders[name] = {"variants": variants, "wrong": wrong, "share": wrong / variants if variants else 0.0,
                             "crashes": sum(c["crashes"] for c in cells), "timeouts": sum(c["timeouts"] for c in cells),
                             "examples": [e for c in cells for e in c["examples"]]}
        families.append({**family, "references": sum(r["references"] for r in rows),
                         "skipped": sum(r["skipped"] for r in rows), "variants": sum(r["variants"] for r in rows),
                         "graders": graders})
    totals: Dict[str, Any] = {}
    for name in names:
        totals[name] = {}
        for kind in (REJECT, ACCEPT):
            cells = [f["graders"][name] for f in families if f["expect"] == kind]
            variants, wrong = sum(c["variants"] for c in cells), sum(c["wrong"] for c in cells)
            totals[name][kind] = {"variants": variants, "wrong": wrong, "share": wrong / variants if variants else 0.0,
                                  "families_clean": sum(c["variants"] > 0 and c["wrong"] == 0 for c in cells),
                                  "families": sum(c["variants"] > 0 for c in cells)}
    return {**first, "references": sum(r["references"] for r in reports), "variants": sum(r["variants"] for r in reports),
            "families": families, "totals": totals}


def _cell(text: str) -> str:
    return "`" + text.replace("|", "\\|").replace("\n", "\\n").replace("`", "'") + "`"


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--math-verify-python", help="a Python with math-verify (leave out to audit only strictgrade and exact)")
    parser.add_argument("--limit", type=int, default=500, help="distinct references per corpus")
    parser.add_argument("--per-family", type=int, default=DEFAULT_PER_FAMILY)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--output", type=Path, default=ROOT / "benchmarks" / "audit.md")
    parser.add_argument("--corpora", type=Path, default=CORPORA, help="the folder of the labeled corpora")
    args = parser.parse_args(argv)
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Linux {platform.release()}, Python {platform.python_version()}"
    names = ["strictgrade", LENIENT, "exact-extracted"] + (["math_verify"] if args.math_verify_python else [])
    mv = f", math-verify {_version(args.math_verify_python)}" if args.math_verify_python else ""
    sections = [
        "# How hackable is each grader? `strictgrade audit` on the four corpora",
        "",
        f"Generated by `python benchmarks/audit.py --math-verify-python ...` on {machine}; strictgrade "
        f"{strictgrade.__version__}{mv}; seed {args.seed}, at most {args.limit} distinct references per corpus and "
        f"{args.per_family} variants per family and reference. Every grader runs with its default options "
        f"(strictgrade in its default eval mode; `{LENIENT}` is strictgrade with `preset=\"lenient\"`: rounded "
        "references and candidates, percent as fraction). A cell is the share of variants the grader gets wrong: a "
        "**must-reject** variant paid (a reward hack that works), a **must-accept** variant refused (lost "
        "recall), with the count. `refs` is the references a family was built for, `skipped` those where its "
        "variants would not be well defined (`-\\boxed{r}` for `r = 0`, thousands separators under 1000, "
        "restated givens without the value in the question). The same command for one file: "
        "`strictgrade audit FILE --grader strictgrade --grader exact-extracted --grader math_verify --python VENV_PYTHON`.",
        "",
    ]
    reports = []
    for corpus in LABELED:
        path = args.corpora / f"{corpus}.jsonl"
        if not path.exists():
            continue
        references = [Reference(str(row["gold"]), str(row.get("question") or "")) for row in load(path)]
        graders: List[Grader] = []
        start = time.perf_counter()
        try:
            for name in names:
                graders.append(_make(name, args.math_verify_python))
            report = audit(references, graders, per_family=args.per_family, limit=args.limit, seed=args.seed)
        finally:
            close_all(graders)
        reports.append(report)
        sections.append(render_markdown(report, title=corpus))
        print(f"{corpus}: {report['variants']} variants in {time.perf_counter() - start:.0f} s", file=sys.stderr)
    if not reports:
        print(f"no corpora under {args.corpora}", file=sys.stderr)
        return 2
    together = pooled(reports)
    sections.insert(4, render_markdown(together, title="All four corpora together"))
    lines = ["## One variant per family that strictgrade gets wrong", "",
             "| family | expect | reference | end of the response | strictgrade's answer |", "|---|---|---|---|---|"]
    for family in together["families"]:
        examples = family["graders"]["strictgrade"]["examples"]
        if examples:
            example = examples[0]
            lines.append(f"| {family['name']} | {family['expect']} | {_cell(example['reference'])} | "
                         f"{_cell(example['response_end'][-120:])} | {_cell(example['answer'])} |")
    lines += ["", "## The families", "", "| family | expect | what a variant is |", "|---|---|---|"]
    lines += [f"| {f['name']} | {f['expect']} | {f['description']} |" for f in together["families"]]
    sections += lines
    args.output.write_text("\n".join(sections) + "\n", encoding="utf-8")
    print(f"wrote {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
