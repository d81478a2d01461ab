"""Glue for the task YAML: FinQA's prompt, and its answers graded by FinQA's convention (or literally)."""

from strictgrade.integrations.lm_eval import finqa_prompt as doc_to_text
from strictgrade.integrations.lm_eval import process_results_finqa as process_results
from strictgrade.integrations.lm_eval import process_results_finqa_literal as process_results_literal

__all__ = ["doc_to_text", "process_results", "process_results_literal"]
