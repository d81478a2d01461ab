"""Run strictgrade's adapters inside the real frameworks (outside CI: they need torch).

Per framework: create a venv under --root, install the framework CPU-only from PyPI, install
strictgrade from this checkout (not editable, so the packaged task YAMLs are what is tested), build a
tiny random model and a byte-level tokenizer locally (no hub downloads: HF_HUB_OFFLINE=1), and run
the framework for real on local data (MATH-500 problems from the shared corpora, a few FinQA-format
documents written here). Prints a Markdown table: framework, version, passed, what was checked.

    python benchmarks/frameworks.py                      # everything (installs take a while)
    python benchmarks/frameworks.py --only trl lm-eval   # some frameworks
    python benchmarks/frameworks.py --no-install         # reuse the venvs as they are

The "... -> strictgrade serve" rows start the reward service here (``python -m strictgrade serve``:
run this script from a venv with the serve extra) and drive it with the frameworks' own clients:
OpenRLHF's remote reward client, slime's ``rm_hub`` (slime is not on PyPI: pass ``--slime`` a
checkout or a git directory of its repository; it is exported to a scratch folder and put on
``sys.path`` for that check only) and a TRL GRPO run whose reward function calls the service.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import socket
import subprocess
import sys
import textwrap
import time
import urllib.request
from pathlib import Path
from typing import Dict, Iterator, List, NamedTuple, Optional, Sequence

REPO = Path(__file__).resolve().parent.parent
DEFAULT_DATA = REPO.parent / "shared" / "corpora" / "math500_problems.jsonl"
FALLBACK_DATA = Path("/work/shared/corpora/math500_problems.jsonl")
TORCH = "torch==2.13.0+cpu"  # the CPU build; any CPU torch the frameworks accept will do
CHECK_TIMEOUT = 1800  # seconds for one framework's check
SERVE_URL_ENV = "STRICTGRADE_SERVE_URL"  # where a check finds the reward service this script started
SLIME_SOURCE_ENV = "SLIME_SOURCE"  # the scratch folder slime's source was exported to
SERVE_START_TIMEOUT = 120
SLIME_COMMIT = ["not given"]  # the commit of the slime source given with --slime (its version column)
INSTALL_TIMEOUT = 3600


class Framework(NamedTuple):
    name: str
    venv: str  # frameworks whose pins agree share a venv
    packages: Sequence[str]  # installed with their dependencies
    no_deps: Sequence[str]  # installed without (see the note)
    distribution: str  # whose version is reported
    note: str
    check: str  # Python source run in the venv
    serve: bool = False  # the check talks to ``strictgrade serve``, started by this script


# ---------------------------------------------------------------------------------------------
# Code every check shares: local data, a tiny tokenizer and model, and the result line.

PRELUDE = r'''
import json, os, sys, time, traceback
from pathlib import Path
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("HF_DATASETS_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
os.environ.setdefault("WANDB_DISABLED", "true")
ROOT = Path(sys.argv[1]); DATA = Path(sys.argv[2]); WORK = Path(sys.argv[3])
WORK.mkdir(parents=True, exist_ok=True)
CHECKED = []

def ok(what):
    CHECKED.append(what)
    print("ok:", what, flush=True)

def finish(passed):
    print("RESULT " + json.dumps({"passed": passed, "checked": "; ".join(CHECKED)}), flush=True)

def math500(n):
    rows = [json.loads(line) for line in DATA.read_text().splitlines() if line.strip()]
    return rows[:n]

FINQA_DOCS = [
    {"id": "a", "pre_text": ["The company's margin improved.", "All amounts in millions."],
     "table": [["", "2019", "2018"], ["gross margin", "94%", "90%"]], "post_text": ["See note 2."],
     "question": "what was the gross margin in 2019?", "answer": "94%", "exe_ans": 0.94},
    {"id": "b", "pre_text": ["Revenue is reported in billions."], "table": [["", "2019"], ["revenue", "$ 1.2"]],
     "post_text": [], "question": "what was revenue in 2019?", "answer": "$ 1.2 billion", "exe_ans": 1.2},
    {"id": "c", "pre_text": ["Shares outstanding."], "table": [["", "2019", "2018"], ["shares", "110", "8.75"]],
     "post_text": ["None."], "question": "what is the ratio of shares?", "answer": "12.57", "exe_ans": 12.5714},
    {"id": "d", "pre_text": ["Costs fell."], "table": [["", "2019", "2018"], ["costs", "96.8", "100"]],
     "post_text": [], "question": "what was the change in costs?", "answer": "-3.2%", "exe_ans": -0.032},
]
VERIFIED_DOCS = [
    {"context": "Revenue 2019: 110; revenue 2018: 8.75.", "question": "ratio of revenue 2019 to 2018?", "answer": "12.57"},
    {"context": "Costs 2019: 96.8; costs 2018: 100.", "question": "percent change in costs?", "answer": "-3.20"},
]

def write_jsonl(path, rows):
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path

def tiny_tokenizer(folder):
    """A byte-level BPE tokenizer trained here on MATH-500 text, with a ChatML template."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast
    folder = Path(folder)
    if (folder / "tokenizer.json").exists():
        return PreTrainedTokenizerFast.from_pretrained(str(folder))
    texts = [r["problem"] + "\n" + r["solution"] for r in math500(200)]
    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=600, special_tokens=["<|endoftext|>", "<|im_start|>", "<|im_end|>"],
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet())
    tok.train_from_iterator(texts, trainer)
    hf = PreTrainedTokenizerFast(tokenizer_object=tok, eos_token="<|endoftext|>", pad_token="<|endoftext|>",
                                 unk_token="<|endoftext|>")
    hf.chat_template = ("{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n"
                        "{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}")
    hf.save_pretrained(str(folder))
    return hf

