"""Stop: the one flag a turn checks to learn that the user asked it to stop, and where it checks.

The gateway sets ``assent:{turn}:stop`` once (``POST /v1/turns/{tid}/stop``, ``turns.stop_turn``)
and publishes ``StopRequested``; the stops subscriber ends a turn that nothing is running for
(``turn_flow.stop_requested``). Code that runs a turn checks the flag at these checkpoints, and only
here:

1. before a model round starts (``rounds.begin_round``);
2. after each streamed chunk of a round (``round_stream._consume``, in the round trip that writes the
   chunk's event);
3. between chunks, in the round's lease guard (``round_stream._guard``), so a silent stream stops too;
4. before a streamed round is applied (``rounds._apply_round``): nothing it asked for is proposed;
5. when a round that did not complete is settled (``rounds._settle``): the turn stops, it does not fail;
6. before an approved action is handed to the executor (``batch.drive_batch``): it never starts;
7. when an action's outcome arrives (``turn_flow.execution_finished``): nothing more runs.

An action already with the executor when stop is asked may still complete (rule 7): the turn waits
for its outcome and then ends with ``turn.stopped`` listing it in ``in_flight``
(``turn_end.stop_turn``), so the terminal event is always the turn's last (docs/api.md, "Stop").

The flag is deleted with the turn's working data at its end.
"""

from redis.asyncio import Redis

from assent_contracts.conversations import turn_stop_key


def stop_flag_key(turn_id: str) -> str:
    return turn_stop_key(turn_id)


async def stop_asked(redis: Redis, turn_id: str) -> bool:
    return bool(await redis.exists(stop_flag_key(turn_id)))
