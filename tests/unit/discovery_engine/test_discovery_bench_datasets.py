"""The development sets of `bench/discovery/` are sound data: a wrong name in a request's answer, a
duplicate tool or a near-empty style row would make the printed figures mean nothing."""

from __future__ import annotations

import importlib
import io
import json
import sys
import zipfile
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

BENCH = Path(__file__).resolve().parents[3] / "bench" / "discovery"
SETS = {  # module: (catalog function, requests function)
    "catalog_mcp_servers": ("mcp_catalog", "mcp_queries"),
    "catalog_endpoints": ("endpoints_catalog", "endpoints_queries"),
    "catalog_plugins": ("plugins_catalog", "plugins_queries"),
    "catalog_api_directory": ("directory_catalog", "directory_queries"),
    "catalog_bazaar": ("bazaar_catalog", "bazaar_queries"),
    "catalog_restbench": ("restbench_catalog", "restbench_queries"),
    "catalog_taskbench": ("taskbench_catalog", "taskbench_queries"),
    "catalog_taskbench_media": ("taskmedia_catalog", "taskmedia_queries"),
    "catalog_bfcl": ("bfcl_catalog", "bfcl_queries"),
    "catalog_sealtools": ("sealtools_catalog", "sealtools_queries"),
    "catalog_toolalpaca": ("toolalpaca_catalog", "toolalpaca_queries"),
    "catalog_ultratool": ("ultratool_catalog", "ultratool_queries"),
}
# Fewest requests of one style in either half, where a set may hold fewer than ten: TaskBench's
# first 160 usable requests hold only 11 `dag` ones, 6 and 5 a half (its source's share); its
# multimedia domain's only 9, 5 and 4 a half; UltraTool's 64 sampled requests only 10 `single`
# ones, 5 a half (its plans mostly chain tools).
FEWEST_PER_STYLE = {"catalog_taskbench": 5, "catalog_taskbench_media": 4, "catalog_ultratool": 5}


def _load(name: str) -> ModuleType:
    sys.path.insert(0, str(BENCH))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(BENCH))


def _set(name: str) -> tuple[list[dict[str, Any]], Any]:
    module = _load(name)
    catalog, queries = SETS[name]
    return getattr(module, catalog)(), getattr(module, queries)


def _hub_products(tools: list[dict[str, Any]]) -> Counter[str]:
    """How many endpoints each product of a hub-style catalog lists; every name is two-level."""
    assert all("." in t["name"] and t["description"] for t in tools)  # two-level names, a title each
    return Counter(t["name"].split(".")[0] for t in tools)


def _spanned_products(every: list[tuple[str, str, list[str]]]) -> list[set[str]]:
    """The products each request's answers belong to. The four styles are there, and every
    multi-need request spans two products or more."""
    assert {style for style, _, _ in every} == {"multi", "terse", "chatty", "esl"}
    toolkits = [{n.split(".")[0] for n in relevant} for _, _, relevant in every]
    for (style, text, _), spanned in zip(every, toolkits, strict=True):
        if style == "multi":
            assert len(spanned) >= 2, text
    return toolkits


def _single_needs_of_several_products(
    every: list[tuple[str, str, list[str]]], toolkits: list[set[str]]
) -> list[str]:
    """Single-need requests served by endpoints of several products: the distractors a hub has."""
    return [
        text
        for (style, text, _), spanned in zip(every, toolkits, strict=True)
        if style != "multi" and len(spanned) >= 2
    ]


@pytest.mark.parametrize("name", sorted(SETS))
def test_every_answer_names_a_tool_of_the_catalog_and_no_tool_is_listed_twice(name: str) -> None:
    tools, queries = _set(name)
    names = [t["name"] for t in tools]
    assert [n for n, count in Counter(names).items() if count > 1] == []
    missing = [(text, n) for _, text, relevant in queries(None) for n in relevant if n not in set(names)]
    assert missing == []
    assert all(relevant for _, _, relevant in queries(None))


