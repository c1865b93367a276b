"""`assent discovery rank`: rank a catalog offline with the discovery search engine.

    assent discovery rank --catalog actions.jsonl --queries queries.jsonl [--k 10] [--out ranked.jsonl]
                          [--no-contextual]

Catalog lines: `{"name", "title"?, "description", "input_schema", "annotations"?}`; query lines:
`{"id", "text"}`. Name actions `toolkit.action`, as the service does (`github.create_issue`): the
part before the last dot is the toolkit, whose other actions lend an action evidence (`toolkits`);
a name without a dot is a toolkit of its own. Prints one JSON line per query, in input order:
`{"id": …, "results": [names]}`.
A malformed line stops the run with `file:line: reason` on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TextIO

from assent_discovery.engine import ActionDocument, SearchEngine
from assent_discovery.engine.contextual import encode_all
from assent_discovery.engine.encoder import ContextualEncoder


class InputError(Exception):
    """A file or line that cannot be used; the message names the place and the reason."""


def _json_lines(path: Path) -> Iterator[tuple[str, dict[str, Any]]]:
    try:
        handle = path.open(encoding="utf-8")
    except OSError as error:
        raise InputError(f"{path}: cannot read ({error.strerror or error})") from error
    with handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            where = f"{path}:{number}"
            try:
                value = json.loads(line)
            except (json.JSONDecodeError, UnicodeDecodeError) as error:
                raise InputError(f"{where}: not valid JSON ({error})") from error
            if not isinstance(value, dict):
                raise InputError(f"{where}: expected a JSON object")
            yield where, value


def _optional(value: dict[str, Any], key: str, kind: type, where: str) -> Any:
    item = value.get(key)
    if item is not None and not isinstance(item, kind):
        raise InputError(f"{where}: {key!r} must be {'an object' if kind is dict else 'a string'}")
    return item


def read_catalog(path: Path) -> list[ActionDocument]:
    documents: list[ActionDocument] = []
    seen: set[str] = set()
    for where, value in _json_lines(path):
        name = value.get("name")
        if not isinstance(name, str) or not name.strip():
            raise InputError(f"{where}: 'name' must be a non-empty string")
        description = _optional(value, "description", str, where) or ""
        title = _optional(value, "title", str, where)
        schema = _optional(value, "input_schema", dict, where) or {}
        _optional(value, "annotations", dict, where)
        if name in seen:
            print(f"{where}: duplicate name {name!r}, the first one is kept", file=sys.stderr)
            continue
        seen.add(name)
        documents.append(ActionDocument(name=name, title=title, description=description, input_schema=schema))
    return documents


def read_queries(path: Path) -> list[tuple[Any, str]]:
    queries: list[tuple[Any, str]] = []
    for where, value in _json_lines(path):
        if "id" not in value or isinstance(value["id"], dict | list):
            raise InputError(f"{where}: 'id' must be a string or a number")
        text = value.get("text")
        if not isinstance(text, str):
            raise InputError(f"{where}: 'text' must be a string")
        queries.append((value["id"], text))
    return queries


def rank(
    documents: list[ActionDocument],
    queries: list[tuple[Any, str]],
    k: int,
    out: TextIO,
    contextual: bool = True,
) -> None:
    """As the service ranks once every action's contextual vector is ready (encoded here, ≈ 10 ms
    an action on one thread); `contextual=False` ranks as it does before they are."""
    engine = SearchEngine.build(documents)
    encoder = ContextualEncoder.load() if contextual and documents else None
    if encoder is not None:
        engine = encode_all(engine, documents, encoder)
    for query_id, text in queries:
        results = [name for name, _score in engine.search(text, k)]
        out.write(json.dumps({"id": query_id, "results": results}, ensure_ascii=False) + "\n")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="assent discovery rank", description="Rank catalog actions for each query, offline."
    )
    parser.add_argument(
        "--catalog", type=Path, required=True, help='JSON lines, one action per line, named "toolkit.action"'
    )
    parser.add_argument("--queries", type=Path, required=True, help='JSON lines {"id", "text"}')
    parser.add_argument("--k", type=int, default=10, help="results per query (default 10)")
    parser.add_argument("--out", type=Path, help="write the results here instead of standard output")
    parser.add_argument(
        "--no-contextual", action="store_true", help="rank without the contextual encoder (lexical + static)"
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exit_:  # argparse has printed the usage error (or the help)
        return exit_.code if isinstance(exit_.code, int) else 2
    if args.k < 1:
        print("--k must be at least 1", file=sys.stderr)
        return 2
    try:
        documents = read_catalog(args.catalog)
        queries = read_queries(args.queries)
        if args.out is None:
            rank(documents, queries, args.k, sys.stdout, not args.no_contextual)
        else:
            try:
                with args.out.open("w", encoding="utf-8") as out:
                    rank(documents, queries, args.k, out, not args.no_contextual)
            except OSError as error:
                raise InputError(f"{args.out}: cannot write ({error.strerror or error})") from error
    except InputError as error:
        print(f"assent discovery rank: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader stopped early (`| head`): not an error of ours
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
