"""Verb agreement: the request's operation picks among actions on the same object."""

from __future__ import annotations

from assent_discovery.engine import ActionDocument, SearchEngine
from assent_discovery.engine.analysis import Analyzer
from assent_discovery.engine.search import EngineParameters
from assent_discovery.engine.verbs import VerbClasses, agreement

# Same object, same words: only the operation in the name tells them apart.
CATALOG = [
    ActionDocument(f"calendar.{verb}_event", None, "A calendar event.", {})
    for verb in ("create", "delete", "get", "update")
]


def _lexical(verb_weight: float) -> SearchEngine:
    return SearchEngine.build(CATALOG, semantic=False, parameters=EngineParameters(verb_weight=verb_weight))


def test_everyday_verbs_map_to_the_operation_of_the_action() -> None:
    verbs = VerbClasses(Analyzer())
    names = ["update_event", "create_event", "delete_event", "listEvents", "event"]
    masks = verbs.action_masks((name,) for name in names)
    agree = agreement(masks, verbs.query_mask("reschedule my dentist appointment")).tolist()
    assert agree == [1.0, 0.0, 0.0, 0.0, 0.0]
    assert agreement(masks, verbs.query_mask("erase the offsite")).tolist() == [0, 0, 1, 0, 0]
    assert agreement(masks, verbs.query_mask("what's on my agenda")).tolist() == [0, 0, 0, 1, 0]
    assert agreement(masks, verbs.query_mask("dentist appointment")).tolist() == [0, 0, 0, 0, 0]


def test_a_name_without_a_verb_takes_the_operation_its_description_starts_with() -> None:
    verbs = VerbClasses(Analyzer())
    masks = verbs.action_masks([("weatherapi", "", "Returns the weather for a city."), ("event", "", "")])
    assert agreement(masks, verbs.query_mask("show me the weather")).tolist() == [1.0, 0.0]


def test_the_request_operation_decides_among_actions_on_the_same_object() -> None:
    engine = _lexical(0.1)
    assert engine.search("reschedule the event", 4)[0][0] == "calendar.update_event"
    assert engine.search("erase that event", 4)[0][0] == "calendar.delete_event"
    # without agreement the four tie and the name order decides: the rule above is what moves them
    assert _lexical(0.0).search("reschedule the event", 4)[0][0] == "calendar.create_event"


def test_agreement_alone_never_surfaces_an_unmatched_action() -> None:
    engine = _lexical(0.1)
    assert engine.search("reschedule the standup", 4) == []


def test_a_participle_that_qualifies_a_thing_names_a_read() -> None:
    verbs = VerbClasses(Analyzer())
    masks = verbs.action_masks((name,) for name in ["create_pull_request", "search_pull_requests"])
    # "opened by" describes pull requests that exist: a search, not a creation
    assert agreement(masks, verbs.query_mask("pull requests opened by octocat")).tolist() == [0.0, 1.0]
    assert agreement(masks, verbs.query_mask("open a pull request")).tolist() == [1.0, 1.0]  # open: both
