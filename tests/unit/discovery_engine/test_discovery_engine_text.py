"""Text analysis and query expansion of the discovery search engine."""

from __future__ import annotations

import pytest

from assent_discovery.engine.analysis import Analyzer, split_words
from assent_discovery.engine.documents import ActionDocument, fields_of
from assent_discovery.engine.expansion import expand, synonym_table
from assent_discovery.engine.lexical import LexicalIndex
from assent_discovery.engine.values import blank_addresses, quoted_spans, unwrapped, without_values


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("github.create_issue", ["github", "create", "issue"]),
        ("listPullRequests", ["list", "pull", "requests"]),
        ("HTTPServer-get", ["http", "server", "get"]),
        ("v2beta get-user/ID", ["v", "2", "beta", "get", "user", "id"]),
        ("", []),
        ("Ünïcödé façade", ["ünïcödé", "façade"]),
    ],
)
def test_identifiers_are_split_into_words(text: str, words: list[str]) -> None:
    assert split_words(text) == words


def test_split_words_hands_each_caller_a_list_of_its_own() -> None:
    """The words of recent texts are kept (`analysis`): a caller changing its list changes no
    other caller's."""
    first = split_words("createIssue now")
    first.append("changed")
    assert split_words("createIssue now") == ["create", "issue", "now"]


def test_terms_drop_stop_words_and_share_stems() -> None:
    analyzer = Analyzer()
    assert analyzer.terms("Please create the issues") == analyzer.terms("created issue")
    assert analyzer.terms("the of and") == []


def test_fields_come_from_the_name_and_nested_schema() -> None:
    document = ActionDocument(
        "jira.create_issue",
        "Create issue",
        "Create a Jira issue.",
        {
            "properties": {
                "fields": {
                    "type": "object",
                    "description": "Issue fields",
                    "properties": {"priority": {"enum": ["High", "Low"], "description": "Priority name"}},
                }
            }
        },
    )
    fields = fields_of(document)
    assert (fields.namespace, fields.action) == ("jira", "create_issue")
    assert fields.parameters == "fields priority"
    assert "Priority name" in fields.parameter_text and "High" in fields.parameter_text


def _expanded(query: str, vocabulary: str) -> list[list[str]]:
    analyzer = Analyzer()
    index = LexicalIndex.build([fields_of(ActionDocument("x.y", None, vocabulary, {}))], analyzer)
    concepts = expand(analyzer, index, synonym_table(analyzer, 0.5), query)
    return [[term for term, _ in concept] for concept in concepts]


def test_synonyms_in_the_catalog_join_the_query_word() -> None:
    analyzer = Analyzer()
    first, *synonyms = _expanded("erase the file", "delete remove file document")[0]
    assert first == analyzer.stem("erase")
    assert set(synonyms) == {analyzer.stem("delete"), analyzer.stem("remove")}


def test_everyday_phrases_and_abbreviations_expand() -> None:
    analyzer = Analyzer()
    flat = {term for concept in _expanded("get rid of my PR", "delete pull request") for term in concept}
    assert {analyzer.stem("delete"), analyzer.stem("pull"), analyzer.stem("request")} <= flat


def test_words_outside_the_catalog_are_not_added() -> None:
    concepts = _expanded("erase it", "file")
    assert concepts == [[Analyzer().stem("erase")]]


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ('queue "Midnight City" by M83', ['"Midnight City"']),
        ("write 'Done. See the file.' in the body", ["'Done. See the file.'"]),
        ("note “buy milk” and ‘call mum’", ["“buy milk”", "‘call mum’"]),
        # apostrophes open and close nothing
        ("I'm sure the kids' toys are Sam's", []),
        ('say " hello " loosely', []),  # a quote must hug its text
    ],
)
def test_quoted_passages_are_found_and_apostrophes_are_not_quotes(text: str, quoted: list[str]) -> None:
    assert [text[start:end] for start, end in quoted_spans(text)] == quoted


def test_values_are_blanked_unless_they_are_all_the_request_says() -> None:
    assert without_values("email the summary to kim@studio.io").split() == ["email", "the", "summary", "to"]
    assert without_values("open https://shop.io/cart and 'call mum'").split() == ["open", "and"]
    assert without_values("open 'call mum'", quotes=False) == "open 'call mum'"
    assert without_values("mail x@y.io", addresses=False) == "mail x@y.io"
    # nothing but values: the request keeps them
    assert without_values('"weather in Lisbon"') == '"weather in Lisbon"'
    assert without_values("https://status.example.com") == "https://status.example.com"
    # the encoder's reading keeps every position, so need spans still point at their text
    text = "email dev@ourshop.com then draw a card"
    blanked = blank_addresses(text)
    assert len(blanked) == len(text) and blanked.split() == ["email", "then", "draw", "a", "card"]
    assert blank_addresses("dev@ourshop.com") == "dev@ourshop.com"


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ('"Find a circle\'s area. Also, its perimeter."', "Find a circle's area. Also, its perimeter."),
        ("  “weather in Lisbon” ", "weather in Lisbon"),
        ("«météo à Lisbonne»", "météo à Lisbonne"),
        ('"Yesterday" by "The Beatles"', '"Yesterday" by "The Beatles"'),  # two values, not a wrapping
        ('queue "Midnight City"', 'queue "Midnight City"'),
        ("'call mum'", "'call mum'"),  # single quotes: an apostrophe cannot be told from one
        ('"unclosed', '"unclosed'),
        ('"', '"'),
        ("", ""),
    ],
)
def test_a_request_wrapped_in_quotes_as_a_whole_is_unwrapped(text: str, read: str) -> None:
    assert unwrapped(text) == read