@pytest.mark.parametrize("name", sorted(SETS))
def test_both_halves_hold_at_least_ten_requests_of_every_style(name: str) -> None:
    _, queries = _set(name)
    every = queries(None)
    halves = {split: queries(split) for split in ("dev", "held-out")}
    assert len(halves["dev"]) + len(halves["held-out"]) == len(every)
    assert not {text for _, text, _ in halves["dev"]} & {text for _, text, _ in halves["held-out"]}
    for split, triples in halves.items():
        counts = Counter(style for style, _, _ in triples)
        assert counts and min(counts.values()) >= FEWEST_PER_STYLE.get(name, 10), (split, counts)


def test_the_mcp_set_has_real_servers_and_multi_need_requests_that_span_them() -> None:
    tools, queries = _set("catalog_mcp_servers")
    servers = {t["name"].split(".")[0] for t in tools}
    assert len(tools) >= 240 and len(servers) >= 15
    for style, text, relevant in queries(None):
        if style == "multi":
            assert 2 <= len(relevant) <= 3, text
            assert len({n.split(".")[0] for n in relevant}) >= 2, text


def test_the_directory_set_is_an_api_hub_with_distractors_and_mostly_multi_need_requests() -> None:
    tools, queries = _set("catalog_api_directory")
    products = _hub_products(tools)
    assert 150 <= len(tools) <= 250 and 50 <= len(products) <= 75
    every = queries(None)
    toolkits = _spanned_products(every)
    assert sum(style == "multi" for style, _, _ in every) * 2 >= len(every) - 10
    # Distractors: many single-need requests are served by endpoints of several products (four
    # weather, four currency, three translation products...), and the answers spread over the catalog.
    assert len(_single_needs_of_several_products(every, toolkits)) >= 10
    assert len({name for spanned in toolkits for name in spanned}) >= 45


def test_the_bazaar_set_is_a_hub_of_new_products_with_mostly_multi_need_requests() -> None:
    tools, queries = _set("catalog_bazaar")
    products = _hub_products(tools)
    assert 180 <= len(tools) <= 220 and 55 <= len(products) <= 70
    # Real products no other hub-style set has, nor (in any case) a toolkit of the 10k catalog:
    # the "in 10k catalog" row leaves out only a toolkit spelled exactly like one of the set's.
    others: set[str] = set()
    for module, catalog in (
        ("catalog_api_directory", "directory_catalog"),
        ("catalog_apihub", "apihub_catalog"),
        ("catalog_endpoints", "endpoints_catalog"),
        ("catalog_plugins", "plugins_catalog"),
    ):
        others |= {t["name"].split(".")[0].lower() for t in getattr(_load(module), catalog)()}
    large = set(_load("catalog_real").TOOLKITS) | {
        toolkit for toolkits in _load("catalog_generated").TOOLKITS.values() for toolkit in toolkits
    }
    assert [p for p in products if p.lower() in others | large] == []
    every = queries(None)
    toolkits = _spanned_products(every)
    # Enough multi-need requests in each half that one request moves a multi row by about 0.02.
    for split in ("dev", "held-out"):
        assert sum(style == "multi" for style, _, _ in queries(split)) >= 45, split
    assert len(_single_needs_of_several_products(every, toolkits)) >= 10
    assert len({name for spanned in toolkits for name in spanned}) >= 60


def test_the_restbench_set_keeps_every_endpoint_of_every_solution_of_the_source() -> None:
    """RestBench's requests, each answered by all the endpoints of its gold solution: the names
    are derived from the source's own solution strings, and every one is a tool of the catalog."""
    module = _load("catalog_restbench")
    tools, queries = _set("catalog_restbench")
    names = [t["name"] for t in tools]
    assert [n for n, count in Counter(names).items() if count > 1] == []
    # Both APIs, and every name derived mechanically from its method and path.
    assert Counter(n.split(".")[0] for n in names).keys() == {"tmdb", "spotify"}
    paths = [line.split(" ", 1) for line in module.PATHS.strip().splitlines()]
    assert [module.endpoint_name(toolkit, endpoint) for toolkit, endpoint in paths] == names
    every = queries(None)
    assert Counter(style for style, _, _ in every) == {"tmdb": 100, "spotify": 57}
    texts = [text for _, text, _ in every]
    assert [t for t, count in Counter(texts).items() if count > 1] == []
    assert all(text == text.strip() and "|" not in text for text in texts)
    for split in ("dev", "held-out"):
        counts = Counter(style for style, _, _ in queries(split))
        assert counts.keys() == {"tmdb", "spotify"} and min(counts.values()) >= 20, (split, counts)
    # Every step of every solution of the source is a relevant answer, deduplicated, in order.
    solutions = module.SOLUTIONS.strip().splitlines()
    assert len(solutions) == len(every)
    for (style, text, relevant), solution in zip(every, solutions, strict=True):
        steps = [module.endpoint_name(style, step) for step in solution.split(",")]
        assert relevant == list(dict.fromkeys(steps)), text
        assert set(relevant) <= set(names), text
        if len(set(steps)) >= 2:
            assert len(relevant) == len(set(steps)) >= 2, text


