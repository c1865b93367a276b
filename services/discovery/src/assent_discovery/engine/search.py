"""The search engine the discovery service calls: hybrid BM25F + static embeddings."""

from __future__ import annotations

import copy
import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field

import numpy as np

from assent_discovery.engine.analysis import Analyzer, split_words
from assent_discovery.engine.compounds import compound_splits, with_parts
from assent_discovery.engine.contextual import ContextualVectors
from assent_discovery.engine.documents import ActionDocument, ActionFields, fields_of
from assent_discovery.engine.expansion import expand, synonym_table
from assent_discovery.engine.fusion import FusionParameters, fuse, order_part
from assent_discovery.engine.late import TokenRows, Tokens, scaled
from assent_discovery.engine.lexical import Bm25fParameters, LexicalIndex
from assent_discovery.engine.needs import (
    cover,
    cover_in_proportion,
    joined,
    need_runs,
    need_spans,
    need_weights,
)
from assent_discovery.engine.neighbours import NeighbourParameters, WordNeighbours
from assent_discovery.engine.number import PluralNames
from assent_discovery.engine.semantic import SemanticIndex, StaticEmbedder
from assent_discovery.engine.toolkits import Toolkits
from assent_discovery.engine.values import blank_addresses, unwrapped, without_values
from assent_discovery.engine.verbs import VerbClasses, agreement

_MAX_QUERY_CHARS = 2000
_EXACT_NAME_BONUS = 10.0


@dataclass(frozen=True)
class EngineParameters:
    bm25f: Bm25fParameters = field(default_factory=Bm25fParameters)
    fusion: FusionParameters = field(default_factory=FusionParameters)
    expansion_weight: float = 0.5  # weight of a synonym relative to the word the query used
    neighbours: NeighbourParameters | None = field(default_factory=NeighbourParameters)
    verb_weight: float = 0.1  # bonus when the action's operation is one the request names (`verbs`)
    number_weight: float = 0.2  # bonus when the action's name holds a plural the request uses (`number`)
    contextual_weight: float = 1.0  # contextual encoder similarity added to the score (`contextual`)
    hand_tables: bool = True  # the everyday-English synonyms, derivations, phrases, abbreviations
    toolkit_weight: float = 0.5  # share of the toolkit's contextual score added to its actions (`toolkits`)
    toolkit_full_at: int = 100  # toolkits in play at which that share is whole (fewer: less, by log)
    coverage_weight: float = 0.5  # λ of the need-coverage re-ranking of the top (`needs`)
    need_prior: float = 1.0  # each need run's own toolkit prior in its re-pick score, × toolkit_weight
    coverage_depth: int = 30  # how many top candidates it re-picks
    proportional: bool = True  # the needs share the re-picked places (PM-2); False: xQuAD
    coverage_focus: float = 0.5  # PM-2's μ: the share of the need whose turn a place is
    need_weights: bool = True  # PM-2's v_s by how close each segment's closest candidate is (`needs`)
    coverage_contextual: bool = True  # need segments scored contextually too
    need_vectors: bool = True  # a multi-need request's cosine: each action's best over its needs too
    segments_alone: bool = True  # each segment encoded alone, not pooled from the whole request's pass
    drop_addresses: bool = True  # e-mail addresses and URLs left out of what every part reads
    drop_quotes: bool = True  # quoted passages too (`values`)
    late_weight: float = 0.5  # token-level MaxSim over the top, added to its scores (`late`)
    late_depth: int = 30  # how many top candidates of a one-need request it re-scores
    late_needs: bool = False  # each need segment's re-pick score too (+0.6 ms for ≤ +0.002: decision 006)
    # the static similarity stays fused once every action has its contextual vector (until then it
    # always is); False trades by style, and the static part's subwords find terse names
    # ("astronauts" → "Astros") the encoder misses: kept (decision 006, thirty-seventh round)
    static_with_encoder: bool = True