def tiny_model(folder):
    """A 2-layer Qwen2 with random weights and the tokenizer above, saved as a local HF folder."""
    folder = Path(folder)
    tokenizer = tiny_tokenizer(folder)
    if not (folder / "config.json").exists():
        import torch
        from transformers import Qwen2Config, Qwen2ForCausalLM
        torch.manual_seed(0)
        config = Qwen2Config(vocab_size=len(tokenizer), hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                             num_attention_heads=2, num_key_value_heads=1, max_position_embeddings=2048,
                             eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id,
                             bos_token_id=tokenizer.eos_token_id, tie_word_embeddings=True)
        Qwen2ForCausalLM(config).save_pretrained(str(folder))
    return folder

def installed_file(module):
    import importlib
    return Path(importlib.import_module(module).__file__)

def main_guard(run):
    try:
        run()
        finish(True)
    except BaseException:
        traceback.print_exc()
        finish(False)
'''

# ---------------------------------------------------------------------------------------------

TRL_CHECK = r'''
def run():
    from datasets import Dataset
    from trl import GRPOConfig, GRPOTrainer
    from strictgrade.integrations.trl import StrictGradeReward
    model = tiny_model(WORK / "tiny")
    rows = math500(8)
    calls = []
    reward = StrictGradeReward()
    def recording(**kwargs):
        out = reward(**kwargs)
        calls.append(out)
        return out
    recording.__name__ = "strictgrade"
    for kind in ("plain", "conversational"):
        if kind == "plain":
            data = Dataset.from_list([{"prompt": r["problem"], "solution": r["answer"]} for r in rows])
        else:
            data = Dataset.from_list([{"prompt": [{"role": "user", "content": r["problem"]}], "solution": r["answer"]}
                                      for r in rows])
        args = GRPOConfig(output_dir=str(WORK / ("out-" + kind)), max_steps=3, per_device_train_batch_size=4,
                          num_generations=4, max_completion_length=12, logging_steps=1, report_to=[],
                          use_cpu=True, bf16=False, save_strategy="no", seed=0)
        trainer = GRPOTrainer(model=str(model), reward_funcs=[recording], args=args, train_dataset=data)
        trainer.train()
        steps = trainer.state.global_step
        logged = [h for h in trainer.state.log_history if "rewards/strictgrade/mean" in h]
        assert steps == 3, steps
        assert logged, trainer.state.log_history
        ok(f"GRPOTrainer {kind} prompts: 3 steps, reward logged as rewards/strictgrade/mean")
    assert calls and all(all(v in (0.0, 1.0) for v in out) for out in calls), calls[:2]
    direct = reward(completions=[r"so \boxed{4}", "no answer", r"\boxed{4}"], solution=["4", "4", r"\frac{"])
    assert direct == [1.0, 0.0, None], direct
    ok(f"{len(calls)} reward calls, every value 0.0/1.0 (random model); direct call gives [1.0, 0.0, None]")
main_guard(run)
'''

LM_EVAL_CHECK = r'''
import subprocess
def including_yamls():
    from strictgrade.integrations.lm_eval import task_folder
    tasks = task_folder()
    inc = WORK / "include"; inc.mkdir(exist_ok=True)
    data = WORK / "data"; data.mkdir(exist_ok=True)
    write_jsonl(data / "math500.jsonl", math500(500))
    write_jsonl(data / "finqa.jsonl", FINQA_DOCS)
    write_jsonl(data / "finqa_verified.jsonl", VERIFIED_DOCS)
    for task, original, file in [("math500_strictgrade", "math500_strictgrade", "math500.jsonl"),
                                 ("finqa_strictgrade", "finqa_strictgrade", "finqa.jsonl"),
                                 ("finqa_verified_strictgrade", "finqa_verified_strictgrade", "finqa_verified.jsonl")]:
        (inc / f"{task}_local.yaml").write_text(
            f"include: {tasks / original / (original + '.yaml')}\n"
            f"task: {task}_local\n"
            "dataset_path: json\n"
            "dataset_kwargs:\n"
            "  data_files:\n"
            f"    test: {data / file}\n")
    # the filter_list form, in a user's own task folder (its utils.py imports the adapter)
    (inc / "utils.py").write_text("from strictgrade.integrations.lm_eval import extract_filter, process_results\n")
    (inc / "math500_filtered_local.yaml").write_text(
        f"include: {tasks / 'math500_strictgrade' / 'math500_strictgrade.yaml'}\n"
        "task: math500_filtered_local\n"
        "dataset_path: json\n"
        "dataset_kwargs:\n"
        "  data_files:\n"
        f"    test: {data / 'math500.jsonl'}\n"
        "process_results: !function utils.process_results\n"
        "filter_list:\n"
        "  - name: strictgrade_answer\n"
        "    filter:\n"
        "      - function: custom\n"
        "        filter_fn: !function utils.extract_filter\n"
        "      - function: take_first\n")
    return inc