# The ids of TaskBench's daily-life tools, in the order of its `tool_desc.json`.
TASKBENCH_TOOLS = [
    "get_weather",
    "get_news_for_topic",
    "stock_operation",
    "book_flight",
    "book_hotel",
    "book_restaurant",
    "book_car",
    "online_shopping",
    "send_email",
    "send_sms",
    "share_by_social_network",
    "search_by_engine",
    "apply_for_job",
    "see_doctor_online",
    "consult_lawyer_online",
    "enroll_in_course",
    "buy_insurance",
    "online_banking",
    "daily_bill_payment",
    "sell_item_online",
    "do_tax_return",
    "apply_for_passport",
    "pay_for_credit_card",
    "auto_housework_by_robot",
    "auto_driving_to_destination",
    "deliver_package",
    "order_food_delivery",
    "order_taxi",
    "play_music_by_title",
    "play_movie_by_title",
    "take_note",
    "borrow_book_online",
    "recording_audio",
    "make_video_call",
    "make_voice_call",
    "organize_meeting_online",
    "attend_meeting_online",
    "software_management",
    "print_document",
    "set_alarm",
]


def test_the_taskbench_set_keeps_the_source_s_flat_tools_and_160_of_its_requests() -> None:
    """TaskBench's 40 daily-life tools under their own ids, and its first 160 requests whose every
    task is one of them, each answered by its tasks: a misspelled name, here or in the source's
    ids, fails."""
    _check_taskbench_domain("catalog_taskbench", TASKBENCH_TOOLS, {"single": 57, "chain": 92, "dag": 11})


def _check_taskbench_domain(name: str, expected: list[str], styles: dict[str, int]) -> list[dict[str, Any]]:
    """One TaskBench domain's set (`name`): its 40 tools under their own ids (`expected`, in the
    source's order), its first 160 usable requests in `styles`, each answered by the distinct tasks
    of its entry, every request keeping its entry's id and no left-out entry among them, and both
    halves holding every style. Returns the tools."""
    module = _load(name)
    tools, queries = _set(name)
    names = [t["name"] for t in tools]
    assert names == expected and len(set(names)) == 40
    assert all(t["description"] and t["input_schema"]["properties"] for t in tools)
    every = queries(None)
    assert Counter(style for style, _, _ in every) == styles
    texts = [text for _, text, _ in every]
    assert [t for t, count in Counter(texts).items() if count > 1] == []
    assert all(text == text.strip() and "|" not in text for text in texts)
    for style, text, relevant in every:
        assert relevant and set(relevant) <= set(expected), text
        assert len(set(relevant)) == len(relevant), text  # distinct, in the order of `task_nodes`
        assert (len(relevant) == 1) == (style == "single"), text
    ids = module.IDS.strip().splitlines()
    assert len(ids) == len(every) and len(set(ids)) == len(ids)
    assert all(len(i) == 8 and i.isdigit() for i in ids)
    assert not set(ids) & set(module.SKIPPED)
    assert all(set(missing) and not set(missing) & set(names) for missing in module.SKIPPED.values())
    for split in ("dev", "held-out"):
        counts = Counter(style for style, _, _ in queries(split))
        assert counts.keys() == styles.keys() and counts["dag"] >= FEWEST_PER_STYLE[name], (split, counts)
    return tools


