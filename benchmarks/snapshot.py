"""Write or diff a verdict snapshot: every row's verdict, reason and candidate, one JSON line each.

    python benchmarks/snapshot.py check          # grade now and diff against the committed snapshot (exit 1 on a change)
    python benchmarks/snapshot.py commit         # rewrite tests/cases/verdict_snapshot.jsonl from the grader as it is
    python benchmarks/snapshot.py write /tmp/before.jsonl [--audit]
    python benchmarks/snapshot.py diff /tmp/before.jsonl /tmp/after.jsonl [--examples 3]

The committed snapshot (``tests/cases/verdict_snapshot.jsonl``, checked by tests/test_snapshot.py)
holds set, id, correct and reason of every row of the public corpora (eval mode, each with its
options), the policy table and the reasoning endings: no response text, so it stays small.  A
verdict change is then always seen: ``check`` lists it by class, ``commit`` records it on purpose
(and CHANGELOG.md says why).  Policy rows are named by a hash of their content, so adding a row
changes no other row's id.

The sets: the labeled corpora of ../shared/corpora (each with the options its labels were made
under, in eval and in reward mode), the peers' test cases, the policy table and the reasoning
endings; with ``--audit``, also every variant of ``strictgrade audit`` over the corpora's
references (about 120,000 rows, a few minutes). ``diff`` groups the changed rows by set and by
(old reason -> new reason), so a verdict change is always seen and can be listed by class.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Dict, Iterator, List, Tuple

from _corpora import CORPORA, LABELED, ROOT, case_options, load  # noqa: E402

from strictgrade import Mode, grade  # noqa: E402
from strictgrade.tools.audit import Reference, build_variants, pick_references  # noqa: E402

CASES = ROOT / "tests" / "cases"
COMMITTED = CASES / "verdict_snapshot.jsonl"
# Sets that live in the repository; the corpora's sets need ../shared/corpora.
OWN_SETS = ("policy", "reasoning_endings")

# One row of a snapshot: the set, an id unique in it, the grade() arguments and keyword options.
Job = Tuple[str, str, str, str, Dict[str, object]]



def jobs(corpora: Path, with_audit: bool) -> Iterator[Job]:
    """Every row to grade, in a fixed order."""
    for name, options in LABELED.items():
        path = corpora / f"{name}.jsonl"
        if not path.exists():
            continue
        for row in load(path):
            yield name, str(row["id"]), row["response"], str(row["gold"]), dict(options)
            yield name + "/reward", str(row["id"]), row["response"], str(row["gold"]), {**options, "mode": Mode.REWARD}
    peers = corpora / "peer_test_cases.jsonl"
    if peers.exists():
        for row in load(peers):
            yield "peer_test_cases", row["id"], row["candidate"] or "", row["reference"], {}
    for index, row in enumerate(load(CASES / "policy.jsonl")):
        yield "policy", f"{index:04d} {row['rule']}", row["response"], row["reference"], case_options(row)
    for row in load(CASES / "reasoning_endings.jsonl"):
        yield "reasoning_endings", row["id"], row["response"], row["gold"], {}
    if with_audit:
        for name in LABELED:
            path = corpora / f"{name}.jsonl"
            if not path.exists():
                continue
            references = [Reference(str(row["gold"]), str(row.get("question") or "")) for row in load(path)]
            variants, _ = build_variants(pick_references(references, 500, 0))
            for index, variant in enumerate(variants):
                yield f"audit/{name}/{variant.family}", str(index), variant.response, variant.reference, {}


def policy_id(row: dict) -> str:
    """A policy row's id: its rule and a hash of its content (stable when rows are added or moved)."""
    content = json.dumps([row["response"], row["reference"], row.get("options", {})], sort_keys=True)
    return f"{row['rule']} {hashlib.sha1(content.encode('utf-8')).hexdigest()[:10]}"


def committed_jobs(corpora: Path) -> Iterator[Job]:
    """The rows of the committed snapshot: the corpora in eval mode, the policy table, the reasoning endings."""
    for name, options in LABELED.items():
        path = corpora / f"{name}.jsonl"
        if path.exists():
            for row in load(path):
                yield name, str(row["id"]), row["response"], str(row["gold"]), dict(options)
    seen: Counter = Counter()
    for row in load(CASES / "policy.jsonl"):
        key = policy_id(row)
        seen[key] += 1
        yield "policy", key if seen[key] == 1 else f"{key} #{seen[key]}", row["response"], row["reference"], \
            case_options(row)
    for row in load(CASES / "reasoning_endings.jsonl"):
        yield "reasoning_endings", row["id"], row["response"], row["gold"], {}


def snapshot_rows(corpora: Path) -> List[dict]:
    """Grade the committed snapshot's rows now: set, id, correct, reason."""
    rows = []
    for group, key, response, reference, options in committed_jobs(corpora):
        verdict = grade(response, reference, **options)
        rows.append({"set": group, "id": key, "correct": verdict.correct, "reason": verdict.reason.name})
    return rows


def _line(row: dict) -> str:
    return json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n"


def commit(corpora: Path) -> int:
    """Rewrite the committed snapshot; return its row count."""
    rows = snapshot_rows(corpora)
    if not any(row["set"] not in OWN_SETS for row in rows):
        raise SystemExit(f"{corpora} is missing: the snapshot would lose the corpora's rows")
    COMMITTED.write_text("".join(_line(row) for row in rows), encoding="utf-8")
    return len(rows)