def semantic_text(fields: ActionFields) -> str:
    """What the embedding of an action is pooled from: its words, title and description."""
    words = " ".join(split_words(fields.action))
    return f"{words}. {fields.title}. {fields.description[:600]}"


def _prose_words(fields: ActionFields) -> list[str]:
    return split_words(f"{fields.namespace} {fields.action} {fields.title} {fields.description}")


def _key(text: str) -> str:
    return " ".join(split_words(text))


class SearchEngine:
    """Ranks a fixed catalog of actions for natural-language queries. Immutable once built, but for a
    bounded cache of the related words of query words already seen (same answers, only faster).

    Deterministic: the same catalog and query always give the same list; ties break by name.
    Works lexically only when the packaged embedding model cannot be loaded.
    """

    def __init__(
        self,
        names: list[str],
        keys: dict[str, list[int]],
        analyzer: Analyzer,
        lexical: LexicalIndex,
        semantic: SemanticIndex | None,
        neighbours: WordNeighbours | None,
        parameters: EngineParameters,
        verb_masks: np.ndarray,
        plurals: PluralNames,
    ) -> None:
        self._toolkits = Toolkits(names)
        self._names = names
        self._rows = {name: row for row, name in enumerate(names)}
        self._keys = keys
        self._analyzer = analyzer
        self._lexical = lexical
        self._semantic = semantic
        self._neighbours = neighbours
        self._parameters = parameters
        self._synonyms = (
            synonym_table(analyzer, parameters.expansion_weight) if parameters.hand_tables else {}
        )
        self._verbs = VerbClasses(analyzer)
        self._verb_masks = verb_masks
        self._plurals = plurals
        self._contextual: ContextualVectors | None = None

    @classmethod
    def build(
        cls,
        documents: Sequence[ActionDocument],
        *,
        semantic: bool = True,
        embedder: StaticEmbedder | None = None,
        parameters: EngineParameters | None = None,
    ) -> SearchEngine:
        """Index `documents` (the first of duplicate names wins).

        Pass a loaded `embedder` to share one model between rebuilds; with `semantic=False` (or when
        the packaged model is unavailable) the engine ranks with BM25F alone.
        """
        p = parameters or EngineParameters()
        unique: dict[str, ActionDocument] = {}
        for document in documents:
            unique.setdefault(str(document.name), document)
        names = list(unique)
        fields = [fields_of(d) for d in unique.values()]
        keys: dict[str, list[int]] = {}
        for row, (name, f) in enumerate(zip(names, fields, strict=True)):
            for key in {_key(name), _key(f.action)}:
                if key:
                    keys.setdefault(key, []).append(row)
        analyzer = Analyzer()
        splits = compound_splits(fields, analyzer)
        fields = [with_parts(f, splits) for f in fields]
        lexical = LexicalIndex.build(fields, analyzer, p.bm25f)
        model = (embedder or StaticEmbedder.load()) if semantic and fields else None
        dense = SemanticIndex.build(model, [semantic_text(f) for f in fields]) if model else None
        related = (
            WordNeighbours.build(model, analyzer, (_prose_words(f) for f in fields), p.neighbours)
            if model and p.neighbours is not None
            else None
        )
        verb_masks = VerbClasses(analyzer).action_masks((f.action, f.title, f.description) for f in fields)
        plurals = PluralNames.build((f.action for f in fields), analyzer)
        return cls(names, keys, analyzer, lexical, dense, related, p, verb_masks, plurals)

    @property
    def size(self) -> int:
        return len(self._names)

    @property
    def names(self) -> list[str]:
        return list(self._names)

    @property
    def semantic(self) -> bool:
        return self._semantic is not None

    @property
    def contextual(self) -> ContextualVectors | None:
        return self._contextual

    @property
    def contextual_count(self) -> int:
        """How many actions have a contextual vector (the others are ranked without one)."""
        return self._contextual.count if self._contextual is not None else 0

    def with_contextual(self, vectors: ContextualVectors | None) -> SearchEngine:
        """The same engine with contextual vectors for (some of) its actions, rows as in `names`."""
        engine = copy.copy(self)
        engine._contextual = vectors
        return engine

    def search(self, query: str, k: int, allowed: Collection[str] | None = None) -> list[tuple[str, float]]:
        """Up to `k` (name, score) pairs, best first; `allowed` restricts the result to those names."""
        query = unwrapped(str(query)[:_MAX_QUERY_CHARS])
        if k <= 0 or not self._names or not query.strip():
            return []
        rows = None if allowed is None else self._allowed_rows(allowed)
        if rows is not None and rows.size == 0:
            return []
        candidates = np.arange(len(self._names)) if rows is None else rows
        p = self._parameters
        every = need_spans(query, None) if p.coverage_weight > 0 else []
        runs = need_runs(len(every))  # the needs the re-pick shares the places among: runs of
        spans = joined(every, runs)  # segments, each its own up to eight (`need_runs`)
        if not spans:
            return self._one_need(query, candidates, rows, k)
        vector: np.ndarray | None = None
        pooled: list[np.ndarray] = []
        late_rows = self._late_tokens() if p.late_needs else None  # the segments re-scored too
        need_tokens: list[Tokens] = []  # each run's token vectors, with `late_rows` only
        if p.coverage_contextual and self._contextual is not None and p.contextual_weight:
            encoder = self._contextual.encoder
            # each segment read alone does not carry the other needs (bench/discovery/HISTORY.md,
            # fourteenth round); the request's vector pools them all, and each is a need vector of
            # the first stage, also where the re-pick joins it with its neighbours; one encoder pass
            # (`encode_needs`)
            text = self._encoder_text(query)
            if p.segments_alone:
                read = encoder.encode_needs(text, every, tokens=late_rows is not None)
                vector, pooled = read.request, read.needs
                if read.tokens:
                    need_tokens = [Tokens.joined(read.tokens[run.start : run.stop]) for run in runs]
            else:
                vector, pooled = encoder.encode_request(text, every)
        needs = pooled if p.need_vectors else []
        # the request's and each need's cosines from one product: the first stage reads each
        # action's best of them (or the request's alone without need vectors), the re-pick each
        # segment's own over the top
        closeness = (
            self._contextual.closeness([vector, *pooled], rows)
            if vector is not None and self._contextual is not None
            else None
        )
        # the request's static similarity; the segments' too, from the same product, only when the
        # encoder does not read them (`_need_scores`)
        texts = [self._bare(query), *(self._bare(query[start:end]) for start, end in spans)]
        semantic = self._static()
        static = (
            semantic.similarities_many(texts if closeness is None else texts[:1], rows)
            if semantic is not None
            else None
        )
        request_static = None if static is None else static[0]
        first = (
            self._scored(query, rows, closeness[: 1 + len(needs)].max(axis=0), static=request_static)
            if closeness is not None
            else self.scores(query, rows, vector, needs, static=request_static)
        )
        ranked = self._top(candidates, first, max(k, p.coverage_depth))
        top = ranked[: p.coverage_depth]
        top_rows = np.asarray([self._rows[name] for name, _ in top], dtype=np.int64)
        at = top_rows if rows is None else np.searchsorted(rows, top_rows)  # `rows` ascend
        segment_cosines: list[np.ndarray | None] = [None] * len(spans)
        run_cosines: list[np.ndarray] = []
        if closeness is not None:
            # a run's cosine to every candidate is its closest segment's (a run of one: that row)
            run_cosines = [
                closeness[1 + run.start]
                if len(run) == 1
                else closeness[1 + run.start : 1 + run.stop].max(axis=0)
                for run in runs
            ]
            segment_cosines = [cosine[at] for cosine in run_cosines]
        # each segment's static similarity over the top, where the product above read it
        segment_static = static[1:, at] if static is not None and closeness is None else None
        # each segment's tokens against the top's (`late`), one product for all
        late = (
            late_rows.maxsim(need_tokens, top_rows)
            if late_rows is not None and need_tokens and late_rows.ready(top_rows)
            else None
        )
        read_needs = [
            self._need_scores(
                texts[1 + i],
                top_rows,
                cosine,
                None if segment_static is None else segment_static[i],
                None if late is None else late[i],
            )
            for i, cosine in enumerate(segment_cosines)
        ]
        relevance = [scores for scores, _ in read_needs]
        if run_cosines:
            relevance = self._with_run_priors(relevance, run_cosines, rows, top_rows)
        closest = [cosine for _, cosine in read_needs if cosine is not None]
        weights = None
        if p.need_weights and len(closest) == len(spans):  # every segment read contextually
            operations = [bool(self._verbs.query_mask(query[start:end])) for start, end in spans]
            weights = need_weights(closest, operations)
        base = np.asarray([score for _, score in top])
        order = (
            cover_in_proportion(
                base, relevance, p.coverage_weight, p.coverage_focus, places=k, weights=weights
            )
            if p.proportional
            else cover(base, relevance, p.coverage_weight)
        )
        reranked = [top[i] for i in order] + ranked[p.coverage_depth :]
        # scores stay non-increasing along the new order (callers read them as "best first")
        out: list[tuple[str, float]] = []
        for name, score in reranked[:k]:
            out.append((name, min(score, out[-1][1]) if out else score))
        return out

    def _with_run_priors(
        self,
        relevance: list[np.ndarray],
        run_cosines: Sequence[np.ndarray],
        rows: np.ndarray | None,
        top_rows: np.ndarray,
    ) -> list[np.ndarray]:
        """Each need run's re-pick scores over the top (`relevance`, over the engine rows
        `top_rows`) plus the toolkit prior of that run alone: its toolkits scored by the run's own
        cosines to the candidates (`run_cosines`) as the first stage scores them by the request's. Of
        three needs from three products, each need's product is the one its siblings fit, not the
        one the whole request leans to. × `need_prior` × `toolkit_weight` × the share of the
        toolkits in play that have siblings (`Toolkits.sibling_share`): in a flat catalog a
        toolkit's prior is its one action's cosine again, and there it cost `bfcl` and TaskBench's
        multimedia requests (bench/discovery/RESULTS.md, thirty-third round)."""
        p = self._parameters
        vectors = self._contextual
        if not p.need_prior or not p.toolkit_weight or vectors is None:
            return relevance
        weight = p.need_prior * p.toolkit_weight * self._toolkits.sibling_share(rows)
        if weight <= 0:
            return relevance
        out = list(relevance)
        toolkits = self._toolkits.ids[top_rows]
        for i, cosine in enumerate(run_cosines):
            per_toolkit = self._toolkits.scores(
                cosine, vectors.vectors, vectors.present, rows, p.toolkit_full_at
            )
            if per_toolkit is not None:
                out[i] = out[i] + weight * per_toolkit[toolkits]
        return out

    def _one_need(
        self, query: str, candidates: np.ndarray, rows: np.ndarray | None, k: int
    ) -> list[tuple[str, float]]:
        """A request of one need: ranked by `scores`, then its top `late_depth` re-scored by
        late interaction (`late`: the request's tokens against each candidate's) once every one of
        them has its tokens; the request's vector and tokens come from one encoder pass."""
        tokens = self._late_tokens()
        if tokens is None or self._contextual is None:
            return self._top(candidates, self.scores(query, rows), k)
        p = self._parameters
        vector, words = self._contextual.encoder.encode_query_tokens(self._encoder_text(query))
        ranked = self._top(candidates, self.scores(query, rows, vector), max(k, p.late_depth))
        top_rows = np.asarray([self._rows[name] for name, _ in ranked], dtype=np.int64)
        if not top_rows.size or not tokens.ready(top_rows):
            return ranked[:k]
        part = scaled(tokens.maxsim([words], top_rows)[0])
        rescored = [
            (name, score + p.late_weight * float(x)) for (name, score), x in zip(ranked, part, strict=True)
        ]
        return sorted(rescored, key=lambda item: (-item[1], item[0]))[:k]

    def _late_tokens(self) -> TokenRows | None:
        """The actions' token vectors when late interaction is on and the encoder is read."""
        p = self._parameters
        if self._contextual is None or not p.contextual_weight or not p.late_weight:
            return None
        return self._contextual.tokens

    def _need_scores(
        self,
        segment: str,
        rows: np.ndarray,
        cosine: np.ndarray | None,
        static: np.ndarray | None,
        late: np.ndarray | None = None,
    ) -> tuple[np.ndarray, float | None]:
        """One need segment's own score over `rows`, and the cosine of its closest row (None
        without): lexical + contextual with the segment's `cosine` to each of them when the encoder
        read it, else lexical + static. Read by the encoder, a short segment's static similarity
        did not earn its tokenization, pooling and row of the product (twenty-fifth round, without
        it: pooled nDCG@10 dev +0.001, validation +0.002 / +0.003 in 10k, third +0.002; TaskBench's
        chains −0.008). `segment` is already without its values (`_bare`); `static` is its static
        similarity to each of `rows` when the caller has it; `late` its MaxSim to each of them
        (`late`), added at `late_weight`."""
        p = self._parameters
        if cosine is None or self._contextual is None:
            return self._fused(segment, rows, static), None
        lexical = self._lexical_scores(segment, rows)
        scores = self._contextual.add(fuse(lexical, None, p.fusion), cosine, rows, p.contextual_weight)
        if late is not None:
            scores += p.late_weight * scaled(late)
        return scores, float(cosine.max()) if cosine.size else None

    def _static(self) -> SemanticIndex | None:
        """The static part when its similarity is fused: always, or (`static_with_encoder` False)
        only until the contextual encoder has read every action; None without the model."""
        if self._semantic is None or self._parameters.static_with_encoder:
            return self._semantic
        vectors = self._contextual
        complete = vectors is not None and self._parameters.contextual_weight and vectors.complete
        return None if complete else self._semantic

    def _encoder_text(self, query: str) -> str:
        """What the contextual encoder reads of a request: its addresses blanked (`values`)."""
        return blank_addresses(query) if self._parameters.drop_addresses else query

    def _bare(self, text: str) -> str:
        """What the lexical and static parts and number agreement read of a request
        or segment: its values left out (`values`; verb agreement reads the request as written).
        The parts of "oncall-next@company.com" or "write 'call the landlord'" match tool words by
        accident; the encoder still reads them (`_encoder_text`)."""
        p = self._parameters
        return without_values(text, addresses=p.drop_addresses, quotes=p.drop_quotes)

    def _fused(self, query: str, rows: np.ndarray | None, static: np.ndarray | None = None) -> np.ndarray:
        """Lexical (BM25F over the expanded concepts) fused with static similarity, over every action
        or `rows` only: what a whole request and each of its need segments start from. `query` is
        already without its values (`_bare`)."""
        lexical = self._lexical_scores(query, rows)
        semantic = static
        if semantic is None and (index := self._static()) is not None:
            semantic = index.similarities(query, rows)
        return fuse(lexical, semantic, self._parameters.fusion)

    def _lexical_scores(self, query: str, rows: np.ndarray | None) -> np.ndarray:
        """BM25F over the expanded concepts of `query` (already `_bare`), over every action or
        `rows` only."""
        p = self._parameters
        related = None
        if self._neighbours is not None:
            self._neighbours.warm(split_words(query))  # one product for the request's new words
            related = self._neighbours.related
        concepts = expand(
            self._analyzer, self._lexical, self._synonyms, query, related, hand_tables=p.hand_tables
        )
        lexical = self._lexical.scores(concepts)
        return lexical if rows is None else lexical[rows]

    def scores(
        self,
        query: str,
        rows: np.ndarray | None = None,
        vector: np.ndarray | None = None,
        need_vectors: Sequence[np.ndarray] = (),
        *,
        static: np.ndarray | None = None,
    ) -> np.ndarray:
        """The fused score of every action (or of `rows` only) for `query`; higher is better.
        `vector` is the request's contextual vector when the caller has it already, `need_vectors`
        those of its need segments (`ContextualEncoder.encode_request`); `static` is the request's
        static similarity to each action (or row) when the caller has it already."""
        cosine = None
        if self._contextual is not None and self._parameters.contextual_weight:
            cosine = (
                self._contextual.cosines(self._encoder_text(query), rows)
                if vector is None
                else self._contextual.cosines_to(vector, rows, need_vectors)
            )
        return self._scored(query, rows, cosine, static=static)

    def _scored(
        self,
        query: str,
        rows: np.ndarray | None,
        cosine: np.ndarray | None,
        static: np.ndarray | None = None,
    ) -> np.ndarray:
        """`scores` with the contextual `cosine` of every action (or of `rows`) given: None without;
        `static` is the request's static similarity to each of them when the caller has it."""
        p = self._parameters
        bare = self._bare(query)
        scores = self._fused(bare, rows, static)
        # the agreements lift only actions already matched somehow: agreement alone must not
        # surface one (and since they add nothing elsewhere, this set stays the same through them)
        matched = scores > 0
        if p.verb_weight:
            masks = self._verb_masks if rows is None else self._verb_masks[rows]
            agree = agreement(masks, self._verbs.query_mask(query))
            scores += p.verb_weight * agree * matched
        if p.number_weight:
            scores += p.number_weight * self._plurals.agreement(bare, rows) * matched
        if self._contextual is not None and p.contextual_weight:
            # the request's vector blends its needs, so an action that fits one need well can sit
            # below near-twins of the dominant need: each action is as close as its closest need
            scores = self._contextual.add(scores, cosine, rows, p.contextual_weight)
        if p.toolkit_weight and cosine is not None and self._contextual is not None:
            vectors = self._contextual
            part = self._toolkits.part(cosine, vectors.vectors, vectors.present, rows, p.toolkit_full_at)
            if part is not None:
                scores += p.toolkit_weight * part
        if cosine is not None and self._static() is None:
            # the static part's share of order (`fuse`) taken from the contextual cosine instead:
            # an action nothing matched still ranks, below every matched one
            scores += order_part(cosine)
        candidates = np.arange(len(self._names)) if rows is None else rows
        for row in self._keys.get(_key(query), ()):
            position = np.flatnonzero(candidates == row)
            scores[position] += _EXACT_NAME_BONUS
        return scores

    def _allowed_rows(self, allowed: Collection[str]) -> np.ndarray:
        rows = sorted({self._rows[name] for name in allowed if name in self._rows})
        return np.asarray(rows, dtype=np.int64)

    def _top(self, candidates: np.ndarray, scores: np.ndarray, k: int) -> list[tuple[str, float]]:
        positive = np.flatnonzero(scores > 0)
        if positive.size > k * 4:
            # keep everything tied with the k-th score, so the name tie-break stays deterministic.
            # The k-th score is looked for among the scores at or above a sample's k-th (no larger
            # than the whole's k-th: the sample is a subset), not by partitioning every score; a
            # sample of ≈ √(k·n) balances the two partitions (10k scores: 0.09 → 0.03 ms)
            values = scores[positive]
            sample = values[:: int(math.sqrt(values.size / k))]
            floor = np.partition(sample, sample.size - k)[sample.size - k]
            near = np.flatnonzero(values >= floor)
            kth = np.partition(values[near], near.size - k)[near.size - k]
            positive = positive[near[values[near] >= kth]]
        ranked = sorted(
            ((self._names[candidates[i]], float(scores[i])) for i in positive),
            key=lambda item: (-item[1], item[0]),
        )
        return ranked[:k]
