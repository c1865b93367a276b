"""Late interaction: each action's first token vectors, kept as int8 codes, and a one-need request's
top re-scored by MaxSim (the mean over the request's tokens of each one's best cosine)."""

from __future__ import annotations

import numpy as np
import pytest

from assent_discovery.engine import ActionDocument, SearchEngine
from assent_discovery.engine.contextual import ContextualVectors, contextual_text, encode_all
from assent_discovery.engine.encoder import DIM, ContextualEncoder
from assent_discovery.engine.late import TOKENS, TokenRows, Tokens, scaled
from assent_discovery.engine.search import EngineParameters


@pytest.fixture(scope="module")
def encoder() -> ContextualEncoder:
    loaded = ContextualEncoder.load()
    assert loaded is not None, "the packaged contextual encoder must load"
    return loaded


def _units(rows: np.ndarray) -> np.ndarray:
    return rows / np.linalg.norm(rows, axis=1, keepdims=True)


def _decoded(tokens: Tokens) -> np.ndarray:
    return (tokens.codes.astype(np.float32) - 128) * tokens.scales[:, None]


def test_tokens_keep_the_first_unit_vectors_as_codes_and_read_back_from_their_bytes() -> None:
    states = np.random.default_rng(1).standard_normal((TOKENS + 5, DIM)) * 3
    tokens = Tokens.of(states)

    assert tokens.codes.shape == (TOKENS, DIM) and tokens.codes.dtype == np.uint8
    # each component within half a step of the unit vector's (step: largest magnitude / 127)
    assert np.abs(_decoded(tokens) - _units(states[:TOKENS])).max() <= tokens.scales.max() / 2 + 1e-6
    again = Tokens.from_bytes(tokens.to_bytes(), DIM)
    assert again is not None
    assert np.array_equal(again.codes, tokens.codes) and np.array_equal(again.scales, tokens.scales)
    assert Tokens.from_bytes(np.frombuffer(tokens.to_bytes(), dtype=np.uint8), DIM) is not None
    assert tokens.nbytes == TOKENS * (DIM + 4)
    for broken in (b"", tokens.to_bytes()[:-1], b"\x00" * (DIM + 3)):
        assert Tokens.from_bytes(broken, DIM) is None


def test_joined_tokens_are_the_parts_tokens_in_order() -> None:
    rng = np.random.default_rng(3)
    parts = [Tokens.of(rng.standard_normal((n, DIM)), limit=None) for n in (2, 5, 1)]
    both = Tokens.joined(parts)
    assert np.array_equal(both.codes, np.concatenate([t.codes for t in parts]))
    assert np.array_equal(both.scales, np.concatenate([t.scales for t in parts]))
    assert Tokens.joined(parts[1:2]) is parts[1]


def test_maxsim_is_the_mean_of_each_request_tokens_best_cosine_among_a_rows_tokens() -> None:
    rng = np.random.default_rng(2)
    texts = [Tokens.of(rng.standard_normal((n, DIM))) for n in (3, 7, 1, 12)]
    rows = TokenRows(4)  # set in two batches, out of order, as the background encoding lands
    rows.set([3, 1], [texts[3], texts[1]])
    rows.set([0, 2], [texts[0], texts[2]])
    assert rows.nbytes == sum(t.nbytes for t in texts)
    queries = [_units(rng.standard_normal((n, DIM))) for n in (4, 0, 9)]
    order = np.asarray([3, 0, 2, 1], dtype=np.int64)

    got = rows.maxsim([Tokens.of(q, limit=None) for q in queries], order)

    assert got.shape == (3, 4)
    for i, query in enumerate(queries):
        for j, row in enumerate(order):
            want = (query @ _decoded(texts[row]).T).max(axis=1).mean() if len(query) else 0.0
            assert got[i, j] == pytest.approx(want, abs=0.01)  # the query rounded to codes too


def test_a_row_keeps_its_first_tokens_only_as_a_fresh_entry_would() -> None:
    # an entry cached when more tokens were kept (32 before the thirtieth round) costs no more
    # memory and ranks as a freshly encoded one
    states = np.random.default_rng(4).standard_normal((TOKENS + 8, DIM))
    rows = TokenRows.of([Tokens.of(states, limit=None), Tokens.of(states[:3])])
    fresh = TokenRows.of([Tokens.of(states), Tokens.of(states[:3])])
    assert rows.nbytes == fresh.nbytes == (TOKENS + 3) * (DIM + 4)
    request = [Tokens.of(np.random.default_rng(5).standard_normal((4, DIM)))]
    at = np.arange(2)
    assert np.array_equal(rows.maxsim(request, at), fresh.maxsim(request, at))


def test_a_row_without_tokens_is_not_ready_and_maxsim_refuses_it() -> None:
    rows = TokenRows(3)
    rows.set([0, 2], [Tokens.of(np.ones((2, DIM))), Tokens.of(np.ones((1, DIM)))])

    assert rows.ready(np.asarray([0, 2])) and not rows.ready(np.asarray([0, 1]))
    with pytest.raises(ValueError):
        rows.maxsim([Tokens.of(np.ones((1, DIM)))], np.asarray([1]))


