"""Query expansion with a small table of general-English near-synonyms.

People ask for what they want in their words ("get rid of", "look up", "let the team know"), while
actions are described in the words of their API ("delete", "search", "post a message"). Each query
word keeps full weight; its near-synonyms that occur in the catalog join it as alternatives at a
lower weight, and a document is credited with the best alternative only (no double counting).
The table holds everyday English only, no knowledge of any particular toolkit.
"""

from __future__ import annotations

from collections.abc import Callable

from assent_discovery.engine.analysis import STOP_WORDS, Analyzer, split_words
from assent_discovery.engine.lexical import Concept, LexicalIndex

SYNONYM_GROUPS: tuple[str, ...] = (
    # verbs of reading
    "get fetch retrieve obtain read show view see display lookup look check inspect",
    "list enumerate browse all every",
    "search find query locate lookup discover seek filter",
    "recent latest newest last new current",
    # verbs of writing
    "create make add new generate build compose open start setup",
    "delete remove erase destroy drop discard trash purge clear wipe",
    "update edit modify change alter revise amend patch adjust rename set fix",
    "send post deliver dispatch transmit submit publish share tell notify announce",
    "reply respond answer",
    "invite add include",
    "upload attach put",
    "download export save",
    "import load ingest",
    "copy duplicate clone fork",
    "move transfer relocate drag",
    "merge combine join land",
    "close resolve finish complete done",
    "reopen restore recover undo undelete unarchive",
    "archive hide shelve",
    "cancel abort revoke void terminate",
    "stop halt pause suspend disable mute",
    "start begin launch run trigger execute kick resume enable play",
    "schedule book plan arrange reserve",
    "assign allocate delegate give hand",
    "subscribe follow watch",
    "unsubscribe unfollow unwatch",
    "approve accept confirm",
    "reject decline deny refuse dismiss",
    "notify alert remind warn ping",
    "sign login authenticate",
    "pay payment charge bill billing",
    "refund reimburse reimbursement return",
    "count number total many",
    "star favorite favourite bookmark like",
    "pin highlight",
    "translate translation",
    "call phone ring dial",
    "record log track",
    # nouns
    "message msg text note chat dm",
    "comment remark note feedback",
    "user person people member account teammate colleague employee profile who",
    "customer client buyer shopper",
    "file document doc attachment",
    "folder directory",
    "event meeting appointment",
    "calendar schedule agenda",
    "email mail inbox",
    "issue ticket bug problem",
    "task todo assignment job",
    "reminder alert notification",
    "image picture photo",
    "video clip",
    "song track music tune",
    "information info details detail",
    "summary overview report stats statistics",
    "label tag category",
    "group team",
    "company organization organisation org business",
    "contact lead",
    "deal opportunity",
    "address location place where",
    "weather forecast temperature rain",
    "status state progress",
    "repository repo",
    "order purchase",
    "product item",
    "role permission access",
    "link url",
    "page webpage",
    "price cost fee amount",
    "invoice bill receipt",
    "time date when",
    "history log activity",
    "permission grant allow",
)

# Everyday derivations the stemmer does not join ("creation" and "create" stem apart).
DERIVATIONS: tuple[str, ...] = (
    "create creation",
    "delete deletion",
    "remove removal",
    "modify modification",
    "subscribe subscription",
    "invite invitation",
    "cancel cancellation",
    "register registration",
    "reserve reservation",
    "notify notification",
    "describe description",
    "assign assignment",
    "approve approval",
    "submit submission",
    "publish publication",
    "convert conversion",
    "select selection",
    "add addition",
    "insert insertion",
    "transcribe transcript transcription",
    "integrate integration",
    "authenticate authentication",
    "authorize authorization",
    "configure configuration config",
    "deploy deployment",
    "install installation",
    "recommend recommendation",
    "collaborate collaborator",
    "attend attendee",
    "organize organizer",
    "own owner ownership",
    "review reviewer",
    "member membership",
    "analyze analysis analytics",
    "deliver delivery",
    "verify verification",
    "compare comparison",
    "explain explanation",
    "summarize summary",
    "estimate estimation",
    "predict prediction",
    "complete completion",
    "expire expiration expiry",
    "renew renewal",
    "ship shipment shipping",
    "fulfill fulfillment",
    "refund refundable",
    "upload uploader",
    "message messaging",
)

