"""Each adapter called exactly as its framework calls it (documented contracts; the frameworks
themselves are too heavy for CI and are not installed there)."""

from __future__ import annotations

import importlib.util
import multiprocessing
import pickle
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import pytest

from strictgrade.integrations import lighteval, lm_eval, opencompass, openrlhf, trl, verl

# --- TRL: GRPOTrainer calls reward_func(prompts=..., completions=..., <dataset columns>..., **kwargs)


def test_trl_keyword_call_with_extra_columns() -> None:
    reward = trl.StrictGradeReward()
    rewards = reward(
        prompts=["p1", "p2", "p3"],
        completions=[r"so \boxed{4}", "The answer is 5.", "3 or 4"],
        completion_ids=[[1], [2], [3]],
        solution=["4", "5", "4"],
        problem=["q1", "q2", "q3"],
        trainer_state=None,
    )
    assert rewards == [1.0, 1.0, 0.0]
    assert reward.__name__ == "strictgrade"


def test_trl_conversational_completions_and_custom_values() -> None:
    reward = trl.StrictGradeReward(reference_column="ground_truth", correct=2.0, incorrect=-1.0, name="math_reward")
    completions = [
        [{"role": "assistant", "content": r"\boxed{7}"}],
        [{"role": "user", "content": "hm"}, {"role": "assistant", "content": r"\boxed{8}"}],
    ]
    assert reward(completions=completions, prompts=[[], []], ground_truth=["7", "7"]) == [2.0, -1.0]
    assert reward.__name__ == "math_reward"


def test_trl_reward_mode_needs_a_box_or_anchor_and_bad_references_give_none() -> None:
    reward = trl.StrictGradeReward()
    assert reward(completions=["7", r"\boxed{7}"], solution=["7", r"\frac{"]) == [0.0, None]


def test_trl_reasoning_models() -> None:
    reward = trl.StrictGradeReward(reasoning=True)
    completions = [r"<think>\boxed{3}</think> So \boxed{4}", r"<think>thinking \boxed{4}", r"\boxed{4}"]
    assert reward(completions=completions, solution=["4", "4", "4"]) == [1.0, 0.0, 0.0]


def test_trl_reward_is_picklable_and_thread_safe() -> None:
    reward = pickle.loads(pickle.dumps(trl.StrictGradeReward(correct=3.0)))
    batch = {"completions": [rf"\boxed{{{n}}}" for n in range(40)], "solution": [str(n - n % 2) for n in range(40)]}
    expected = [3.0 if n % 2 == 0 else 0.0 for n in range(40)]
    with ThreadPoolExecutor(max_workers=8) as pool:
        assert all(result == expected for result in pool.map(lambda _: reward(**batch), range(16)))


# --- verl: the parallel reward manager calls compute_score(data_source, solution_str, ground_truth, extra_info)
# positionally in worker processes.


def test_verl_positional_calls_from_a_process_pool() -> None:
    args = [("openai/gsm8k", f"... #### {n}", str(n - n % 3), {"index": n}) for n in range(30)]
    with ProcessPoolExecutor(max_workers=2, mp_context=multiprocessing.get_context("spawn")) as pool:
        scores = list(pool.map(verl.compute_score, *zip(*args)))
    assert scores == [1.0 if n % 3 == 0 else 0.0 for n in range(30)]


def test_verl_dict_lists_of_references_and_batches() -> None:
    assert verl.compute_score("math", r"\boxed{\frac{2}{4}}", r"\frac12", None, return_dict=True) == {
        "score": 0.0, "acc": False, "pred": r"\frac{2}{4}",
    }
    assert verl.compute_score("math", r"\boxed{x=2}", ["x = 3", "2"]) == 1.0
    assert verl.compute_score_batch(["a", "b"], [r"\boxed{1}", r"\boxed{2}"], ["1", "1"], None) == [1.0, 0.0]
    assert verl.compute_score("math", r"<think>\boxed{1}", "1", reasoning=True) == 0.0


# --- OpenRLHF: reward_func(queries, prompts, labels) with queries = prompt + generation, special tokens kept


def test_openrlhf_strips_prompts_and_special_tokens() -> None:
    prompts = ["<|im_start|>user\nWhat is 3+4? Answer: 9<|im_end|>\n<|im_start|>assistant\n"] * 2
    queries = [prompts[0] + r"It is \boxed{7}<|im_end|>", prompts[1] + r"It is \boxed{8}<|im_end|><|endoftext|>"]
    out = openrlhf.reward_func(queries, prompts, ["7", "7"])
    assert [float(x) for x in out["rewards"]] == [1.0, 0.0]
    assert [float(x) for x in out["scores"]] == [1.0, 0.0]
    assert set(out) == {"rewards", "scores", "extra_logs"}
    # the "Answer: 9" inside the prompt is never graded; the chat tokens are grade()'s to read
    assert openrlhf.response_of(queries[0], prompts[0]) == r"It is \boxed{7}<|im_end|>"
    with pytest.raises(ValueError):
        openrlhf.reward_func(queries, prompts, ["7"])


