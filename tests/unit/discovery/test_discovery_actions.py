"""Semantic names, revisions and which listed tools become actions."""

from assent_contracts.directory import Connection, connection_revision
from assent_discovery.actions import action_revision, definitions_for, split_name
from assent_discovery.listing import ListedTool

CONNECTION = Connection(id="conn_a", toolkit="github", kind="shared", org="acme", display_name="A")
TOOL = ListedTool(
    name="get_me",
    title="Who am I",
    description="Get the user.",
    input_schema={"type": "object", "properties": {"x": {"type": "string"}}},
    annotations={"readOnlyHint": True},
)


def test_actions_are_named_by_toolkit_and_keep_their_definition() -> None:
    definitions = definitions_for(CONNECTION, [TOOL])

    action = definitions["github.get_me"]
    assert (action.tool_name, action.connection_id, action.title) == ("get_me", "conn_a", "Who am I")
    assert action.input_schema == TOOL.input_schema
    assert action.annotations == {"readOnlyHint": True}
    assert action.revision == action_revision(connection_revision("conn_a", 1), TOOL)


def test_revision_is_stable_and_changes_with_connection_or_definition() -> None:
    base = action_revision("c1-x", TOOL)
    reordered = ListedTool(
        name="get_me",
        title="Who am I",
        description="Get the user.",
        input_schema={"properties": {"x": {"type": "string"}}, "type": "object"},
        annotations={"readOnlyHint": True},
    )

    assert action_revision("c1-x", reordered) == base
    assert action_revision("c2-x", TOOL) != base
    changed = ListedTool(name="get_me", description="Get the user!", input_schema=TOOL.input_schema)
    assert action_revision("c1-x", changed) != base
    annotated = ListedTool(**{**TOOL.__dict__, "annotations": {"readOnlyHint": False}})
    assert action_revision("c1-x", annotated) != base


def test_bad_names_bad_schemas_and_repeats_are_left_out() -> None:
    tools = [
        TOOL,
        ListedTool(name="get_me", description="again"),
        ListedTool(name="has space"),
        ListedTool(name="bad_schema", input_schema={"type": "object", "properties": {"x": {"type": 5}}}),
        ListedTool(name="not_object", input_schema={"type": "string"}),
        ListedTool(name="fine"),
    ]

    assert sorted(definitions_for(CONNECTION, tools)) == ["github.fine", "github.get_me"]
    assert definitions_for(CONNECTION, tools)["github.get_me"].description == "Get the user."


def test_split_name() -> None:
    assert split_name("github.get_me") == ("github", "get_me")
    assert split_name("github.repos.list") == ("github", "repos.list")
    assert split_name("get_me") is None
    assert split_name(".x") is None