def test_scaled_maps_the_upper_median_to_0_and_the_best_to_1() -> None:
    assert np.allclose(scaled(np.asarray([0.2, 0.5, 0.4, 0.9, 0.1])), [0, 0.2, 0, 1, 0])
    assert np.array_equal(scaled(np.asarray([0.3, 0.3])), [0, 0])


def test_the_encoder_gives_an_actions_vector_and_tokens_from_one_pass(encoder: ContextualEncoder) -> None:
    texts = ["trello add member to card: Add member to card. Add a member to a card.", "x"]

    vectors, tokens = encoder.encode_with_tokens(texts)

    assert np.allclose(vectors, encoder.encode(texts), atol=1e-6)
    assert len(tokens[0].codes) == len(encoder._ids(texts[0], 128)) - 2  # but [CLS] and [SEP]
    assert len(tokens[1].codes) == 1
    vector, words = encoder.encode_query_tokens("add Sam to the trello card")
    assert np.allclose(vector, encoder.encode_query("add Sam to the trello card"), atol=1e-6)
    assert words.codes.shape == (len(encoder._ids("add Sam to the trello card", 64)) - 2, DIM)
    assert np.allclose(np.linalg.norm(words.values(), axis=1), 1, atol=0.01)
    assert np.array_equal(Tokens.of(words.values(), limit=None).codes, words.codes)  # codes again


def _card(action: str, title: str, description: str) -> ActionDocument:
    return ActionDocument(name=f"trello.{action}", title=title, description=description, input_schema={})


# the Trello toolkit of the bench's hand catalog
TRELLO = [
    _card("get_boards", "Get boards", "List the boards of the current user."),
    _card("get_lists", "Get lists", "Get the lists (columns) of a board."),
    _card("get_cards", "Get cards", "Get the cards of a list or board."),
    _card("add_card", "Add card", "Add a new card to a list."),
    _card("move_card", "Move card", "Move a card to another list or board."),
    _card("update_card", "Update card", "Update a card's name, description, due date or labels."),
    _card("archive_card", "Archive card", "Archive (close) a card."),
    _card("add_checklist_item", "Add checklist item", "Add an item to a card's checklist."),
    _card("add_member_to_card", "Add member to card", "Add a member to a card."),
    _card("comment_on_card", "Comment on card", "Add a comment to a card."),
]


def test_late_interaction_lifts_the_action_whose_words_the_request_matches_one_by_one(
    encoder: ContextualEncoder,
) -> None:
    """ "Add Sam to the card": the sentence vectors read the gist (add, card), and "Add card" and
    "Add member to card" come out nearly tied (until the encoder of v5, "Add card" first); a person
    is added by "Add member to card", and its "member" is the best match of "Sam", so the request's
    tokens one by one (MaxSim) prefer it, and late interaction puts it clearly first."""
    request = "add Sam to the trello card"

    def scores(late_weight: float) -> dict[str, float]:
        engine = SearchEngine.build(TRELLO, parameters=EngineParameters(late_weight=late_weight))
        return dict(encode_all(engine, TRELLO, encoder).search(request, 3))

    def lead(found: dict[str, float]) -> float:
        return found.get("trello.add_member_to_card", 0.0) - found.get("trello.add_card", 0.0)

    engine = encode_all(SearchEngine.build(TRELLO), TRELLO, encoder)
    assert engine.contextual is not None and engine.contextual.tokens is not None
    _, words = encoder.encode_query_tokens(request)
    rows = np.asarray([engine.names.index(f"trello.{a}") for a in ("add_member_to_card", "add_card")])
    member, card = engine.contextual.tokens.maxsim([words], rows)[0]
    assert member > card
    with_late = dict(engine.search(request, 3))  # the default late weight, 0.5
    assert next(iter(with_late)) == "trello.add_member_to_card"
    assert lead(with_late) > lead(scores(0.0)) + 0.05


def test_the_top_is_re_scored_only_once_every_candidate_has_its_tokens(encoder: ContextualEncoder) -> None:
    engine = encode_all(SearchEngine.build(TRELLO), TRELLO, encoder)
    contextual = engine.contextual
    assert contextual is not None and contextual.tokens is not None
    request = "add Sam to the trello card"
    without = SearchEngine.build(TRELLO, parameters=EngineParameters(late_weight=0.0))
    plain = without.with_contextual(contextual).search(request, 10)
    assert engine.search(request, 10) != plain

    _, tokens = encoder.encode_with_tokens([contextual_text(d) for d in TRELLO])  # rows in this order
    partial = TokenRows(engine.size)
    ready = [row for row, name in enumerate(engine.names) if name != "trello.add_card"]
    partial.set(ready, [tokens[row] for row in ready])
    waiting = engine.with_contextual(
        ContextualVectors(contextual.encoder, contextual.vectors, contextual.present, partial)
    )
    assert waiting.search(request, 10) == plain  # as without late interaction, until it is there
