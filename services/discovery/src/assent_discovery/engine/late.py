"""Late interaction: a request's token vectors against each top candidate's (MaxSim, ColBERT).

A sentence vector pools every token of an action into one point, so a request that matches a few
of its words exactly ("list the open pull requests on a repo") is as close as one that matches its
gist. ColBERT (Khattab & Zaharia, SIGIR 2020) keeps every token's vector and scores a text by the
mean, over the request's tokens, of each one's best cosine among the text's tokens. The encoder's
last layer already returns its token vectors (`ContextualEncoder.encode_with_tokens`), so the
search re-scores its top candidates this way at no extra encoder pass: one matrix product of the
request's (or need segment's) ≈ 20 tokens against the top 30's ≤ 24 tokens each.

An action keeps the vectors of its first `TOKENS` tokens (its toolkit and action words, title and
the start of its description): as int8 codes with one scale per token, ≤ 9.3 KB an action. Keeping
32 rather than all (≤ 126) and int8 rather than float moved no split's pooled nDCG@10 by more than
0.002 (bench/discovery/HISTORY.md, twenty-seventh round); 24 rather than 32 moved none beyond
noise (dev, validation and third, alone and in 10k: −0.004 to +0.001) and takes a 10k catalog of
long descriptions from 118 to 89 MB of tokens, its service from 518 MB at peak to under 500 MB
(thirtieth round; 16 or 20 tokens cost dev in 10k −0.004 / −0.002).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from assent_discovery.engine.products import code_products, row_codes, scaled_above, upper_median

TOKENS = 24  # an action's first token vectors kept


@dataclass(frozen=True)
class Tokens:
    """One text's token vectors as int8 codes with one scale per token, stored as uint8 (code + 128:
    `products.row_codes`), so the product reads them as they are."""

    codes: np.ndarray  # (tokens, dim) uint8
    scales: np.ndarray  # (tokens,) float32

    @classmethod
    def of(cls, states: np.ndarray, limit: int | None = TOKENS) -> Tokens:
        """The unit vectors of the first `limit` of `states` (tokens, dim; all with None), rounded
        to codes, read-only."""
        kept = np.asarray(states[:limit], dtype=np.float32)
        kept = kept / np.maximum(np.linalg.norm(kept, axis=1, keepdims=True), 1e-12)
        codes, scales = row_codes(kept)
        codes.flags.writeable = False
        scales.flags.writeable = False
        return cls(codes, scales)

    @classmethod
    def joined(cls, parts: Sequence[Tokens]) -> Tokens:
        """The tokens of `parts` (at least one) in their order, as one text's: a run of need
        segments read as one need (`needs.need_runs`)."""
        if len(parts) == 1:
            return parts[0]
        return cls(np.concatenate([t.codes for t in parts]), np.concatenate([t.scales for t in parts]))

    def to_bytes(self) -> bytes:
        """The scales (float32) and then the codes, row by row: `from_bytes` reads them back."""
        return self.scales.astype("<f4").tobytes() + self.codes.tobytes()

    @classmethod
    def from_bytes(cls, raw: bytes | np.ndarray, dim: int) -> Tokens | None:
        """`to_bytes`' inverse (`raw` as bytes or a uint8 array of them), or None when `raw` is not
        whole tokens of `dim` (or holds none)."""
        count, rest = divmod(len(raw), 4 + dim)
        if rest or not count:
            return None
        # views of `raw`, no copies: an action's tokens cost their bytes and two array headers
        scales = np.frombuffer(raw, dtype="<f4", count=count)
        codes = np.frombuffer(raw, dtype=np.uint8, offset=4 * count).reshape(count, dim)
        return cls(codes, scales)

    @property
    def nbytes(self) -> int:
        return int(self.codes.nbytes + self.scales.nbytes)

    def values(self) -> np.ndarray:
        """The vectors the codes stand for, float32 (tokens, dim)."""
        out = self.codes.astype(np.float32)
        out -= 128
        out *= self.scales[:, None]
        return out


class TokenRows:
    """Each engine row's tokens, None until the background encoding has set them. Each `set` copies
    its batch into one block of codes and one of scales, so a row costs its bytes and three numbers,
    not two arrays and their objects, and what the tokens were read from (a cache reply of 10,000
    entries) is freed whole rather than leaving holes in the heap. A row keeps its first `TOKENS`
    tokens: an entry cached when more were kept is read as a fresh one is made. A row set again
    keeps its old bytes in their block (rows are set once per index in the service)."""

    def __init__(self, rows: int) -> None:
        self._codes: list[np.ndarray] = []  # blocks of (tokens, dim) uint8
        self._scales: list[np.ndarray] = []  # blocks of (tokens,) float32
        self._block = np.full(rows, -1, dtype=np.int64)  # a row's block, −1 before it is set
        self._start = np.zeros(rows, dtype=np.int64)  # its first token in the block
        self._count = np.zeros(rows, dtype=np.int64)

    @classmethod
    def of(cls, tokens: Sequence[Tokens]) -> TokenRows:
        rows = cls(len(tokens))
        rows.set(range(len(tokens)), tokens)
        return rows

    def set(self, rows: Sequence[int], tokens: Sequence[Tokens]) -> None:
        if not tokens:
            return
        scales = [t.scales[:TOKENS] for t in tokens]
        counts = np.asarray([len(s) for s in scales], dtype=np.int64)
        at = np.asarray(rows, dtype=np.int64)
        self._codes.append(np.concatenate([t.codes[:TOKENS] for t in tokens]))
        self._scales.append(np.concatenate(scales).astype(np.float32))
        self._start[at] = np.cumsum(counts) - counts
        self._count[at] = counts
        self._block[at] = len(self._codes) - 1  # last: a search sees a row only once it is whole

    def ready(self, rows: np.ndarray) -> bool:
        """Every one of `rows` has its tokens."""
        return bool((self._block[rows] >= 0).all())

    @property
    def nbytes(self) -> int:
        return sum(c.nbytes for c in self._codes) + sum(s.nbytes for s in self._scales)

    def maxsim(self, queries: Sequence[Tokens], rows: np.ndarray) -> np.ndarray:
        """(len(queries), len(rows)): for each query's token vectors, the mean over its tokens of
        each one's largest cosine among a row's tokens; 0 for a query of no tokens. One product of
        both sides' codes as they are, for every query and row; every row must be `ready`."""
        sizes = np.asarray([len(q.scales) for q in queries], dtype=np.int64)
        out = np.zeros((len(queries), len(rows)), dtype=np.float32)
        kept = np.flatnonzero(sizes)
        if not len(rows) or not kept.size:
            return out
        if not self.ready(rows):
            raise ValueError("rows without tokens")
        blocks, starts, counts = self._block[rows], self._start[rows], self._count[rows]
        parts = list(zip(blocks.tolist(), starts.tolist(), counts.tolist(), strict=True))
        codes = np.concatenate([self._codes[b][start : start + n] for b, start, n in parts])
        scales = np.concatenate([self._scales[b][start : start + n] for b, start, n in parts])
        asked = [queries[int(i)] for i in kept]
        query_codes = np.concatenate([q.codes for q in asked])
        cosines = code_products(codes, scales, query_codes, np.concatenate([q.scales for q in asked]))
        best = np.maximum.reduceat(cosines, np.cumsum(counts) - counts, axis=0)  # (rows, query tokens)
        sums = np.add.reduceat(best, np.cumsum([0, *sizes[kept][:-1]]), axis=1)  # (rows, queries)
        out[kept] = (sums / sizes[kept]).T
        return out


def scaled(values: np.ndarray) -> np.ndarray:
    """`values` scaled from their upper median to their maximum, clipped at 0: the top candidates'
    MaxSim as the contextual cosines are (`contextual`), so a weight means the same."""
    return scaled_above(values, upper_median(values))