def changes(committed: List[dict], now: List[dict]) -> List[str]:
    """The differences by class: rows gone, new, and (set, old reason -> new reason) with counts and ids."""
    present = {row["set"] for row in now}
    old = {(row["set"], row["id"]): row for row in committed if row["set"] in present}
    new = {(row["set"], row["id"]): row for row in now}
    lines = []
    for label, keys in (("gone", old.keys() - new.keys()), ("new", new.keys() - old.keys())):
        if keys:
            lines.append(f"{len(keys)} rows {label}: " + ", ".join(f"{s}/{i}" for s, i in sorted(keys)[:5]))
    groups: Dict[Tuple[str, str, str], List[str]] = defaultdict(list)
    for key in sorted(old.keys() & new.keys()):
        if (old[key]["correct"], old[key]["reason"]) != (new[key]["correct"], new[key]["reason"]):
            groups[(key[0], old[key]["reason"], new[key]["reason"])].append(key[1])
    for (group, was, now_reason), ids in sorted(groups.items(), key=lambda item: -len(item[1])):
        lines.append(f"{len(ids):5d}  {group}: {was} -> {now_reason}  (" + ", ".join(ids[:3]) + ")")
    return lines


def check(corpora: Path) -> int:
    """Grade now and print the changes against the committed snapshot; return how many lines of change."""
    found = changes(load(COMMITTED), snapshot_rows(corpora))
    print("\n".join(found) if found else f"no verdict changed ({COMMITTED.relative_to(ROOT)})")
    return len(found)


def write(path: Path, corpora: Path, with_audit: bool) -> int:
    """Grade every job and write one line per row; return the row count."""
    count = 0
    with path.open("w", encoding="utf-8") as out:
        for group, key, response, reference, options in jobs(corpora, with_audit):
            verdict = grade(response, reference, **options)
            out.write(json.dumps({"set": group, "id": key, "correct": verdict.correct, "reason": verdict.reason.name,
                                  "candidate": verdict.candidate, "response_end": response[-160:],
                                  "reference": reference}, ensure_ascii=False) + "\n")
            count += 1
    return count


def _read(path: Path) -> Dict[Tuple[str, str], dict]:
    return {(row["set"], row["id"]): row for row in load(path)}


def diff(before: Path, after: Path, examples: int) -> int:
    """Print the changed rows grouped by set and reason change; return how many changed."""
    old, new = _read(before), _read(after)
    groups: Dict[Tuple[str, str, str], List[Tuple[dict, dict]]] = defaultdict(list)
    for key in sorted(old.keys() & new.keys()):
        a, b = old[key], new[key]
        if (a["correct"], a["reason"], a["candidate"]) != (b["correct"], b["reason"], b["candidate"]):
            family = key[0] if not key[0].startswith("audit/") else "/".join(key[0].split("/")[::2])
            groups[(family, a["reason"], b["reason"])].append((a, b))
    changed = sum(len(rows) for rows in groups.values())
    print(f"{len(old)} rows before, {len(new)} after, {len(old.keys() - new.keys())} gone, "
          f"{len(new.keys() - old.keys())} new, {changed} changed")
    for (family, was, now), rows in sorted(groups.items(), key=lambda item: -len(item[1])):
        print(f"\n{len(rows):6d}  {family}: {was} -> {now}")
        for a, b in rows[:examples]:
            print(f"        ref {b['reference']!r} cand {a['candidate']!r} -> {b['candidate']!r}")
            print(f"        ...{b['response_end'][-110:]!r}")
    flips = Counter((key[0].split("/")[0], old[key]["correct"], new[key]["correct"])
                    for key in old.keys() & new.keys() if old[key]["correct"] != new[key]["correct"])
    if flips:
        print("\nverdict flips by set (was -> now):")
        for (group, was, now), n in sorted(flips.items()):
            print(f"  {group}: {was} -> {now}: {n}")
    return changed


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    w = sub.add_parser("write", help="grade every row and write the snapshot")
    w.add_argument("output", type=Path)
    w.add_argument("--audit", action="store_true", help="also every audit variant over the corpora's references")
    w.add_argument("--corpora", type=Path, default=CORPORA)
    d = sub.add_parser("diff", help="list the rows whose verdict, reason or candidate changed")
    d.add_argument("before", type=Path)
    d.add_argument("after", type=Path)
    d.add_argument("--examples", type=int, default=3)
    for name, text in (("commit", "rewrite tests/cases/verdict_snapshot.jsonl from the grader as it is"),
                       ("check", "diff the grader as it is against tests/cases/verdict_snapshot.jsonl")):
        sub.add_parser(name, help=text).add_argument("--corpora", type=Path, default=CORPORA)
    args = parser.parse_args(argv)
    if args.command == "commit":
        print(f"wrote {commit(args.corpora)} rows to {COMMITTED}", file=sys.stderr)
        return 0
    if args.command == "check":
        return 1 if check(args.corpora) else 0
    if args.command == "write":
        count = write(args.output, args.corpora, args.audit)
        print(f"wrote {count} rows to {args.output}", file=sys.stderr)
        return 0
    diff(args.before, args.after, args.examples)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
