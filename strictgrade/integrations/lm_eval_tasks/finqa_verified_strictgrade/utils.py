"""Glue for the task YAML: the verified FinQA subset's prompt; answers rounded to two decimals."""

from strictgrade.integrations.lm_eval import finqa_verified_prompt as doc_to_text
from strictgrade.integrations.lm_eval import process_results_finqa_literal as process_results

__all__ = ["doc_to_text", "process_results"]