# The ids of TaskBench's multimedia tools, in the order of its `tool_desc.json`.
TASKMEDIA_TOOLS = [
    "Image Downloader",
    "Video Downloader",
    "Audio Downloader",
    "Text Downloader",
    "Text Search",
    "Image Search",
    "Image Search (by Image)",
    "URL Extractor",
    "Video Search",
    "Text-to-Image",
    "Text-to-Video",
    "Text-to-Audio",
    "Image-to-Text",
    "Audio-to-Text",
    "Video-to-Text",
    "Audio Noise Reduction",
    "Audio Effects",
    "Audio Splicer",
    "Voice Changer",
    "Text Summarizer",
    "Text Translator",
    "Text Sentiment Analysis",
    "Text Grammar Checker",
    "Text Simplifier",
    "Text Expander",
    "Keyword Extractor",
    "Text Paraphraser",
    "Article Spinner",
    "Topic Generator",
    "Audio-to-Image",
    "Image-to-Video",
    "Video-to-Audio",
    "Video-to-Image",
    "Image Stitcher",
    "Image Colorizer",
    "Image Style Transfer",
    "Video Stabilizer",
    "Video Speed Changer",
    "Video Synchronization",
    "Video Voiceover",
]


def test_the_taskmedia_set_keeps_the_source_s_flat_tools_and_160_of_its_requests() -> None:
    """TaskBench's 40 multimedia tools under their own ids, a parameter per input type, and its
    first 160 requests whose every task is one of them, each answered by its tasks: a misspelled
    name, here or in the source's ids, fails."""
    styles = {"single": 77, "chain": 74, "dag": 9}
    tools = _check_taskbench_domain("catalog_taskbench_media", TASKMEDIA_TOOLS, styles)
    types = {"url", "image", "text", "audio", "video"}
    for tool in tools:  # named after the source's input types, a repeated one with `_2`; all required
        schema = tool["input_schema"]
        assert schema["required"] == list(schema["properties"]), tool["name"]
        for param, spec in schema["properties"].items():
            assert spec["description"] in types and param in (spec["description"], spec["description"] + "_2")
    splicer = tools[[t["name"] for t in tools].index("Audio Splicer")]["input_schema"]["properties"]
    assert list(splicer) == ["audio", "audio_2"]


def test_the_toolalpaca_set_keeps_every_usable_instruction_of_both_test_files() -> None:
    """ToolAlpaca's 214 test instructions (114 real, 100 simulated) less the 15 whose golden answer
    names a function outside its API's list, line for line with their source place; one toolkit per
    API, every function of each; `multi` exactly when two distinct actions or more are relevant."""
    module = _load("catalog_toolalpaca")
    tools, every = module.toolalpaca_catalog(), module.toolalpaca_queries(None)
    origins = [line.split() for line in module.ORIGINS.strip().splitlines()]
    dropped = [line.split() for line in module.DROPPED.strip().splitlines()]
    assert len(origins) == len(every) == 199 and len(dropped) == 15
    places = [(file, kit, int(i)) for file, kit, i in origins + dropped]
    assert len(set(places)) == len(places) == 214
    assert Counter(file for file, _, _ in places) == {"real": 114, "simulated": 100}
    for (style, text, relevant), (_, kit, _) in zip(every, origins, strict=True):
        assert style == ("multi" if len(relevant) >= 2 else "single"), text
        assert len(set(relevant)) == len(relevant) and {n.split(".")[0] for n in relevant} == {kit}
        assert text == text.strip() and "|" not in text
    assert Counter(style for style, _, _ in every) == {"single": 167, "multi": 32}
    kits = Counter(t["name"].split(".")[0] for t in tools)
    assert len(tools) == 94 and len(kits) == 21 and kits["cataas"] == 7 and kits["airportsapi"] == 1
    assert all(t["name"].count(".") == 1 and " " not in t["name"] for t in tools)
    assert [t["description"] for t in tools if not t["description"]] == [""]  # AirportApi_getAirport