def run():
    import lm_eval
    from lm_eval import simple_evaluate
    from lm_eval.api.model import LM
    from lm_eval.tasks import TaskManager
    inc = including_yamls()
    model = tiny_model(WORK / "tiny")
    names = "math500_strictgrade_local,finqa_strictgrade_local,finqa_verified_strictgrade_local"
    out = WORK / "cli-out"
    cmd = [str(Path(sys.executable).parent / "lm_eval"), "--model", "hf",
           "--model_args", f"pretrained={model},dtype=float32", "--device", "cpu", "--batch_size", "1",
           "--include_path", str(inc), "--tasks", names, "--limit", "3",
           "--gen_kwargs", "max_gen_toks=8", "--output_path", str(out), "--log_samples"]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=1200)
    print(done.stdout[-3000:], done.stderr[-3000:])
    assert done.returncode == 0, done.returncode
    results = [json.loads(p.read_text()) for p in sorted(out.rglob("results*.json"))]
    assert results, "no results file"
    scores = results[-1]["results"]
    for name in names.split(","):
        assert "strictgrade,none" in scores[name], scores
    counts = {n: results[-1]["n-samples"][n]["effective"] for n in names.split(",")}
    samples = sorted(out.rglob("samples_finqa_strictgrade_local*.jsonl"))[-1]
    prompts = [json.loads(line)["arguments"]["gen_args_0"]["arg_0"] for line in samples.read_text().splitlines()]
    assert prompts and not any("['" in p or "[[" in p for p in prompts), prompts[:1]
    assert "gross margin | 94% | 90%" in prompts[0], prompts[0]
    ok("lm_eval CLI with a tiny local Qwen2 (--model hf, local JSON data through including YAMLs): " + ", ".join(
        f"{n.replace('_local', '')} {c} docs" for n, c in counts.items()) + "; FinQA prompts join pre_text/table/post_text")

    class Oracle(LM):
        """Answers every request with the document's own answer, written as a model would."""
        def __init__(self, write):
            super().__init__()
            self.write = write
        def generate_until(self, requests, disable_tqdm=False):
            return [self.write(r.doc) for r in requests]
        def loglikelihood(self, requests, disable_tqdm=False):
            raise NotImplementedError
        def loglikelihood_rolling(self, requests, disable_tqdm=False):
            raise NotImplementedError

    manager = TaskManager(include_path=str(inc))
    def score(model, task):
        res = simple_evaluate(model=model, tasks=[task], task_manager=manager)
        return res["results"][task]["strictgrade,none"]
    math_score = score(Oracle(lambda d: f"So the answer is $\\boxed{{{d['answer']}}}$."), "math500_strictgrade_local")
    ok(f"math500_strictgrade on all 500 local problems, each answered with its reference boxed: {math_score:.3f}")
    res = simple_evaluate(model=Oracle(lambda d: f"So the answer is $\\boxed{{{d['answer']}}}$."),
                          tasks=["math500_filtered_local"], task_manager=manager)
    filtered = res["results"]["math500_filtered_local"]["strictgrade,strictgrade_answer"]
    ok(f"filter_list form (custom filter extract_filter, then process_results): {filtered:.3f}")
    finqa_program = score(Oracle(lambda d: f"...\nFormatted answer: {d['exe_ans']}"), "finqa_strictgrade_local")
    finqa_text = score(Oracle(lambda d: f"...\nFormatted answer: {d['answer']}"), "finqa_strictgrade_local")
    assert finqa_program == 1.0 and finqa_text == 1.0, (finqa_program, finqa_text)
    ok("finqa_strictgrade (FinQA convention): program results (0.94 for 94%, 1.2 for $ 1.2 billion) 1.000, "
       "the answer strings 1.000")
    verified = score(Oracle(lambda d: f"Work.\nFormatted answer: {d['answer']}"), "finqa_verified_strictgrade_local")
    assert verified == 1.0, verified
    ok(f"finqa_verified_strictgrade: 'Formatted answer:' lines {verified:.3f}")
    assert math_score >= 0.9, math_score
main_guard(run)
'''

VERL_CHECK = r'''
def run():
    import asyncio
    import numpy as np
    import pandas as pd
    import torch
    from omegaconf import OmegaConf
    from verl import DataProto
    from verl.trainer.ppo.reward import get_custom_reward_fn, load_reward_manager
    from verl.utils.import_utils import load_extern_object
    tokenizer = tiny_tokenizer(WORK / "tiny")
    path = installed_file("strictgrade.integrations.verl")
    for where in (str(path), "pkg://strictgrade.integrations.verl"):
        fn = load_extern_object(module_path=where, object_name="compute_score")
        assert fn("math", r"\boxed{4}", "4") == 1.0
        ok(f"load_extern_object({'file path' if where.startswith('/') else where})")
    # ground truths as verl reads them from parquet: numpy scalars and arrays
    truths = []
    for i, truth in enumerate([4, 0.5, ["3", "4"], "x"]):  # one file each: a parquet column has one type
        pd.DataFrame({"data_source": ["math"], "reward_model": [{"ground_truth": truth}]}).to_parquet(WORK / f"{i}.parquet")
        truths.append(pd.read_parquet(WORK / f"{i}.parquet")["reward_model"][0]["ground_truth"])
    print("parquet ground_truth types:", [type(t).__name__ for t in truths])
    truths += [np.int64(4), np.float64(0.5), np.array(["4"])]  # numpy scalars as a top-level column gives them
    responses = [r"so \boxed{4}", r"\boxed{\frac{1}{2}}", r"The answer is 4.", r"\boxed{5}", r"\boxed{4}",
                 r"\boxed{0.50}", r"\boxed{4}"]
    expected = [1.0, 1.0, 1.0, 0.0, 1.0, 1.0, 1.0]
    for manager_name in ("naive", "dapo"):
        config = OmegaConf.create({"reward": {
            "custom_reward_function": {"path": str(path), "name": "compute_score", "reward_kwargs": {}},
            "reward_manager": {"source": "register", "name": manager_name,
                               "module": {"path": None, "name": "custom_reward_manager"}},
            "reward_model": {"enable": False}, "sandbox_fusion": None}})
        assert get_custom_reward_fn(config)("math", r"\boxed{4}", np.int64(4)) == 1.0
        try:
            manager = load_reward_manager(config, tokenizer)
        except TypeError as error:  # a manager needing more constructor arguments
            print("skip", manager_name, error)
            continue
        got = []
        for response, truth in zip(responses, truths):
            prompt_ids = tokenizer("What is 2+2?", return_tensors="pt")["input_ids"]
            response_ids = tokenizer(response, return_tensors="pt")["input_ids"]
            attention = torch.ones(1, prompt_ids.shape[1] + response_ids.shape[1], dtype=torch.long)
            data = DataProto.from_dict(
                tensors={"prompts": prompt_ids, "responses": response_ids, "attention_mask": attention},
                non_tensors={"data_source": np.array(["math"], dtype=object),
                             "reward_model": np.array([{"ground_truth": truth}], dtype=object),
                             "extra_info": np.array([{}], dtype=object)})
            result = manager.loop.run_until_complete(manager.run_single(data))
            got.append(float(result["reward_score"]))
        assert got == expected, (manager_name, got)
        ok(f"load_reward_manager -> {type(manager).__name__}.run_single on parquet ground truths "
           f"(parquet-read int, float, ndarray, str; numpy int64, float64, array): {got}")
