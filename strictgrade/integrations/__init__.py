"""Thin adapters over the public API for training and evaluation frameworks.

Each module imports its framework lazily (or not at all), so importing strictgrade never
pulls in Ray, TRL, verl, OpenRLHF, lm-evaluation-harness, lighteval or OpenCompass. Every
adapter file imports the package absolutely, so verl and OpenRLHF can load it by its path.
``finqa`` holds FinQA's answer convention as an option (``grade()`` is unchanged).
"""
