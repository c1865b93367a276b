"""Thin FastStream subscribers, one module per stream the orchestrator consumes.

Each stream has two subscribers in the ``orchestrator`` group under this process's consumer name: a
reader of new messages and a reclaimer (``XAUTOCLAIM``) of messages left pending longer than
``reclaim_idle_ms`` by a replica that died. Delivery is at least once; the handlers are idempotent.
"""