# --- lm-evaluation-harness


def test_lm_eval_process_results_and_filter() -> None:
    assert lm_eval.process_results({"problem": "q", "answer": r"\frac{1}{2}"}, [r"so \boxed{0.5}"]) == {"strictgrade": 1}
    assert lm_eval.process_results({"answer": "5"}, [["3 or 5"]]) == {"strictgrade": 0}
    assert lm_eval.process_results_finqa({"answer": "12.57"}, ["...\nFormatted answer: 12.5712"]) == {"strictgrade": 1}
    assert lm_eval.extract_filter([[r"\boxed{1}", "no idea at all here"]], None) == [["1", ""]]


@pytest.mark.parametrize("task", ["math500_strictgrade", "finqa_strictgrade", "finqa_verified_strictgrade"])
def test_lm_eval_task_folders_point_at_real_functions(task: str) -> None:
    folder = lm_eval.task_folder() / task
    config = (folder / f"{task}.yaml").read_text()
    assert f"task: {task}" in config and "!function utils.process_results" in config and "metric: strictgrade" in config
    spec = importlib.util.spec_from_file_location(f"{task}_utils", folder / "utils.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.process_results({"answer": "3"}, ["Formatted answer: 3"]) == {"strictgrade": 1}


# --- lighteval and OpenCompass


def test_lighteval_sample_metric() -> None:
    assert lighteval.strictgrade_sample(["4", "four"], [r"\boxed{4}", r"\boxed{5}"]) == 1.0
    assert lighteval.strictgrade_sample(["4"], []) == 0.0


def test_lighteval_metric_object_when_installed() -> None:
    pytest.importorskip("lighteval")
    assert lighteval.make_metric().metric_name == "strictgrade"


def test_opencompass_evaluator() -> None:
    if importlib.util.find_spec("opencompass") is None:
        assert opencompass.StrictgradeEvaluator is opencompass.StrictgradeScorer
    result = opencompass.StrictgradeEvaluator().score([r"\boxed{2}", "3 or 4", None], ["2", "4", "1"])
    assert result["accuracy"] == pytest.approx(100 / 3)
    assert [d["reason"] for d in result["details"]] == ["EQUAL", "HEDGED", "NO_ANSWER"]
    assert "error" in opencompass.StrictgradeEvaluator().score(["1"], [])
    assert opencompass.StrictgradeEvaluator(decimals=2).score(["Answer: 1.004"], ["1"])["accuracy"] == 100.0


def test_importing_the_adapters_imports_no_framework() -> None:
    import subprocess
    import sys

    code = (
        "import sys; import strictgrade.integrations.trl, strictgrade.integrations.verl, "
        "strictgrade.integrations.openrlhf, strictgrade.integrations.lm_eval, strictgrade.integrations.lighteval, "
        "strictgrade.integrations.opencompass, strictgrade.integrations.ray, strictgrade.integrations.finqa; "
        "print(sorted(m for m in ('trl', 'verl', 'openrlhf', 'lm_eval', 'lighteval', 'opencompass', 'torch', 'ray', "
        "'numpy', 'pandas') if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_every_adapter_from_eight_threads_after_a_pickle_round_trip() -> None:
    calls = [
        (pickle.loads(pickle.dumps(trl.StrictGradeReward())), lambda f: f(completions=[r"\boxed{3}"], solution=["3"]), [1.0]),
        (pickle.loads(pickle.dumps(verl.compute_score)), lambda f: f("src", r"\boxed{3}", "3", None), 1.0),
        (pickle.loads(pickle.dumps(openrlhf.reward_func)), lambda f: [float(x) for x in f([r"q \boxed{3}"], ["q"], ["3"])["rewards"]], [1.0]),
        (pickle.loads(pickle.dumps(lm_eval.process_results)), lambda f: f({"answer": "3"}, [r"\boxed{3}"]), {"strictgrade": 1}),
        (pickle.loads(pickle.dumps(lighteval.strictgrade_sample)), lambda f: f(["3"], [r"\boxed{3}"]), 1.0),
        (pickle.loads(pickle.dumps(opencompass.StrictgradeEvaluator())), lambda f: f.score([r"\boxed{3}"], ["3"])["accuracy"], 100.0),
    ]

    def run_all(_: int) -> list:
        return [call(adapter) for adapter, call, _ in calls]

    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(run_all, range(32)))
    assert all(result == [expected for _, _, expected in calls] for result in results)
