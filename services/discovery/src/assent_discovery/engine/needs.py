"""Requests with several needs: split into need segments, and a coverage-aware re-ranking of the top.

"Convert 100 dollars to euros and tell me tomorrow's weather in Lisbon" needs two actions of two
toolkits; ranked as one text, the stronger need can fill the top with near-twins while the other
need's action sits at rank 8. Per-need ranking merged round-robin lost on untuned sets (decision
006); here the whole request's ranking stays the base, and the top candidates are re-picked greedily
so the needs share the places in proportion (PM-2, Dang and Croft 2012): each next place goes to
the need with the largest quotient q_s = v_s / (2 · seats_s + 1) (v_s the need's weight,
`need_weights`; a pick adds to each need's seats its share P(p | s) / Σ_s' P(p | s')), and to the
candidate of highest

    value(d) = (1 − λ) · P(d | request) + λ · [μ · q*_s* · P(d | s*) + (1 − μ) · Σ_{s ≠ s*} q*_s · P(d | s)]

with q* the quotients scaled by their largest, P(d | request) the request's score scaled by its top,
and P(d | s) each need segment's own score over the same candidates, scaled by its top. Until the
fourteenth round the re-pick was xQuAD (Santos et al. 2010, `cover`), where a pick that fits a need
marks it covered: in a toolkit of near-twins the first sibling picked for a need (`rerun_failed_jobs`
for "get me the logs of the failed job") left the right one no lift; with seats, the need keeps
earning places.

Not every segment is a need: a first-person request tells its story too ("I've been working all day
and I'm exhausted. Can you get me some sushi delivered?"), and a sentence of story took as many
places as the need, with whatever its words met (`workday.list_time_off_requests`). Until the
eighteenth round the needs' weights were equal; now a segment that names no operation and whose
closest candidate is much less close than the other segments' closest gets less (`need_weights`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

import numpy as np

from assent_discovery.engine.analysis import STOP_WORDS, split_words
from assent_discovery.engine.values import quoted_spans

# Where one need ends and the next begins: sentence punctuation and the conjunctions a request joins
# its needs with. "and" inside a need ("black and white") splits it too; such a split costs a
# little: the request's vector pools its segments, each read alone (`encode_needs`).
_JOINING = r"and then|and also|and|then|also|plus|as well as|after that|afterwards"
_CONJUNCTIONS = r"\s(?:" + _JOINING + r")\s"
# A comma mostly qualifies the same need in a chatty request ("a flight to Rome, cheap, on Friday"):
# splitting there too cost chatty requests on the dev halves.
_BOUNDARY = re.compile(r"[;:.!?]+(?:\s|$)|" + _CONJUNCTIONS, re.IGNORECASE)
# But a request that ends a list with a comma and a joining word ("check the weather, book a table,
# and call Bob") lists its needs: there its other commas part them too (`_LISTED`; twenty-ninth
# round: TaskBench's multimedia requests, never tuned on, +0.031 on the chains of their validation
# half; bench/discovery/HISTORY.md).
_LIST_END = re.compile(r",\s+(?:" + _JOINING + r")\s", re.IGNORECASE)
_LISTED = re.compile(_LIST_END.pattern + r"|[;:.!?,]+(?:\s|$)|" + _CONJUNCTIONS, re.IGNORECASE)
# How many needs the re-pick shares the places among. Until the seventeenth round 3, when each
# segment cost an encoder pass of its own; now the segments are one pass whatever their number
# (`encode_needs`), and a segment costs its re-pick scoring. 5 in the seventeenth round; 8 since the
# eighteenth, when story segments came to weigh less (`need_weights`). Until the twenty-ninth round
# the first eight segments were kept and the rest dropped, so a long request that tells its story
# first lost its last needs ("… Lastly, I'd like to mix the colors red and blue"); now a request of
# more segments is cut into eight runs of consecutive segments (`need_runs`), every sentence in
# one. BFCL's multi-need rows +0.028 / +0.023 nDCG@10 (dev / validation halves); 6 or 12 runs did
# no better on dev (decision 006).
MAX_NEEDS = 8
# Below this share of the closest segment's cosine, the weight of a segment that names no operation
# falls (`need_weights`). Chosen in the eighteenth round among four forms (the squared ratio for
# every segment, the plain ratio, this for every segment, this for segments without an operation)
# on the dev and validation halves' aggregate rows.
STORY_RATIO = 0.6


def need_spans(query: str, limit: int | None = MAX_NEEDS) -> list[tuple[int, int]]:
    """Where the request's need segments lie in `query` (start, end), or [] when it names only one
    need. A segment counts when it has a content word; past `limit` segments (None: no limit) they
    are joined into `limit` runs (`need_runs`), each span from its run's first start to its last
    end."""
    cuts = _cuts(query)
    spans: list[tuple[int, int]] = []
    starts = [0, *(c.end() for c in cuts)]
    ends = [*(c.start() for c in cuts), len(query)]
    for start, end in zip(starts, ends, strict=True):
        piece = query[start:end]
        if any(w not in STOP_WORDS for w in split_words(piece)):
            lead = len(piece) - len(piece.lstrip())
            spans.append((start + lead, start + len(piece.rstrip())))
    if len(spans) < 2:
        return []
    return spans if limit is None else joined(spans, need_runs(len(spans), limit))


def _cuts(query: str) -> list[re.Match[str]]:
    """Where `query` is cut into need segments: at its sentence punctuation and joining words, and
    at its commas too when it ends a list with a comma and a joining word; never inside a quotation
    (a quotation's full stops, commas and "and"s are the value's: `values`)."""
    quoted = quoted_spans(query)

    def outside(pattern: re.Pattern[str]) -> list[re.Match[str]]:
        return [c for c in pattern.finditer(query) if not any(a < c.start() < b for a, b in quoted)]

    listed = outside(_LISTED)
    return listed if any(_LIST_END.fullmatch(c.group()) for c in listed) else outside(_BOUNDARY)


def need_runs(count: int, limit: int = MAX_NEEDS) -> list[range]:
    """`count` need segments as at most `limit` runs of consecutive ones (their positions): each
    its own run up to `limit`; past it, `limit` runs whose counts differ by one at most. No segment
    is left out: the last need of a long request is often in its last sentence."""
    if count <= limit:
        return [range(i, i + 1) for i in range(count)]
    bounds = [j * count // limit for j in range(limit + 1)]
    return [range(a, b) for a, b in pairwise(bounds)]


def joined(spans: Sequence[tuple[int, int]], runs: Sequence[range]) -> list[tuple[int, int]]:
    """Each run of `spans` as one span, from its first segment's start to its last one's end."""
    return [(spans[run.start][0], spans[run.stop - 1][1]) for run in runs]


def need_segments(query: str) -> list[str]:
    """The request's need segments' texts (`need_spans`)."""
    return [query[start:end] for start, end in need_spans(query)]


def need_weights(closest: Sequence[float], operations: Sequence[bool]) -> np.ndarray:
    """PM-2's v_s for each need segment, from the contextual cosine of its closest candidate
    (`closest`) and whether it names an operation (`operations`, `verbs`). A segment that names
    one is a need: 1. One that does not is 1 too when it is at least `STORY_RATIO` as close as the
    closest segment, the squared ratio below: story and filler ("I have a busy day ahead", "Could
    you assist me") meet no candidate well, while a need ("a table for two at Nopa") does."""
    ratio = np.asarray(closest, dtype=np.float64)
    top = float(ratio.max()) if ratio.size else 0.0
    if top <= 0:
        return np.ones(ratio.size)
    ratio = np.clip(ratio / top, 0.0, 1.0)
    weights = np.where(ratio >= STORY_RATIO, 1.0, ratio**2)
    return np.where(np.asarray(operations, dtype=bool), 1.0, weights)


def _unit(values: np.ndarray) -> np.ndarray:
    top = float(values.max()) if values.size else 0.0
    return np.clip(values / top, 0.0, 1.0) if top > 0 else np.zeros_like(values)


def cover(base: np.ndarray, relevance: Sequence[np.ndarray], weight: float) -> list[int]:
    """The order (positions into `base`) in which xQuAD picks every candidate.

    `base` is the request's score per candidate, given best first, `relevance` one score array per
    need segment over the same candidates, `weight` is λ. Of equal values the earlier candidate wins,
    so the order is deterministic.
    """
    request = _unit(base)
    needs = np.stack([_unit(r) for r in relevance])
    share = 1.0 / len(needs)
    uncovered = np.ones(len(needs))
    left = np.arange(base.size)
    order: list[int] = []
    while left.size:
        values = (1.0 - weight) * request[left] + weight * share * (uncovered @ needs[:, left])
        best = int(np.argmax(values))  # the first of equal values
        pick = int(left[best])
        order.append(pick)
        left = np.delete(left, best)
        uncovered *= 1.0 - needs[:, pick]
    return order


def cover_in_proportion(
    base: np.ndarray,
    relevance: Sequence[np.ndarray],
    weight: float,
    focus: float,
    places: int | None = None,
    weights: np.ndarray | None = None,
) -> list[int]:
    """The order (positions into `base`) in which PM-2 fills the first `places` places (all by
    default; the candidates left follow in `base` order): `weight` is λ, `focus` μ (the share of
    the need whose turn it is), `weights` the needs' v_s (equal by default). Of equal values the
    earlier candidate, of equal quotients the earlier need wins, so the order is deterministic."""
    kept = (1.0 - weight) * _unit(base)
    needs = np.stack([_unit(r) for r in relevance], axis=1)  # (candidates, needs)
    seats = np.zeros(needs.shape[1])
    taken = np.zeros(base.size, dtype=bool)
    order: list[int] = []
    for _ in range(base.size if places is None else min(places, base.size)):
        quotients = (1.0 if weights is None else weights) / (2.0 * seats + 1.0)
        quotients /= quotients.max()
        turn = int(np.argmax(quotients))
        # μ for the need whose turn it is, 1 − μ for each other need by its quotient
        quotients *= (1.0 - focus) * weight
        quotients[turn] = focus * weight
        values = needs @ quotients
        values += kept
        values[taken] = -np.inf
        pick = int(np.argmax(values))  # the first of equal values
        order.append(pick)
        taken[pick] = True
        total = float(needs[pick].sum())
        if total > 0:
            seats += needs[pick] / total
    return order + np.flatnonzero(~taken).tolist()