main_guard(run)
'''

OPENRLHF_CHECK = r'''
def run():
    import asyncio
    from types import SimpleNamespace
    import openrlhf.utils.agent as agent
    tokenizer = tiny_tokenizer(WORK / "tiny")
    path = installed_file("strictgrade.integrations.openrlhf")
    executor = agent.SingleTurnAgentExecutor(str(path))
    assert executor.reward_func is not None
    ok("SingleTurnAgentExecutor loads the reward file by path")

    class Engine:
        """Stands in for vLLM (no CPU build here): returns a fixed generation's token ids."""
        def __init__(self, text):
            self.ids = tokenizer(text, add_special_tokens=False)["input_ids"] + [tokenizer.convert_tokens_to_ids("<|im_end|>")]
        async def generate(self, prompt_ids, params, multi_modal_data=None):
            return SimpleNamespace(outputs=[SimpleNamespace(token_ids=self.ids, finish_reason="stop", logprobs=None)])

    prompt = tokenizer.apply_chat_template([{"role": "user", "content": "What is 2+2? Answer: 5"}],
                                           tokenize=False, add_generation_prompt=True)
    params = SimpleNamespace(max_tokens=64, logprobs=None)
    got = []
    for text in (r"So \boxed{4}.", r"So \boxed{5}.", "It is 4"):
        out = asyncio.run(executor.execute(prompt, "4", params, 512, tokenizer, Engine(text)))
        got.append(float(out["reward"]))
        assert "strictgrade_accuracy" in out["extra_logs"], out["extra_logs"]
    assert got == [1.0, 0.0, 0.0], got
    ok(f"execute() with a ChatML prompt holding 'Answer: 5': rewards {got}, extra_logs strictgrade_accuracy")
    source = (Path(agent.__file__).parent.parent / "cli" / "train_ppo_ray.py").read_text()
    assert '"--reward.remote_url"' in source and '"--data.label_key"' in source
    ok("train_ppo_ray declares --reward.remote_url and --data.label_key")
main_guard(run)
'''

LIGHTEVAL_CHECK = r'''
def run():
    from lighteval.metrics.utils.metric_utils import SampleLevelMetric
    from lighteval.models.model_output import ModelResponse
    from lighteval.tasks.requests import Doc, SamplingMethod
    from strictgrade.integrations.lighteval import make_metric
    metric = make_metric()
    assert isinstance(metric, SampleLevelMetric) and metric.category is SamplingMethod.GENERATIVE
    ok("make_metric() -> SampleLevelMetric(SamplingMethod.GENERATIVE)")
    docs = [Doc(query="What is 2+2?", choices=["4"], gold_index=0), Doc(query="Half?", choices=[r"\frac12"], gold_index=0)]
    responses = [ModelResponse(text=[r"so \boxed{4}"]), ModelResponse(text=["I think 3"])]
    scores = [metric.compute_sample(doc=d, model_response=r) for d, r in zip(docs, responses)]
    assert scores == [{"strictgrade": 1.0}, {"strictgrade": 0.0}], scores
    aggregate = metric.get_corpus_aggregations()["strictgrade"]([s["strictgrade"] for s in scores])
    assert aggregate == 0.5, aggregate
    ok(f"compute_sample on Doc/ModelResponse: {scores}; corpus mean {aggregate}")
    pipeline_run()

def pipeline_run():
    """lighteval's own Pipeline: a custom task over local MATH-500 rows, the tiny model, our metric."""
    import types
    # lighteval's registry imports every built-in task; this one downloads a file from GitHub at import
    stub = types.ModuleType("lighteval.tasks.tasks.tiny_benchmarks")
    stub.TASKS_TABLE = []
    sys.modules["lighteval.tasks.tasks.tiny_benchmarks"] = stub
    from lighteval.logging.evaluation_tracker import EvaluationTracker
    from lighteval.models.transformers.transformers_model import TransformersModelConfig
    from lighteval.pipeline import ParallelismManager, Pipeline, PipelineParameters
    data = WORK / "data"; data.mkdir(exist_ok=True)
    write_jsonl(data / "math500.jsonl", math500(4))
    tasks = WORK / "strictgrade_tasks.py"
    tasks.write_text(
        "from lighteval.tasks.lighteval_task import LightevalTaskConfig\n"
        "from lighteval.tasks.requests import Doc\n"
        "from strictgrade.integrations.lighteval import make_metric\n"
        "def prompt(line, task_name=None):\n"
        "    return Doc(task_name=task_name, query=line['problem'], choices=[line['answer']], gold_index=0)\n"
        f"TASKS_TABLE = [LightevalTaskConfig(name='math500_sg', prompt_function=prompt, hf_repo={str(data)!r},\n"
        "    hf_subset='default', evaluation_splits=['train'], hf_avail_splits=['train'], few_shots_split=None,\n"
        "    few_shots_select=None, metrics=[make_metric()], generation_size=8, stop_sequence=[])]\n")
    model = tiny_model(WORK / "tiny")
    pipeline = Pipeline(
        tasks="math500_sg|0",
        pipeline_parameters=PipelineParameters(launcher_type=ParallelismManager.ACCELERATE,
                                               custom_tasks_directory=str(tasks), max_samples=4),
        evaluation_tracker=EvaluationTracker(output_dir=str(WORK / "out"), save_details=False),
        model_config=TransformersModelConfig(model_name=str(model), dtype="float32", batch_size=1, device="cpu"))
    pipeline.evaluate()
    results = pipeline.get_results()["results"]
    assert "strictgrade" in results["math500_sg:0"], results
    ok(f"Pipeline (accelerate, tiny local Qwen2, custom task on 4 local MATH-500 rows, metrics=[make_metric()]): "
       f"strictgrade {float(results['math500_sg:0']['strictgrade']):.3f} (random model), with tiny_benchmarks.py "
       "stubbed out (it downloads from GitHub at import)")