def test_the_ultratool_set_keeps_every_usable_record_of_its_spread_sample() -> None:
    """UltraTool's English test file read at 32 spread pages, the first two complete records of
    each: 64 records, none dropped, line for line with their page offset; every called name is in
    the flat catalog of their tools, named as the source spells it; `multi` exactly when two
    distinct actions or more are relevant."""
    module = _load("catalog_ultratool")
    tools, every = module.ultratool_catalog(), module.ultratool_queries(None)
    origins = [line.split() for line in module.ORIGINS.strip().splitlines()]
    assert module.DROPPED.strip() == "" and len(origins) == len(every) == 64
    offsets = [round(k * 3392043 / 32) for k in range(32)]
    assert [(int(offset), int(place)) for offset, place, _ in origins] == [
        (offset, place) for offset in offsets for place in (1, 2)
    ]
    assert len({domain for _, _, domain in origins}) == 17
    names = [t["name"] for t in tools]
    assert len(names) == len(set(names)) == 76
    assert all(" " not in n and "." not in n and t["description"] for n, t in zip(names, tools, strict=True))
    for style, text, relevant in every:
        assert style == ("multi" if len(relevant) >= 2 else "single"), text
        assert len(set(relevant)) == len(relevant) and set(relevant) <= set(names), text
        assert text == text.strip() and "|" not in text
    assert Counter(style for style, _, _ in every) == {"single": 10, "multi": 54}
    used = {name for _, _, relevant in every for name in relevant}
    assert used <= set(names) and len(used) <= len(names)
    for split in ("dev", "held-out"):
        assert Counter(style for style, _, _ in module.ultratool_queries(split)) == {"single": 5, "multi": 27}


def test_the_sealtools_set_keeps_every_easy_request_and_the_last_100_difficult_ones() -> None:
    """Seal-Tools' 94 easy out-of-domain requests and its last 100 difficult ones, line for line
    with their source ids, each difficult one answered by two tools or more, every tool named as
    the source calls it (camel case) and described: a dropped, doubled or misplaced line fails."""
    module = _load("catalog_sealtools")
    tools, every = module.sealtools_catalog(), module.sealtools_queries(None)
    ids = module.IDS.split()
    expected = [f"test_out_domain-easy-{i}" for i in range(94)]
    expected += [f"test_out_domain-difficult-{i}" for i in range(554, 654)]
    assert ids == expected and len(every) == len(ids) and module.SKIPPED == {}
    assert [style for style, _, _ in every] == ["single"] * 94 + ["multi"] * 100
    assert all(len(relevant) >= 2 for style, _, relevant in every if style == "multi")
    assert len(tools) == 307 and all(t["description"] and " " not in t["name"] for t in tools)
    used = {name for _, _, relevant in every for name in relevant}
    assert used == {t["name"] for t in tools}  # the catalog is exactly the tools the requests call


# The contextual encoder is fine-tuned on the development halves only (`training_pairs.py`): a
# validation, third-set or judge request among its pairs would make every figure read on it flattering.
# `bfcl` is a development set added after the encoder was tuned: none of its requests is a pair.
NEVER_TUNED = (
    "directory",
    "restbench",
    "taskbench",
    "taskmedia",
    "sealtools",
    "toolalpaca",
    "ultratool",
    "bfcl",
    "generated",
)


def test_the_encoder_pairs_hold_development_requests_only() -> None:
    pairs = _load("training_pairs").training_pairs()
    scenarios = _load("datasets").scenarios
    dev = scenarios("dev")
    development = {q.text for s in dev if not s.name.startswith(NEVER_TUNED) for q in s.queries}
    validation = {q.text for s in scenarios("held-out") for q in s.queries}
    judged = {q.text for s in dev if s.name.startswith(NEVER_TUNED) for q in s.queries}
    third = {q.text for s in scenarios("third") for q in s.queries}
    requests = {str(p["request"]) for p in pairs}
    assert len(requests) > 500 and requests <= development  # a text in both is left out
    assert not requests & (validation | judged | third)
    for pair in pairs:
        assert pair["positives"], pair["request"]  # every request names an action it calls for
        assert not set(pair["negatives"]) & set(pair["positives"])  # type: ignore[arg-type]


