"""Glue for the task YAML: lm-eval loads this file and calls process_results per document."""

from strictgrade.integrations.lm_eval import process_results

__all__ = ["process_results"]
