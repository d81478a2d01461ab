"""The reward service as a Ray Serve deployment: the same app, one replica per CPU you give it.

On a Ray cluster of CPU nodes (``pip install 'strictgrade[serve]' 'ray[serve]'`` on each node)::

    serve run strictgrade.serve.ray_app:build_app replicas=8 mode=reward rewards=NO_ANSWER=-0.5

or from Python::

    from ray import serve
    from strictgrade.serve.ray_app import deployment
    serve.run(deployment(replicas=8), route_prefix="/")

Trainers then point at Ray's HTTP proxy exactly as at ``strictgrade serve`` (``/get_reward``,
``/slime``, ``/grade``). Each replica grades in its own process and keeps its own metrics: scrape
Ray Serve's metrics for the cluster, ``/metrics`` for the replica that answers. The config reaches
the replicas through their runtime environment, and so does a token if you give one (otherwise
each replica reads ``$STRICTGRADE_SERVE_TOKEN`` from its node's environment).
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

from ray import serve

from .app import create_app_from_environment
from .options import CONFIG_ENV, DEFAULT_SETTINGS, TOKEN_ENV, ServeConfig, query_options

__all__ = ["deployment", "build_app", "DEPLOYMENT_NAME"]

DEPLOYMENT_NAME = "strictgrade"
CPUS_PER_REPLICA = 1  # grading is single-threaded CPU work
_BUILD_KEYS = ("replicas",)  # build_app's own arguments; the rest are grading options


def deployment(config: Optional[ServeConfig] = None, *, replicas: int = 1) -> Any:
    """A bound Ray Serve application of the reward service with ``replicas`` replicas."""
    config = config or ServeConfig()
    env_vars = {CONFIG_ENV: config.to_json()}
    if config.token:
        env_vars[TOKEN_ENV] = config.token
    ingress = serve.ingress(create_app_from_environment)()  # the app is built on each replica
    service = serve.deployment(
        ingress,
        name=DEPLOYMENT_NAME,
        num_replicas=replicas,
        ray_actor_options={"num_cpus": CPUS_PER_REPLICA, "runtime_env": {"env_vars": env_vars}},
    )
    return service.bind()


def build_app(args: Mapping[str, str]) -> Any:
    """Ray's application builder (``serve run strictgrade.serve.ray_app:build_app key=value ...``):
    ``replicas`` and the service's options (``mode``, ``decimals``, ``form``, ``reasoning``, ``rewards``),
    each value read as a URL query's (JSON when it is JSON)."""
    options = query_options({name: text for name, text in args.items() if name not in _BUILD_KEYS})
    config = ServeConfig(DEFAULT_SETTINGS.merged(options, "args"))
    return deployment(config, replicas=int(args.get("replicas", 1)))