def _wheel(entries: list[dict[str, Any]], answers: list[dict[str, Any]]) -> zipfile.ZipFile:
    """A `bfcl-eval` wheel in memory whose `live_multiple` category holds `entries` (the other live
    categories empty)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as wheel:
        for category in _load("training_pairs").LIVE:
            rows = (entries, answers) if category == "live_multiple" else ([], [])
            for path, items in zip(
                (f"BFCL_v4_{category}.json", f"possible_answer/BFCL_v4_{category}.json"), rows, strict=True
            ):
                wheel.writestr(f"bfcl_eval/data/{path}", "\n".join(json.dumps(item) for item in items))
    return zipfile.ZipFile(buffer)


def test_bfcl_live_pairs_leave_out_the_bench_s_requests_and_tools() -> None:
    """BFCL's live requests join the encoder's pairs (`--bfcl-live`), each with the functions its
    answer calls and the others it was offered as negatives; left out: a request the bench judges
    with, one calling a tool of the bench's `bfcl` set, one not mostly in the Latin script, and a
    request and answer met before."""
    module = _load("training_pairs")
    bench_tool = _load("catalog_bfcl").bfcl_catalog()[0]

    def function(name: str, description: str) -> dict[str, Any]:
        return {"name": name, "description": description, "parameters": {"type": "dict", "properties": {}}}

    offered = [
        function("set_alarm", "Set an alarm."),
        function("play_song", "Play a song."),
        function(bench_tool["name"], bench_tool["description"]),
    ]
    said = {
        "0": "Wake me up at 7 tomorrow",
        "1": "Wake me up at 7 tomorrow",  # the same request and answer again
        "2": "明天早上七点叫醒我",  # not in the Latin script
        "3": "judged elsewhere",
        "4": "call the bench's own tool",
        "5": "play something by Nina Simone then wake me at 9",
    }
    calls = {"0": ["set_alarm"], "1": ["set_alarm"], "2": ["set_alarm"], "3": ["set_alarm"]}
    calls |= {"4": [bench_tool["name"]], "5": ["play_song", "set_alarm"]}
    turn = [{"role": "system", "content": "Ask if unsure."}]
    entries = [
        {"id": i, "question": [[*turn, {"role": "user", "content": text}]], "function": offered}
        for i, text in said.items()
    ]
    answers = [{"id": i, "ground_truth": [{name: {}} for name in names]} for i, names in calls.items()]

    pairs = module.live_pairs(_wheel(entries, answers), unseen={"judged elsewhere"})

    assert [p["request"] for p in pairs] == [said["0"], said["5"]]
    assert [len(p["positives"]) for p in pairs] == [1, 2]
    assert pairs[0]["positives"][0].startswith("set alarm:")
    assert len(pairs[0]["negatives"]) == 2 and len(pairs[1]["negatives"]) == 1  # the others offered
    assert all(p["set"] == "bfcl-live_multiple" for p in pairs)


def test_the_real_union_rows_rank_each_set_among_every_set_s_real_tools_only() -> None:
    """Each `… / in 2.4k real tools` row holds its set's own requests and every tool of its set,
    each answer is in its catalog, no name is listed twice, no generated action of the 10k catalog
    is in it (every action is one of a set's own), and of a product the set has, no other set's
    toolkit is added beside the set's own."""
    datasets = _load("datasets")
    every = datasets.scenarios("dev")
    unions = [s for s in every if s.name.endswith(datasets.REAL_UNION)]
    alone = {
        s.name.split(" / ")[0]: s
        for s in every
        if s.name.endswith((" tools", " real actions")) and s not in unions
    }
    real = {id(a) for s in alone.values() for a in s.catalog}  # the very dicts of the sets
    assert len(unions) == 16 and {s.name.split(" / ")[0] for s in unions} <= set(alone)
    # A set of `OWN_UNION_ROW_ONLY` (added later) is in its own union row only: the earlier rows'
    # catalogs stay as they were.
    late = {id(a) for label in datasets.OWN_UNION_ROW_ONLY for a in alone[label].catalog}
    for union in unions:
        if union.name.split(" / ")[0] not in datasets.OWN_UNION_ROW_ONLY:
            assert not late & {id(a) for a in union.catalog}, union.name
    for union in unions:
        own = alone[union.name.split(" / ")[0]]
        names = [a["name"] for a in union.catalog]
        assert len(names) == len(set(names)) and all(id(a) in real for a in union.catalog)
        assert union.catalog[: len(own.catalog)] == own.catalog and union.queries == own.queries
        assert {r for q in union.queries for r in q.relevant} <= set(names)
        kits = {a["name"].split(".")[0] for a in own.catalog}
        added = [a for a in union.catalog[len(own.catalog) :] if a["name"].split(".")[0] in kits]
        assert added == [], union.name
        assert len(union.catalog) > 2000
