"""Dense semantic similarity from static token embeddings shipped inside a pip package.

The model is WordLlama `l2_supercat_256` (MIT): a 32,000 × 256 token-embedding table distilled from
Llama-2-family models and trained for sentence similarity with mean pooling. Its weights and
tokenizer are files inside the `wordllama` wheel; they are read straight from there with
`safetensors` and `tokenizers` (the `wordllama` module itself is never imported: it configures
logging at import and can download other models). Nothing is fetched at run time.

A text's vector is the weighted mean of its tokens' vectors, where a token's weight is its inverse
document frequency over the catalog (a smooth IDF), so words that every action shares count little.
"""

from __future__ import annotations

import importlib.util
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:  # imported for real in ``load`` only: no import-time work
    from tokenizers import Tokenizer

from assent_discovery.engine.products import QuantisedRows

logger = logging.getLogger(__name__)

_WEIGHTS = ("weights", "l2_supercat_256.safetensors")
_TOKENIZER = ("tokenizers", "l2_supercat_tokenizer_config.json")
_MAX_TOKENS = 160
_BATCH = 512
_ONE_BY_ONE = 64  # up to this many texts are tokenized on the calling thread (`token_ids`)


class StaticEmbedder:
    """Token table + tokenizer. Immutable after loading; safe to share between engines."""

    def __init__(self, table: np.ndarray, tokenizer: Tokenizer) -> None:
        self._table = table  # float16 (vocab, dim): half the memory; rows are widened on use
        self._tokenizer = tokenizer
        self.vocabulary_size = int(table.shape[0])
        self.dim = int(table.shape[1])

    @classmethod
    def load(cls) -> StaticEmbedder | None:
        """The packaged model, or None (logged) when the package or its files are unavailable."""
        try:
            from safetensors.numpy import load_file
            from tokenizers import Tokenizer

            spec = importlib.util.find_spec("wordllama")
            if spec is None or spec.origin is None:
                raise FileNotFoundError("the wordllama package is not installed")
            root = Path(spec.origin).parent
            table = load_file(str(root.joinpath(*_WEIGHTS)))["embedding.weight"]
            tokenizer = Tokenizer.from_file(str(root.joinpath(*_TOKENIZER)))
            tokenizer.no_padding()
            tokenizer.no_truncation()
        except Exception as error:  # any failure means "no semantic part", never a failed search
            logger.warning("semantic search disabled, packaged embeddings unavailable: %s", error)
            return None
        return cls(np.ascontiguousarray(table, dtype=np.float16), tokenizer)

    def token_ids(self, texts: Sequence[str]) -> list[np.ndarray]:
        """Each text's token ids. A catalog's texts are tokenized in batches, which `tokenizers`
        spreads over its own thread pool; a search's few texts (a request and its need segments) one
        by one on this thread: the same ids, and a search stays on one thread (a batch of a request
        and three segments took 0.09 ms of wall time for 0.02 ms of this thread's, one by one 0.076
        of both)."""
        ids: list[np.ndarray] = []
        for start in range(0, len(texts), _BATCH):
            batch = list(texts[start : start + _BATCH])
            encodings = (
                self._tokenizer.encode_batch(batch, add_special_tokens=False)
                if len(batch) > _ONE_BY_ONE
                else [self._tokenizer.encode(text, add_special_tokens=False) for text in batch]
            )
            for encoding in encodings:
                row = np.asarray(encoding.ids[:_MAX_TOKENS], dtype=np.int64)
                ids.append(row[(row >= 0) & (row < self.vocabulary_size)])
        return ids

    def pool(self, ids: np.ndarray, token_weights: np.ndarray | None) -> np.ndarray:
        """Unit-length weighted mean of the token vectors (zeros for an empty text)."""
        if ids.size == 0:
            return np.zeros(self.dim, dtype=np.float32)
        vectors = self._table[ids].astype(np.float32)
        if token_weights is not None:
            vectors *= token_weights[ids, None]
        mean = vectors.sum(axis=0)
        norm = float(np.linalg.norm(mean))
        return mean / norm if norm > 0 else mean


class SemanticIndex:
    """Unit vectors of every action, and the catalog's token weights for pooling queries alike."""

    def __init__(self, embedder: StaticEmbedder, vectors: QuantisedRows, token_weights: np.ndarray) -> None:
        self._embedder = embedder
        self._vectors = vectors
        self._token_weights = token_weights

    @classmethod
    def build(cls, embedder: StaticEmbedder, texts: Sequence[str]) -> SemanticIndex:
        ids = embedder.token_ids(texts)
        df = np.zeros(embedder.vocabulary_size, dtype=np.float32)
        for row in ids:
            df[np.unique(row)] += 1.0
        n = max(1, len(texts))
        token_weights = np.log1p(n / (df + 1.0)).astype(np.float32)
        vectors = np.zeros((len(texts), embedder.dim), dtype=np.float32)
        for i, row in enumerate(ids):
            vectors[i] = embedder.pool(row, token_weights)
        return cls(embedder, QuantisedRows.of(vectors), token_weights)  # int8: `products`

    def similarities(self, query: str, rows: np.ndarray | None = None) -> np.ndarray:
        """Cosine similarity of the query to every action (or to the given rows only)."""
        return self.similarities_many([query], rows)[0]

    def similarities_many(self, queries: Sequence[str], rows: np.ndarray | None = None) -> np.ndarray:
        """`similarities` of each of `queries` (len(queries), actions or rows) from one product:
        each row is exactly what `similarities` gives that query alone."""
        vectors = [self._embedder.pool(ids, self._token_weights) for ids in self._embedder.token_ids(queries)]
        return self._vectors.dot_many(np.stack(vectors), rows)
