"""Infrastructure the Assent services share: a broker and clients that survive Redis restarts, the
liveness heartbeat, and the read of run-time connection changes. No service logic lives here; the
services still share their messages and keys only through ``assent_contracts``."""
