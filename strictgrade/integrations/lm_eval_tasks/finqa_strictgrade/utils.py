"""Glue for the task YAML: FinQA answers graded with both sides rounded to two decimals."""

from strictgrade.integrations.lm_eval import process_results_finqa as process_results

__all__ = ["process_results"]
