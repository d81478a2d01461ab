"""Load-test ``strictgrade serve`` on loopback: throughput and p50/p99 latency by batch size and workers.

For each worker count, start the server (``python -m strictgrade serve``, the bundled defaults:
reward mode), check its verdicts against ``grade_many`` on the same rows, then drive ``POST /grade``
with an async client (aiohttp) for batches of 1, 64 and 1,024 Qwen-corpus responses, each cell
bounded by a request count and a time limit. Beside it, in-process ``grade_many`` on the same rows
and batch sizes. Two regimes:

- ``unique``: every response sent is new (a response of the corpus behind a different number of
  leading spaces, which changes no verdict of the corpus: checked here), so no verdict is cached, as
  in a training run whose samples never repeat (answers still repeat, and their parses are cached);
- ``repeated``: the corpus's 800 responses over and over, so every worker's verdict cache holds them.

The client runs on the same machine and takes CPU from the server: on 2 cores the numbers are a
floor. Needs the serve extra and aiohttp (``pip install -e '.[serve]' aiohttp``).

    python benchmarks/serve.py                         # 1 and 2 workers, batches 1, 64, 1024
    python benchmarks/serve.py --workers 2 --seconds 5
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import List, NamedTuple, Optional, Sequence, Tuple

from strictgrade import Mode, clear_caches, grade_many

REPO = Path(__file__).resolve().parent.parent
CORPUS_NAME = "qwen25math_cot_100.jsonl"
DEFAULT_CORPUS = next((p for p in (REPO.parent / "shared" / "corpora" / CORPUS_NAME,
                                   Path("/work/shared/corpora") / CORPUS_NAME) if p.exists()),
                      REPO / "strictgrade" / "data" / "qwen25math_sample.jsonl")
BATCHES = (1, 64, 1024)
CONCURRENCY = {1: 16, 64: 4, 1024: 2}  # requests in flight per batch size, the same for every worker count
MAX_REQUESTS = {1: 20_000, 64: 2_000, 1024: 200}  # a cell stops at this many requests ...
SECONDS = 8.0  # ... or after this long, whichever comes first
STARTUP_SECONDS = 60.0
HOST = "127.0.0.1"


class Cell(NamedTuple):
    who: str
    regime: str
    workers: str
    batch: int
    concurrency: str
    requests: int
    responses_per_second: float
    p50_ms: float
    p99_ms: float


def read_rows(path: Path) -> List[Tuple[str, str]]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [(row["response"], row["gold"]) for row in rows]


def variant(rows: Sequence[Tuple[str, str]], position: int, unique: bool) -> Tuple[str, str]:
    """The row at ``position`` of the corpus walked over and over; ``unique``: behind as many leading
    spaces as full passes made before it, so no two positions give the same text."""
    response, reference = rows[position % len(rows)]
    return (" " * (position // len(rows)) + response if unique else response), reference


def batch_bodies(rows: Sequence[Tuple[str, str]], batch: int, count: int, unique: bool) -> List[bytes]:
    """``count`` request bodies of ``batch`` rows each, walking through the corpus."""
    bodies = []
    for index in range(count):
        chosen = [variant(rows, index * batch + i, unique) for i in range(batch)]
        bodies.append(json.dumps({"rows": [{"response": r, "reference": g} for r, g in chosen]}).encode())
    return bodies


def percentile(values: Sequence[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def drive(url: str, bodies: Sequence[bytes], batch: int, concurrency: int, max_requests: int,
                seconds: float) -> Tuple[int, float, List[float]]:
    """Send bodies (round-robin) with ``concurrency`` requests in flight; return requests, elapsed, latencies."""
    import aiohttp

    latencies: List[float] = []
    deadline = time.perf_counter() + seconds
    issued = 0
    connector = aiohttp.TCPConnector(limit=concurrency)
    async with aiohttp.ClientSession(connector=connector, headers={"content-type": "application/json"}) as session:

        async def worker() -> None:
            nonlocal issued
            while issued < max_requests and time.perf_counter() < deadline:
                body = bodies[issued % len(bodies)]
                issued += 1
                start = time.perf_counter()
                async with session.post(url, data=body) as response:
                    await response.read()
                    if response.status != 200:
                        raise RuntimeError(f"status {response.status}")
                latencies.append(time.perf_counter() - start)

        began = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(concurrency)))
        elapsed = time.perf_counter() - began
    return len(latencies), elapsed, latencies


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return probe.getsockname()[1]


def start_server(workers: int, port: int) -> subprocess.Popen:
    command = [sys.executable, "-m", "strictgrade", "serve", "--host", HOST, "--port", str(port),
               "--workers", str(workers), "--log-level", "warning"]
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


async def wait_ready(base: str, process: subprocess.Popen) -> None:
    import aiohttp

    deadline = time.perf_counter() + STARTUP_SECONDS
    async with aiohttp.ClientSession() as session:
        while time.perf_counter() < deadline:
            if process.poll() is not None:
                raise RuntimeError(f"the server exited with {process.returncode}")
            try:
                async with session.get(base + "/health") as response:
                    if response.status == 200:
                        return
            except aiohttp.ClientConnectionError:
                pass
            await asyncio.sleep(0.1)
    raise RuntimeError("the server did not start")


async def check_verdicts(base: str, rows: Sequence[Tuple[str, str]]) -> int:
    """The server's reasons equal grade_many's, for every row of the corpus and for its unique
    variants (which also equal the corpus's own); return how many rows were compared."""
    import aiohttp

    originals = [v.reason.name for v in grade_many([r for r, _ in rows], [g for _, g in rows], mode=Mode.REWARD)]
    compared = 0
    async with aiohttp.ClientSession() as session:
        for unique in (False, True):
            chosen = [variant(rows, len(rows) * 3 + i, unique) for i in range(len(rows))]
            expected = [v.reason.name for v in grade_many([r for r, _ in chosen], [g for _, g in chosen],
                                                          mode=Mode.REWARD)]
            body = {"rows": [{"response": r, "reference": g} for r, g in chosen]}
            async with session.post(base + "/grade", json=body) as response:
                got = [v["reason"] for v in (await response.json())["verdicts"]]
            if not got == expected == originals:
                raise RuntimeError("the server's verdicts differ from grade_many's")
            compared += len(got)
    return compared


def bench_server(workers: int, rows: Sequence[Tuple[str, str]], seconds: float) -> List[Cell]:
    port = free_port()
    base = f"http://{HOST}:{port}"
    process = start_server(workers, port)
    cells = []
    try:
        asyncio.run(wait_ready(base, process))
        compared = asyncio.run(check_verdicts(base, rows))
        print(f"  {workers} worker(s): {compared} verdicts equal grade_many's", file=sys.stderr, flush=True)
        for unique in (True, False):
            if not unique:  # fill every worker's caches with the corpus
                warm = batch_bodies(rows, len(rows), 1, unique=False)
                asyncio.run(drive(base + "/grade", warm, len(rows), workers, 4 * workers, 120))
            for batch in BATCHES:
                count = MAX_REQUESTS[batch] if unique else max(1, min(MAX_REQUESTS[batch], 4 * len(rows) // batch))
                bodies = batch_bodies(rows, batch, count, unique)
                done, elapsed, latencies = asyncio.run(
                    drive(base + "/grade", bodies, batch, CONCURRENCY[batch], MAX_REQUESTS[batch], seconds))
                cells.append(_cell("server", _regime(unique), str(workers), batch, str(CONCURRENCY[batch]), done,
                                   elapsed, latencies))
                print(f"  {render(cells[-1:]).splitlines()[-1]}", file=sys.stderr, flush=True)
    finally:
        process.terminate()
        process.wait(timeout=120)
    return cells


def bench_in_process(rows: Sequence[Tuple[str, str]], seconds: float) -> List[Cell]:
    cells = []
    for unique in (True, False):
        clear_caches()
        if not unique:
            grade_many([r for r, _ in rows], [g for _, g in rows], mode=Mode.REWARD)  # warm, as the server's
        for batch in BATCHES:
            latencies = []
            deadline = time.perf_counter() + seconds
            began = time.perf_counter()
            while len(latencies) < MAX_REQUESTS[batch] and time.perf_counter() < deadline:
                start = len(latencies) * batch
                chosen = [variant(rows, start + i, unique) for i in range(batch)]
                t = time.perf_counter()
                grade_many([r for r, _ in chosen], [g for _, g in chosen], mode=Mode.REWARD)
                latencies.append(time.perf_counter() - t)
            cells.append(_cell("grade_many", _regime(unique), "in-process", batch, "-", len(latencies),
                               time.perf_counter() - began, latencies))
    return cells


def _regime(unique: bool) -> str:
    return "unique" if unique else "repeated"


def _cell(who: str, regime: str, workers: str, batch: int, concurrency: str, requests: int, elapsed: float,
          latencies: Sequence[float]) -> Cell:
    return Cell(who, regime, workers, batch, concurrency, requests, requests * batch / elapsed,
                1000 * statistics.median(latencies), 1000 * percentile(latencies, 0.99))


def render(cells: Sequence[Cell]) -> str:
    lines = ["| who | responses | workers | batch | in flight | requests | responses/s | p50 ms | p99 ms |",
             "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for c in cells:
        lines.append(f"| {c.who} | {c.regime} | {c.workers} | {c.batch} | {c.concurrency} | {c.requests:,} | "
                     f"{c.responses_per_second:,.0f} | {c.p50_ms:.2f} | {c.p99_ms:.2f} |")
    return "\n".join(lines)


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--workers", type=int, nargs="*", default=[1, 2])
    parser.add_argument("--seconds", type=float, default=SECONDS, help="time limit of each cell")
    args = parser.parse_args(argv)
    rows = read_rows(args.corpus)
    cells: List[Cell] = []
    for workers in args.workers:
        print(f"== server with {workers} worker(s)", file=sys.stderr, flush=True)
        cells += bench_server(workers, rows, args.seconds)
    print("== in-process grade_many", file=sys.stderr, flush=True)
    cells += bench_in_process(rows, args.seconds)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"{args.corpus.name}: {len(rows)} responses; Python {sys.version.split()[0]}, {os.cpu_count()} CPUs, "
          f"1-minute load average {load:.2f} at the end; the client (aiohttp) runs on the same machine\n")
    print(render(cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