# Multi-word everyday expressions → single words that actions use.
PHRASES: dict[str, str] = {
    "get rid of": "delete remove",
    "throw away": "delete trash",
    "take down": "delete remove",
    "look up": "search find get",
    "look for": "search find",
    "find out": "get check",
    "set up": "create configure",
    "kick off": "start run trigger",
    "turn on": "enable start",
    "turn off": "disable stop",
    "switch off": "disable stop",
    "sign up": "register create account",
    "log in": "login sign",
    "logged in": "authenticated login",
    "who am i": "authenticated profile",
    "log out": "logout sign",
    "catch up": "history recent read",
    "hand over": "assign transfer",
    "fill in": "update",
    "fill out": "update submit",
    "let know": "notify send message",
    "back up": "backup export copy",
    "how many": "count number",
    "how much": "amount total price balance",
    "who is": "user member",
    "who are": "users members",
    "what time": "time schedule",
    "up to date": "update sync",
}

# Everyday abbreviations → the words they stand for (each word becomes a query term).
ABBREVIATIONS: dict[str, str] = {
    "pr": "pull request",
    "prs": "pull requests",
    "dm": "direct message",
    "dms": "direct messages",
    "db": "database",
    "env": "environment",
    "app": "application",
    "repo": "repository",
    "repos": "repositories",
    "msg": "message",
    "msgs": "messages",
    "doc": "document",
    "docs": "documents",
    "info": "information",
    "org": "organization",
    "pic": "picture",
    "pics": "pictures",
    "qty": "quantity",
    "desc": "description",
    "admin": "administrator",
    "config": "configuration",
    "auth": "authentication",
    "eta": "estimated arrival",
    "asap": "urgent",
    "fyi": "notify",
    "tz": "timezone",
    "addr": "address",
    "acct": "account",
    "pwd": "password",
    "vm": "virtual machine",
    "ai": "artificial intelligence",
}

_EXPANSION_LIMIT = 8
_DERIVATION_WEIGHT = 0.9
_PHRASE_WEIGHT = 0.8

Table = dict[str, dict[str, float]]
Neighbours = Callable[[str], list[tuple[str, float]]]


def synonym_table(analyzer: Analyzer, synonym_weight: float) -> Table:
    """stem → {related stem: weight}; a word in several groups collects all of them."""
    table: Table = {}

    def link(words: str, weight: float) -> None:
        stems = list(dict.fromkeys(analyzer.stem(w) for w in words.split()))
        for stem in stems:
            related = table.setdefault(stem, {})
            for other in stems:
                if other != stem and related.get(other, 0.0) < weight:
                    related[other] = weight

    for group in SYNONYM_GROUPS:
        link(group, synonym_weight)
    for group in DERIVATIONS:
        link(group, _DERIVATION_WEIGHT)
    return table


def expand(
    analyzer: Analyzer,
    index: LexicalIndex,
    table: Table,
    query: str,
    neighbours: Neighbours | None = None,
    *,
    hand_tables: bool = True,
) -> list[Concept]:
    """One concept per distinct query term: the term itself, then its related stems found in the index.

    A stop word contributes only through its related words ("who" → user, member); an everyday
    phrase ("get rid of") adds one concept made of the words it stands for.
    """
    words = split_words(query)
    concepts: list[Concept] = []
    seen: set[str] = set()
    for word in words:
        stop = word in STOP_WORDS
        term = analyzer.stem(word)
        if term in seen or len(word) >= 40:
            continue
        seen.add(term)
        alternatives: list[tuple[str, float]] = [] if stop else [(term, 1.0)]
        related = sorted(table.get(term, {}).items(), key=lambda item: (-item[1], item[0]))
        alternatives.extend((s, w) for s, w in related if s in index and s not in seen)
        if neighbours is not None and not stop:
            known = {s for s, _ in alternatives}
            alternatives.extend(
                (s, w) for s, w in neighbours(word) if s in index and s not in seen and s not in known
            )
        if alternatives:
            concepts.append(alternatives[: _EXPANSION_LIMIT + 1])
    for word in dict.fromkeys(words) if hand_tables else ():
        for meaning in ABBREVIATIONS.get(word, "").split():
            term = analyzer.stem(meaning)
            if term not in seen and term in index:
                seen.add(term)
                concepts.append([(term, _DERIVATION_WEIGHT)])
    text = " ".join(words)
    for phrase, meaning in PHRASES.items() if hand_tables else ():
        if f" {phrase} " in f" {text} ":
            stems = [analyzer.stem(w) for w in meaning.split()]
            alternatives = [(s, _PHRASE_WEIGHT) for s in dict.fromkeys(stems) if s in index]
            if alternatives:
                concepts.append(alternatives)
    return concepts
