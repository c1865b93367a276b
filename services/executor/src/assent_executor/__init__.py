"""The executor: runs one approved action via MCP ``tools/call``, at most once, and reports it.

Consumes ``ExecutionRequested`` from ``assent:executions:requested`` (group ``executor``), publishes
``ExecutionFinished`` to ``assent:executions:finished``, writes ``action.started`` /
``action.completed`` to the turn's events stream, the result claim check under ``result_key``, and
one ``ActivityRecord`` per execution to ``assent:activity`` (metadata only).

Keys it owns: ``execution_claim_key`` and ``execution_outcome_key`` (contracts), and the private,
short-lived ``assent:execution:<pid>:lease`` (see ``lease``). Run it with ``python -m assent_executor``.
"""
