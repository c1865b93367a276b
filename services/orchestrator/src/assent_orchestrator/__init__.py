"""The orchestrator: runs a turn's model rounds and its state machine.

It streams each round from an OpenAI-compatible provider, turns the model's helper calls into
automatic searches or proposals, waits for the user's decisions, hands approved actions to the
executor one at a time and feeds their results to the next round. The turn's state lives in Redis
(``assent:{turn}:state``), so any replica can handle any message of any turn.
"""