main_guard(run)
'''

OPENCOMPASS_CHECK = r'''
def run():
    from datasets import Dataset
    from opencompass.openicl.icl_evaluator import BaseEvaluator
    from opencompass.registry import ICL_EVALUATORS
    from strictgrade.integrations.opencompass import StrictgradeEvaluator
    assert issubclass(StrictgradeEvaluator, BaseEvaluator)
    predictions = [r"so \boxed{4}", "3 or 4", r"\boxed{\frac12}", "no idea"]
    references = ["4", "4", "0.5", "7"]
    # the columns OpenCompass's BaseDataset adds to every example
    dataset = Dataset.from_list([{"question": "q", "answer": r, "subdivision": "math", "idx": i}
                                 for i, r in enumerate(references)])
    for type_ in (StrictgradeEvaluator, "strictgrade.integrations.opencompass.StrictgradeEvaluator"):
        evaluator = ICL_EVALUATORS.build(dict(type=type_))
        result = evaluator.evaluate(k=1, n=1, original_dataset=dataset, predictions=predictions, references=references)
        assert result["accuracy"] == 50.0, result
        ok(f"ICL_EVALUATORS.build(type={'class' if isinstance(type_, type) else 'dotted name'}).evaluate: "
           f"accuracy {result['accuracy']}")
main_guard(run)
'''

RAY_CHECK = r'''
def run():
    import ray
    from ray.data import ActorPoolStrategy
    from strictgrade.integrations.ray import StrictGrader
    rows = math500(40)
    path = write_jsonl(WORK / "outputs.jsonl",
                       [{"response": f"The answer is $\\boxed{{{r['answer']}}}$." if i % 2 == 0 else "I don't know",
                         "gold": r["answer"]} for i, r in enumerate(rows)])
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        kwargs = {"response_col": "response", "reference_col": "gold"}
        for label, options in (("compute=ActorPoolStrategy(min_size=1, max_size=4)",
                                {"compute": ActorPoolStrategy(min_size=1, max_size=4)}),
                               ("concurrency=(1, 4)", {"concurrency": (1, 4)})):
            for batch_format in ("numpy", "pandas"):
                out = ray.data.read_json(str(path)).map_batches(
                    StrictGrader, fn_constructor_kwargs=kwargs, batch_format=batch_format, batch_size=8,
                    **options).take_all()
                correct = sum(bool(r["correct"]) for r in out)
                assert len(out) == 40 and correct == 20, (len(out), correct)  # every boxed reference, no other
                ok(f"read_json().map_batches(StrictGrader, {label}, batch_format={batch_format!r}) with "
                   f"ray.init(num_cpus=2): {correct}/40 correct (the 20 boxed references)")
    finally:
        ray.shutdown()
main_guard(run)
'''

SERVE_PRELUDE = r'''
import urllib.request
SERVE_URL = os.environ["STRICTGRADE_SERVE_URL"]

def served_count():
    """Responses the service has graded so far (its /metrics, every worker added up)."""
    text = urllib.request.urlopen(SERVE_URL + "/metrics", timeout=30).read().decode()
    return sum(float(line.rsplit(" ", 1)[1]) for line in text.splitlines()
               if line.startswith("strictgrade_responses_graded_total"))
'''

OPENRLHF_SERVE_CHECK = r'''
def run():
    import asyncio
    import urllib.parse
    from types import SimpleNamespace
    import openrlhf.utils.agent as agent
    tokenizer = tiny_tokenizer(WORK / "tiny")

    class Engine:
        """Stands in for vLLM (no CPU build here): returns a fixed generation's token ids."""
        def __init__(self, text):
            self.ids = tokenizer(text, add_special_tokens=False)["input_ids"] + [tokenizer.convert_tokens_to_ids("<|im_end|>")]
        async def generate(self, prompt_ids, params, multi_modal_data=None):
            return SimpleNamespace(outputs=[SimpleNamespace(token_ids=self.ids, finish_reason="stop", logprobs=None, text="")])

    penalty = urllib.parse.quote('{"NO_ANSWER":-0.5}')
    flags = {  # --reward.remote_url values; train_ppo_ray splits them on "," into the executor's list
        "plain": f"{SERVE_URL}/get_reward",
        "two URLs (sharded)": f"{SERVE_URL}/get_reward,{SERVE_URL}/get_reward",
        "format penalty": f"{SERVE_URL}/get_reward?rewards={penalty}",
    }
    expected = {"plain": [1.0, 0.0, 0.0], "two URLs (sharded)": [1.0, 0.0, 0.0], "format penalty": [1.0, 0.0, -0.5]}
    prompt = tokenizer.apply_chat_template([{"role": "user", "content": "What is 2+2? Answer: 5"}],
                                           tokenize=False, add_generation_prompt=True)
    before = served_count()
    for name, flag in flags.items():
        executor = agent.SingleTurnAgentExecutor(flag.split(","))
        assert executor.reward_func is None  # an HTTP endpoint, not a reward file

        async def rollouts():
            outs = []
            for text in (r"So \boxed{4}.", r"So \boxed{5}.", "It is 4"):
                params = SimpleNamespace(max_tokens=64, logprobs=None)
                outs.append(await executor.execute(prompt, "4", params, 512, tokenizer, Engine(text)))
            return outs

        outs = asyncio.run(rollouts())
        got = [out["reward"] for out in outs]
        assert got == [[value] for value in expected[name]], (name, got)
        assert [out["scores"] for out in outs] == [[1.0], [0.0], [0.0]], [out["scores"] for out in outs]
        assert all(out["extra_logs"] == {"strictgrade_correct": out["scores"]} for out in outs)
        ok(f"SingleTurnAgentExecutor.execute with --reward.remote_url {flag.replace(SERVE_URL, 'URL')}: "
           f"rewards {got}, scores and extra_logs strictgrade_correct")
    executor = agent.SingleTurnAgentExecutor([f"{SERVE_URL}/get_reward", f"{SERVE_URL}/get_reward"])
    queries = [prompt + text for text in (r"\boxed{4}", r"\boxed{5}", "4", r"\boxed{4}", r"\boxed{2+2}")]
    replies = asyncio.run(executor._fetch_rewards_via_http(queries, [prompt] * 5, ["4"] * 5))
    flat = [reward for reply in replies for reward in reply["rewards"]]
    assert len(replies) == 2 and flat == [1.0, 0.0, 0.0, 1.0, 0.0], replies
    ok(f"_fetch_rewards_via_http: a batch of 5 queries sharded over 2 URLs -> {flat}")
    graded = served_count() - before
    assert graded == 3 * 3 + 5, graded
    ok(f"the service's /metrics counted {graded:.0f} responses graded for these calls")
