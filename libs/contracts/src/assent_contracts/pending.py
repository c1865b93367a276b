"""The hashes of things that wait for the user, and every script that changes them: one place.

Two hashes per turn hold an entry per thing that waits, ``id -> status``:

- the approvals (``proposals_key``): ``pending`` → ``approve`` | ``decline`` (the gateway, for the
  user), ``expired`` (the orchestrator's deadline sweep), ``cancelled`` (the orchestrator, at the
  turn's end: a pending or approved-but-unsent one);
- the client-side tool calls (``client_calls_key``): ``pending`` → ``answered`` (the gateway),
  ``expired`` (the sweep), ``cancelled`` (the turn's end).

Every move out of ``pending`` is the compare-and-set ``SETTLE_PENDING_LUA`` (or, at the end,
``CANCEL_APPROVAL_LUA``), so a decision, a result, an expiry and a stop racing on one entry have
exactly one winner (decision 003). An approval's ``action.proposed`` and ``action.completed`` are
written by the same scripts that change its entry, so each is shown exactly once.
"""

SETTLE_PENDING_LUA = """
local current = redis.call('HGET', KEYS[1], ARGV[1])
if current == 'pending' then redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) end
return current
"""
"""Settle a pending entry: KEYS[1] the hash, ARGV[1] the entry id, ARGV[2] its new status. Sets it
only while it is ``pending``; returns the status it had (nil for an unknown entry)."""

ANSWER_CLIENT_CALL_LUA = """
local current = redis.call('HGET', KEYS[1], ARGV[1])
if current == 'pending' then
  redis.call('HSET', KEYS[1], ARGV[1], 'answered')
  redis.call('SET', KEYS[2], ARGV[2], 'EX', ARGV[3])
end
return current
"""
"""Answer a pending client-side tool call with its result, in one step: KEYS[1] the client-calls hash,
KEYS[2] the call's ``tool_result_key``; ARGV[1] the call id, ARGV[2] the content, ARGV[3] its expiry
(s). Returns the status the call had (nil for an unknown call); only a ``pending`` one is answered, so
a call is never ``answered`` without its content."""

UNSETTLE_LUA = """
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then redis.call('HSET', KEYS[1], ARGV[1], 'pending') end
return 1
"""
"""Undo the gateway's own settlement when it could not announce it: KEYS[1] the hash, ARGV[1] the
entry id, ARGV[2] the status the gateway set. Only that status goes back to ``pending``."""

OPEN_APPROVAL_LUA = """
if redis.call('EXISTS', KEYS[3]) == 1 then return false end
redis.call('HSET', KEYS[1], ARGV[1], 'pending')
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('RPUSH', KEYS[2], ARGV[1])
redis.call('EXPIRE', KEYS[2], ARGV[3])
return redis.call('XADD', KEYS[4], 'NOMKSTREAM', '*', 'data', ARGV[2])
"""
"""Open an approval and show it, in one step: KEYS[1] the approvals hash, KEYS[2] the list of approvals
in the order shown, KEYS[3] the owner's ended mark, KEYS[4] its events stream; ARGV[1] the approval id,
ARGV[2] the ``action.proposed`` JSON, ARGV[3] the keys' expiry (s). Nothing once the owner ended."""

REPORT_ONCE_LUA = """
local known = redis.call('HGET', KEYS[1], ARGV[1])
if known then return known end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[4])
if ARGV[3] ~= '' and redis.call('EXISTS', KEYS[2]) == 0 then
  redis.call('XADD', KEYS[3], 'NOMKSTREAM', '*', 'data', ARGV[3])
end
return ARGV[2]
"""
"""Record an approval's outcome once, and show it: KEYS[1] the hash ``approval id -> outcome`` already
reported, KEYS[2] the ended mark, KEYS[3] the events stream; ARGV[1] the approval id, ARGV[2] its
outcome, ARGV[3] the ``action.completed`` JSON (empty: someone else showed it, the executor), ARGV[4]
the expiry (s). Returns the outcome recorded first, so a repeat shows nothing twice."""

CANCEL_APPROVAL_LUA = """
local known = redis.call('HGET', KEYS[2], ARGV[1])
if known then return known end
local current = redis.call('HGET', KEYS[1], ARGV[1])
local outcome = 'cancelled'
if current == 'decline' or current == 'expired' then
  outcome = 'declined'
elseif current == 'pending' or current == 'approve' then
  redis.call('HSET', KEYS[1], ARGV[1], 'cancelled')
end
redis.call('HSET', KEYS[2], ARGV[1], outcome)
redis.call('EXPIRE', KEYS[2], ARGV[4])
if redis.call('EXISTS', KEYS[3]) == 0 then
  local shown = ARGV[2]
  if outcome == 'declined' then shown = ARGV[3] end
  redis.call('XADD', KEYS[4], 'NOMKSTREAM', '*', 'data', shown)
end
return outcome
"""
"""End an approval that will not run, once: KEYS[1] the approvals hash, KEYS[2] the reported outcomes,
KEYS[3] the ended mark, KEYS[4] the events stream; ARGV[1] the approval id, ARGV[2] and ARGV[3] the
``action.completed`` JSON for ``cancelled`` and for ``declined``, ARGV[4] the expiry (s). A pending
one, or an approved one not sent to the executor, becomes ``cancelled`` (a decision racing in loses);
a declined or expired one is reported ``declined``; one already reported (ran, declined, cancelled)
is left alone. Returns the outcome reported."""

UNANNOUNCED_DECISIONS_KEY = "assent:decisions:unannounced"
"""Sorted set of ``"<turn> <proposal>"`` decisions the gateway records but has not confirmed it
announced, scored by when the orchestrator announces them again if still there (issue 9, item 10)."""

UNANNOUNCED_TOOL_RESULTS_KEY = "assent:tool-results:unannounced"
"""Sorted set of ``"<turn> <tool call>"`` client-side tool results the gateway records but has not
confirmed it announced, scored like ``UNANNOUNCED_DECISIONS_KEY``: the same guarantee for a result."""

ANNOUNCE_GRACE_S = 5.0
"""How long a recorded decision or tool result may stay unannounced before the orchestrator announces
it again."""
