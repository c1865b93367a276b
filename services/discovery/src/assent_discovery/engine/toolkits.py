"""Toolkit-level evidence: a toolkit scored as a whole, a share of it added to each of its actions.

In two-level catalogs (a product, then its endpoints) an endpoint's own text is often terse
("Search", "Get Suggestions") and the product carries the meaning: of two `search` endpoints, the
one whose siblings are `nearby`, `geocode` and `reverse` is the one for "a coffee shop close to me".
A toolkit's vector is the mean of its actions' contextual vectors (a "parent document"); its cosine
to the request needs no extra product, since it is the sum of its actions' cosines over the norm of
the sum of their vectors. Scaled between the toolkits' median and maximum (as the actions' cosines
are), `weight ×` that is added to each action of the toolkit.

How much telling the toolkits apart is worth grows with how many there are to tell apart: among
the four connections a user selected it is a small nudge, among the hundreds of products of a
public catalog it carries much of the ranking. So the weight is scaled by ln(toolkits in play) /
ln(`full_at`), up to 1 (`toolkit_full_at` 100 and weight 0.5 give 0.15 at four toolkits, 0.33 at
twenty, 0.5 from a hundred; bench/discovery/RESULTS.md, thirty-second round).

An action without a namespace is a toolkit of its own (its vector is its toolkit's).

In a request of several needs, each need's re-pick score gets the same prior from that need's own
cosines (`SearchEngine._with_run_priors`): of three needs served by three products, each need's
product is the one whose actions fit it, not the one the whole request leans to. That is scaled
by `sibling_share`, the share of the toolkits in play that have two actions or more: in a flat
catalog a toolkit's prior is only its one action's cosine again, and there it cost the flat
function-calling sets (bench/discovery/RESULTS.md, thirty-third round).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from assent_discovery.engine.products import QuantisedRows, upper_median

_CHUNK = 1024  # rows decoded at once for the toolkits' sums (whole toolkits: more for a larger one)


class Toolkits:
    """Which toolkit each engine row belongs to, and the norms of the toolkits' vector sums."""

    def __init__(self, names: Sequence[str]) -> None:
        index: dict[str, int] = {}
        self.ids = np.asarray(
            [index.setdefault(name.rpartition(".")[0] or name, len(index)) for name in names], dtype=np.int64
        )
        self.count = len(index)
        self._order = np.argsort(self.ids, kind="stable")
        self._starts = np.searchsorted(self.ids[self._order], np.arange(self.count))
        self._all = np.ones(self.count, dtype=bool)
        self._grouped = bool(np.array_equal(self._order, np.arange(self.ids.size)))  # listed together
        self._norms: tuple[object, int, np.ndarray] | None = None  # (vectors, present count, norms)
        # `sibling_share` over the whole catalog: each toolkit's size from where the next one starts
        self._whole_sibling_share = _share_with_siblings(np.diff(self._starts, append=self.ids.size))

    def norms(self, vectors: QuantisedRows, present: np.ndarray) -> np.ndarray:
        """|Σ vectors| of each toolkit over its actions that have one; kept until a vector lands."""
        count = int(present.sum())
        kept = self._norms
        if kept is not None and kept[0] is vectors and kept[1] == count:
            return kept[2]
        if self.count == 0:
            return np.zeros(0)
        # whole toolkits a few at a time: all 10k rows decoded at once were 30 MB of float
        # temporaries that the allocator kept resident after the first search
        # (bench/discovery/HISTORY.md, seventh round, footprint)
        sums = np.zeros((self.count, vectors.shape[1]), dtype=np.float64)
        ends = np.append(self._starts[1:], self.ids.size)
        first = 0
        while first < self.count:
            last = max(first + 1, int(np.searchsorted(ends, self._starts[first] + _CHUNK, side="right")))
            order = self._order[self._starts[first] : ends[last - 1]]
            rows = vectors.rows(order) * present[order, None]
            starts = self._starts[first:last] - self._starts[first]
            sums[first:last] = np.add.reduceat(rows, starts, axis=0, dtype=np.float64)
            first = last
        norms = np.linalg.norm(sums, axis=1)
        self._norms = (vectors, count, norms)
        return norms

    def part(
        self,
        cosine: np.ndarray,
        vectors: QuantisedRows,
        present: np.ndarray,
        rows: np.ndarray | None,
        full_at: int = 0,
    ) -> np.ndarray | None:
        """Each candidate's toolkit score in [0, 1] (`cosine` is the request's cosine to the
        candidates, `rows` the candidates' rows or None for all), None when the toolkits tie; with
        `full_at` > 1, × `in_play_share` of the toolkits the candidates belong to."""
        per_toolkit = self.scores(cosine, vectors, present, rows, full_at)
        if per_toolkit is None:
            return None
        return per_toolkit[self.ids if rows is None else self.ids[rows]]

    def scores(
        self,
        cosine: np.ndarray,
        vectors: QuantisedRows,
        present: np.ndarray,
        rows: np.ndarray | None,
        full_at: int = 0,
    ) -> np.ndarray | None:
        """`part` per toolkit (every toolkit of the catalog; 0 for those not in play), for a
        caller that reads a few candidates' only."""
        ids = self.ids if rows is None else self.ids[rows]
        have = present if rows is None else present[rows]
        if rows is None and have.all():
            # every toolkit's actions summed in one pass over them in toolkit order (the catalog's
            # own when a toolkit's actions are listed together, as they are): 5 µs at 10k rows
            # against `bincount`'s 32 (the same sums, added in the same order)
            values = cosine.astype(np.float64)
            sums = np.add.reduceat(values if self._grouped else values[self._order], self._starts)
            seen = self._all
        elif have.all():
            sums = np.bincount(ids, weights=cosine, minlength=self.count)
            seen = np.bincount(ids, minlength=self.count) > 0
        else:
            sums = np.bincount(ids, weights=np.where(have, cosine, 0.0), minlength=self.count)
            seen = np.bincount(ids, weights=have, minlength=self.count) > 0
        if not seen.any():
            return None
        per_toolkit = np.zeros(self.count, dtype=np.float32)
        per_toolkit[seen] = sums[seen] / np.maximum(self.norms(vectors, present)[seen], 1e-6)
        floor = upper_median(per_toolkit[seen])
        spread = float(per_toolkit[seen].max()) - floor
        if spread <= 0:
            return None
        per_toolkit -= floor
        per_toolkit *= 1.0 / spread
        np.maximum(per_toolkit, 0.0, out=per_toolkit)
        if full_at > 1:
            per_toolkit *= in_play_share(int(seen.sum()), full_at)
        return per_toolkit

    def sibling_share(self, rows: np.ndarray | None = None) -> float:
        """The share of the toolkits in play (the candidates' toolkits: `rows`, or the whole
        catalog) that have two actions or more among the candidates: 0 in a flat catalog (every
        action its own toolkit), 1 when every product has siblings."""
        if rows is None:
            return self._whole_sibling_share
        return _share_with_siblings(np.bincount(self.ids[rows], minlength=self.count))


def _share_with_siblings(counts: np.ndarray) -> float:
    in_play = int(np.count_nonzero(counts))
    return float(np.count_nonzero(counts >= 2)) / in_play if in_play else 0.0


def in_play_share(toolkits: int, full_at: int) -> float:
    """ln(toolkits) / ln(full_at), at most 1: the share of the prior's weight that `toolkits` in
    play earn."""
    return min(1.0, math.log(max(toolkits, 1)) / math.log(full_at))