main_guard(run)
'''

SLIME_SERVE_CHECK = r'''
def run():
    import asyncio
    from types import SimpleNamespace
    sys.path.insert(0, os.environ["SLIME_SOURCE"])  # slime's own source, exported for this run
    from slime.rollout import rm_hub
    from slime.utils.types import Sample
    messages = [{"role": "user", "content": "What is 2+2?"}]
    samples = [Sample(prompt=messages, response=r"So \boxed{4}.", label="4"),
               Sample(prompt="What is 2+2?", response=r"So \boxed{5}.", label="4"),
               Sample(prompt="What is 2+2?", response="It is 4", label="4"),
               Sample(prompt="Half?", response=r"\boxed{\frac{1}{2}}", label="0.5")]
    plain = SimpleNamespace(rm_type="remote_rm", rm_url=SERVE_URL + "/slime", custom_rm_path=None, reward_key=None)
    keyed = SimpleNamespace(rm_type="remote_rm", rm_url=SERVE_URL + "/slime/verdict", custom_rm_path=None,
                            reward_key="reward")
    before = served_count()

    async def both():
        first = await rm_hub.batched_async_rm(plain, samples)
        second = await rm_hub.batched_async_rm(keyed, samples)
        await rm_hub._get_shared_session().close()
        return first, second

    rewards, replies = asyncio.run(both())
    assert rewards == [1.0, 0.0, 0.0, 1.0], rewards
    ok(f"rm_hub.batched_async_rm with --rm-type remote_rm --rm-url URL/slime: {rewards}")
    for sample, reply in zip(samples, replies):
        sample.reward = reply
    values = [sample.get_reward_value(keyed) for sample in samples]
    assert values == rewards, values
    assert [reply["reason"] for reply in replies] == ["EQUAL", "VALUE_MISMATCH", "NO_ANSWER", "VALUE_EQUAL"], replies
    ok(f"--rm-url URL/slime/verdict --reward-key reward: Sample.get_reward_value {values}, reasons "
       + ", ".join(reply["reason"] for reply in replies))
    graded = served_count() - before
    assert graded == 8, graded
    ok(f"the service's /metrics counted {graded:.0f} responses graded")
main_guard(run)
'''

TRL_SERVE_CHECK = r'''
def run():
    import json
    from datasets import Dataset
    from trl import GRPOConfig, GRPOTrainer
    from strictgrade.integrations.trl import StrictGradeReward
    model = tiny_model(WORK / "tiny")
    rows = math500(8)
    local = StrictGradeReward()
    calls = []

    def strictgrade_service(completions, solution, **kwargs):
        """A reward function that asks the service: POST /grade, one row per completion."""
        texts = [c if isinstance(c, str) else c[-1]["content"] for c in completions]
        body = json.dumps({"rows": [{"response": t, "reference": s} for t, s in zip(texts, solution)]}).encode()
        request = urllib.request.Request(SERVE_URL + "/grade", data=body, headers={"content-type": "application/json"})
        verdicts = json.loads(urllib.request.urlopen(request, timeout=180).read())["verdicts"]
        rewards = [None if v["reason"] == "BAD_REFERENCE" else v["reward"] for v in verdicts]
        calls.append((rewards, local(completions=completions, solution=solution)))
        return rewards

    before = served_count()
    for kind in ("plain", "conversational"):
        if kind == "plain":
            data = Dataset.from_list([{"prompt": r["problem"], "solution": r["answer"]} for r in rows])
        else:
            data = Dataset.from_list([{"prompt": [{"role": "user", "content": r["problem"]}], "solution": r["answer"]}
                                      for r in rows])
        args = GRPOConfig(output_dir=str(WORK / ("out-" + kind)), max_steps=2, per_device_train_batch_size=4,
                          num_generations=4, max_completion_length=12, logging_steps=1, report_to=[],
                          use_cpu=True, bf16=False, save_strategy="no", seed=0)
        trainer = GRPOTrainer(model=str(model), reward_funcs=[strictgrade_service], args=args, train_dataset=data)
        trainer.train()
        logged = [h for h in trainer.state.log_history if "rewards/strictgrade_service/mean" in h]
        assert trainer.state.global_step == 2 and logged, trainer.state.log_history
        ok(f"GRPOTrainer ({kind} prompts, tiny local Qwen2, CPU): 2 steps, the service's reward logged as "
           "rewards/strictgrade_service/mean")
    assert calls and all(served == local_ for served, local_ in calls), calls[:2]
    graded = served_count() - before
    completions = sum(len(served) for served, _ in calls)
    assert graded == completions, (graded, completions)
    ok(f"{len(calls)} reward calls, {completions} completions graded by the service (its /metrics agrees), "
       "every reward equal to the in-process StrictGradeReward's")
    direct = strictgrade_service([r"so \boxed{4}", "no answer", r"\boxed{4}"], ["4", "4", r"\frac{"])
    assert direct == [1.0, 0.0, None], direct
    ok(f"direct call: {direct}")
