"""``strictgrade serve``: an HTTP reward service for trainers (``pip install strictgrade[serve]``).

- ``options.py``   the limits, the per-server and per-request grading options, the request error
- ``protocols.py`` each endpoint's request -> verdicts -> reply, as plain functions (no web stack)
- ``metrics.py``   Prometheus counters and the latency histogram
- ``app.py``       the Starlette app: reading bodies under caps, the token, the routes
- ``command.py``   the command line (``strictgrade serve``): uvicorn with several worker processes
- ``ray_app.py``   the same app as a Ray Serve deployment

Importing this package imports no web stack; ``app.py`` and ``command.py`` do.
"""
