"""Number agreement: a plural in the request picks the actions whose names hold it."""

from __future__ import annotations

import numpy as np

from assent_discovery.engine import ActionDocument, SearchEngine
from assent_discovery.engine.analysis import Analyzer
from assent_discovery.engine.number import PluralNames, is_plural
from assent_discovery.engine.search import EngineParameters

# Same object once stemmed; only the plural in one name tells them apart.
CATALOG = [
    ActionDocument("gmail.create_label", None, "A Gmail label.", {}),
    ActionDocument("gmail.list_email_labels", None, "A Gmail label.", {}),
]


def _lexical(number_weight: float) -> SearchEngine:
    parameters = EngineParameters(number_weight=number_weight)
    return SearchEngine.build(CATALOG, semantic=False, parameters=parameters)


def test_plurals_are_words_whose_stem_drops_the_s() -> None:
    analyzer = Analyzer()
    assert [is_plural(w, analyzer) for w in ("labels", "functions", "dashboards")] == [True] * 3
    assert [is_plural(w, analyzer) for w in ("news", "status", "access", "analysis", "bus")] == [False] * 5


def test_an_action_whose_name_holds_the_requests_plural_agrees() -> None:
    plurals = PluralNames.build(["create_label", "list_email_labels", "listEdgeFunctions"], Analyzer())
    assert plurals.agreement("my gmail labels").tolist() == [0.0, 1.0, 0.0]
    assert plurals.agreement("deployed edge functions").tolist() == [0.0, 0.0, 1.0]
    assert plurals.agreement("a label called urgent").tolist() == [0.0, 0.0, 0.0]  # singular: no side
    assert plurals.agreement("edge functions", rows=np.asarray([2, 0])).tolist() == [1.0, 0.0]


def test_the_requests_plural_decides_between_names_on_the_same_object() -> None:
    assert _lexical(0.1).search("my gmail labels", 2)[0][0] == "gmail.list_email_labels"
    # without agreement the shorter name scores higher: the rule above is what moves them
    assert _lexical(0.0).search("my gmail labels", 2)[0][0] == "gmail.create_label"


def test_a_quoted_plural_is_a_value_and_agrees_with_nothing() -> None:
    plurals = PluralNames.build(["list_email_labels"], Analyzer())
    engine = _lexical(0.1)
    assert plurals.agreement("labels").tolist() == [1.0]
    # the engine reads the request without its quoted passage, as every other part does
    assert engine.search("label it 'labels'", 2)[0][0] == "gmail.create_label"
    unquoted = EngineParameters(number_weight=0.1, drop_quotes=False)
    engine = SearchEngine.build(CATALOG, semantic=False, parameters=unquoted)
    assert engine.search("label it 'labels'", 2)[0][0] == "gmail.list_email_labels"