main_guard(run)
'''

FRAMEWORKS: List[Framework] = [
    Framework("TRL", "hf", [TORCH, "trl==1.16.0", "lm-eval==0.4.13", "ray[data]==2.60.0"], [], "trl", "", TRL_CHECK),
    Framework("lm-evaluation-harness", "hf", [TORCH, "trl==1.16.0", "lm-eval==0.4.13", "ray[data]==2.60.0"], [],
              "lm_eval", "", LM_EVAL_CHECK),
    Framework("Ray Data", "hf", [TORCH, "trl==1.16.0", "lm-eval==0.4.13", "ray[data]==2.60.0"], [], "ray", "",
              RAY_CHECK),
    Framework("verl", "verl", [TORCH, "verl==0.9.1"], [], "verl", "", VERL_CHECK),
    Framework("OpenRLHF", "openrlhf", [TORCH, "transformers==5.15.0", "aiohttp", "sympy", "pylatexenc"],
              ["openrlhf==0.11.2"], "openrlhf",
              "installed without its dependencies: flash-attn and deepspeed need CUDA to build; vLLM (the "
              "generation engine) has no CPU build here, so a stub engine returns the generation's token ids",
              OPENRLHF_CHECK),
    Framework("lighteval", "lighteval", [TORCH, "lighteval==0.13.0", "huggingface_hub<1", "transformers<5", "xxhash<4"],
              [], "lighteval",
              "pinned huggingface_hub<1 and transformers<5 (with the newest, lighteval's built-in mt_bench and "
              "mix_eval tasks fail at import: HfApi.list_models(model_name=...)) and xxhash<4 (its details "
              "logger hashes str, which xxhash 4 refuses)", LIGHTEVAL_CHECK),
    Framework("OpenCompass", "opencompass", [TORCH, "opencompass==0.5.4", "pyarrow<21", "pandas<3"], [], "opencompass",
              "pyarrow<21 and pandas<3 pinned: OpenCompass pins numpy<2, which current pyarrow and pandas refuse",
              OPENCOMPASS_CHECK),
    Framework("OpenRLHF remote reward -> strictgrade serve", "openrlhf",
              [TORCH, "transformers==5.15.0", "aiohttp", "sympy", "pylatexenc"], ["openrlhf==0.11.2"], "openrlhf",
              "OpenRLHF installed as above (without its dependencies); its own remote reward client posts to the "
              "service; a stub engine stands in for vLLM", SERVE_PRELUDE + OPENRLHF_SERVE_CHECK, serve=True),
    Framework("slime remote_rm -> strictgrade serve", "slime", [TORCH, "aiohttp", "httpx", "sympy", "pylatexenc"], [],
              "aiohttp", "slime is not on PyPI: its repository (--slime) is exported to a scratch folder and put on "
              "sys.path for this check only; the version column is its commit and the aiohttp rm_hub posts with",
              SERVE_PRELUDE + SLIME_SERVE_CHECK, serve=True),
    Framework("TRL reward function -> strictgrade serve", "hf", [TORCH, "trl==1.16.0", "lm-eval==0.4.13", "ray[data]==2.60.0"], [],
              "trl", "", SERVE_PRELUDE + TRL_SERVE_CHECK, serve=True),
]


def _run(cmd: Sequence[str], log: Path, timeout: int, env: Optional[Dict[str, str]] = None) -> int:
    with log.open("a") as out:
        out.write("$ " + " ".join(cmd) + "\n")
        out.flush()
        try:
            return subprocess.run(cmd, stdout=out, stderr=subprocess.STDOUT, timeout=timeout, env=env).returncode
        except subprocess.TimeoutExpired:
            out.write(f"timed out after {timeout}s\n")
            return -1


def prepare(framework: Framework, root: Path, install: bool, prepared: Dict[str, str]) -> str:
    """Create and fill the framework's venv; return "" or why it could not be prepared."""
    if framework.venv in prepared:
        return prepared[framework.venv]
    venv = root / framework.venv
    python = venv / "bin" / "python"
    log = root / f"{framework.venv}.install.log"
    error = ""
    if not python.exists():
        if _run([sys.executable, "-m", "venv", str(venv)], log, 600) != 0:
            error = "could not create the venv"
    if not error and install:
        pip = [str(python), "-m", "pip", "install", "-q"]
        if _run(pip + list(framework.packages), log, INSTALL_TIMEOUT) != 0:
            error = f"pip install failed (see {log})"
        elif framework.no_deps and _run(pip + ["--no-deps"] + list(framework.no_deps), log, INSTALL_TIMEOUT) != 0:
            error = f"pip install --no-deps failed (see {log})"
    if not error and (_run([str(python), "-m", "pip", "install", "-q", str(REPO)], log, 600) != 0 or _run(
            [str(python), "-m", "pip", "install", "-q", "--no-deps", "--force-reinstall", str(REPO)], log, 600) != 0):
        error = f"installing strictgrade failed (see {log})"
    prepared[framework.venv] = error
    return error


def version(python: Path, distribution: str) -> str:
    code = f"import importlib.metadata as m; print(m.version({distribution!r}))"
    done = subprocess.run([str(python), "-c", code], capture_output=True, text=True)
    return done.stdout.strip() or "not installed"


def check(framework: Framework, root: Path, data: Path, extra_env: Optional[Dict[str, str]] = None) -> Dict[str, object]:
    python = root / framework.venv / "bin" / "python"
    slug = framework.name.lower().replace(" -> ", "-to-").replace(" ", "-")
    script = root / "checks" / f"check_{slug}.py"  # never named like the framework it imports
    script.parent.mkdir(parents=True, exist_ok=True)
    for stale in script.parent.glob("*.py"):  # a file named like a framework would shadow it
        if not stale.name.startswith("check_"):
            stale.unlink()
    script.write_text(PRELUDE + textwrap.dedent(framework.check))
    log = root / "checks" / f"{slug}.log"
    log.write_text("")
    env = dict(os.environ, PYTHONUNBUFFERED="1", **(extra_env or {}))
    start = time.time()
    code = _run([str(python), str(script), str(root), str(data), str(root / "work" / slug)], log, CHECK_TIMEOUT, env)
    lines = log.read_text(errors="replace").splitlines()
    result = next((json.loads(l[len("RESULT "):]) for l in reversed(lines) if l.startswith("RESULT ")), None)
    if result is None:
        tail = " | ".join(lines[-3:])
        result = {"passed": False, "checked": f"the check ended without a result (exit {code}): {tail[-300:]}"}
    elif not result["passed"]:
        errors = [l for l in lines if "Error" in l or "assert" in l.lower()]
        result["checked"] = (result["checked"] + "; " if result["checked"] else "") + "FAILED: " + (
            errors[-1][-300:] if errors else f"see {log}")
    result["seconds"] = round(time.time() - start)
    return result


@contextlib.contextmanager
def reward_service(root: Path) -> Iterator[str]:
    """``strictgrade serve`` from this interpreter (it needs the serve extra) on a free loopback port."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    log = (root / "serve.log").open("w")
    process = subprocess.Popen([sys.executable, "-m", "strictgrade", "serve", "--port", str(port), "--workers", "2"],
                               stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + SERVE_START_TIMEOUT
        while True:
            try:
                urllib.request.urlopen(url + "/health", timeout=5).read()
                break
            except OSError:
                if process.poll() is not None or time.time() > deadline:
                    raise RuntimeError(f"strictgrade serve did not start (see {root / 'serve.log'})") from None
                time.sleep(0.2)
        yield url
    finally:
        process.terminate()
        process.wait(timeout=120)
        log.close()


def export_slime(source: Optional[Path], root: Path) -> Optional[Path]:
    """A folder holding slime's ``slime`` package: ``source`` itself when it is a checkout, else the
    package exported from ``source`` as a git directory into a scratch folder under ``root``."""
    if source is None:
        return None
    git_dir = source / ".git" if (source / ".git").exists() else source
    commit = subprocess.run(["git", f"--git-dir={git_dir}", "rev-parse", "--short=12", "HEAD"], capture_output=True,
                            text=True).stdout.strip()
    SLIME_COMMIT[0] = commit or "unknown commit"
    if (source / "slime" / "rollout" / "rm_hub").is_dir():
        return source
    target = root / "slime-source"
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    archive = subprocess.run(["git", f"--git-dir={source}", "archive", "HEAD", "slime"], capture_output=True,
                             check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(target)], input=archive, check=True)
    return target


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", type=Path, default=Path("/tmp/strictgrade-frameworks"))
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA if DEFAULT_DATA.exists() else FALLBACK_DATA)
    parser.add_argument("--only", nargs="*", help="framework names (case-insensitive prefixes)")
    parser.add_argument("--no-install", action="store_true", help="reuse the venvs (strictgrade is still reinstalled)")
    parser.add_argument("--slime", type=Path, help="slime's repository: a checkout or a git directory (not on PyPI)")
    args = parser.parse_args(argv)
    args.root.mkdir(parents=True, exist_ok=True)
    chosen = [f for f in FRAMEWORKS if not args.only or any(f.name.lower().startswith(o.lower()) for o in args.only)]
    prepared: Dict[str, str] = {}
    rows = []
    with contextlib.ExitStack() as stack:
        extra_env: Dict[str, str] = {}
        if any(f.serve for f in chosen):
            extra_env[SERVE_URL_ENV] = stack.enter_context(reward_service(args.root))
            slime = export_slime(args.slime, args.root)
            if slime is not None:
                extra_env[SLIME_SOURCE_ENV] = str(slime)
        rows = run_checks(chosen, args, prepared, extra_env)
    print(f"Python {sys.version.split()[0]}, {os.cpu_count()} CPUs, torch CPU build, tiny local models, no hub access\n")
    print("| framework | version | passed | what was checked | seconds |")
    print("| --- | --- | --- | --- | --- |")
    for name, ver, passed, checked, seconds in rows:
        print(f"| {name} | {ver} | {passed} | {checked.replace('|', '/')} | {seconds} |")
    return 0 if all(row[2] == "yes" for row in rows) else 1


def run_checks(chosen: Sequence[Framework], args: argparse.Namespace, prepared: Dict[str, str],
               extra_env: Dict[str, str]) -> List[tuple]:
    """Prepare and run each framework's check; one table row each."""
    rows = []
    for framework in chosen:
        print(f"== {framework.name}", file=sys.stderr, flush=True)
        error = prepare(framework, args.root, not args.no_install, prepared)
        python = args.root / framework.venv / "bin" / "python"
        if not error and framework.check.endswith(SLIME_SERVE_CHECK) and SLIME_SOURCE_ENV not in extra_env:
            error = "slime is not on PyPI: pass --slime (a checkout or a git directory of its repository)"
        if error:
            result: Dict[str, object] = {"passed": False, "checked": "not run: " + error, "seconds": 0}
        else:
            result = check(framework, args.root, args.data, extra_env if framework.serve else None)
        checked = str(result["checked"]) + (f" (note: {framework.note})" if framework.note else "")
        ver = version(python, framework.distribution)
        if framework.check.endswith(SLIME_SERVE_CHECK):
            ver = f"commit {SLIME_COMMIT[0]} (aiohttp {ver})"
        rows.append((framework.name, ver, "yes" if result["passed"] else "NO",
                     checked, result["seconds"]))
        print(f"   {rows[-1][2]} in {result['seconds']}s", file=sys.stderr, flush=True)
    return rows


if __name__ == "__main__":
    sys.exit(main())
