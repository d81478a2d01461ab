"""grade_many and the Ray Data adapter give the verdicts grade() gives, in order."""

from __future__ import annotations

import pickle

import pytest

from strictgrade import grade, grade_iter, grade_many
from strictgrade.integrations.ray import StrictGrader

RESPONSES = [rf"\boxed{{{n}}}" for n in range(600)] + ["3 or 4", r"\boxed{\frac{2}{4}}", ""]
REFERENCES = [str(n if n % 5 else n + 1) for n in range(600)] + ["4", r"\frac12", "1"]


def test_grade_many_in_process_and_in_workers() -> None:
    expected = [grade(r, g) for r, g in zip(RESPONSES, REFERENCES)]
    assert grade_many(RESPONSES, REFERENCES) == expected
    assert grade_many(RESPONSES, REFERENCES, workers=2) == expected


def test_grade_many_passes_options_and_checks_lengths() -> None:
    assert [v.reason.name for v in grade_many(["Answer: 2.345"], ["2.35"], decimals=2)] == ["ROUNDED_EQUAL"]
    with pytest.raises(ValueError):
        grade_many(["1"], ["1", "2"])
    with pytest.raises(ValueError):
        grade_many(["1"], ["1"], workers=0)


def test_ray_adapter_on_plain_and_numpy_batches() -> None:
    grader = pickle.loads(pickle.dumps(StrictGrader("solution_str", "ground_truth", decimals=2)))
    batch = {"solution_str": [r"\boxed{5}", "Answer: 2.345", "7 or 8"], "ground_truth": ["5", "2.35", "8"], "id": [1, 2, 3]}
    out = grader(batch)
    assert out["reason"] == ["EQUAL", "ROUNDED_EQUAL", "HEDGED"] and out["id"] == [1, 2, 3]
    numpy = pytest.importorskip("numpy")
    out = grader({name: numpy.asarray(values) for name, values in batch.items()})
    assert out["correct"].tolist() == [True, True, False]


def test_ray_adapter_on_a_pandas_frame() -> None:
    pandas = pytest.importorskip("pandas")
    frame = pandas.DataFrame({"response": [r"\boxed{1}", r"\boxed{2}"], "gold": ["1", "3"]})
    assert StrictGrader()(frame)["correct"].tolist() == [True, False]


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # Ray's own deprecations, not ours
@pytest.mark.filterwarnings("ignore::ResourceWarning")
def test_ray_data_map_batches_for_real() -> None:
    ray = pytest.importorskip("ray")
    ray.init(num_cpus=1, include_dashboard=False, ignore_reinit_error=True, log_to_driver=False)
    try:
        rows = [{"response": r, "gold": g} for r, g in zip(RESPONSES[:50], REFERENCES[:50])]
        graded = ray.data.from_items(rows).map_batches(StrictGrader, concurrency=1, batch_size=16).take_all()
        assert [row["correct"] for row in graded] == [grade(r, g).correct for r, g in zip(RESPONSES[:50], REFERENCES[:50])]
    finally:
        ray.shutdown()


def test_grade_many_takes_generators_and_reports_progress() -> None:
    # On 0.1.0, grade_many called len() on its arguments: a generator raised TypeError.
    expected = [grade(r, g) for r, g in zip(RESPONSES, REFERENCES)]
    seen = []
    verdicts = grade_many((r for r in RESPONSES), iter(REFERENCES), progress=seen.append)
    assert verdicts == expected and sum(seen) == len(RESPONSES) and len(seen) > 1
    assert grade_many((r for r in RESPONSES), (g for g in REFERENCES), workers=2) == expected
    with pytest.raises(ValueError, match="differ in length"):
        grade_many((r for r in ["1", "2"]), iter(["1"]))


def test_grade_iter_streams_in_order_without_reading_ahead() -> None:
    read = []

    def responses():
        for n in range(10_000):
            read.append(n)
            yield rf"\boxed{{{n}}}"

    stream = grade_iter(responses(), (str(n) for n in range(10_000)))
    assert [next(stream).correct for _ in range(3)] == [True, True, True]
    assert len(read) < 10_000  # lazily, a chunk at a time
    assert all(v.correct for v in stream) and len(read) == 10_000
