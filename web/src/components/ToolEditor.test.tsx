import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { AssentClient } from "../api/client";
import { ClientContext } from "../api/clientContext";
import type { ToolsValidated } from "../api/types";
import { ToolEditor } from "./ToolEditor";

/** The same interface as the real client, answering validation like the server would for these cases. */
class FakeClient extends AssentClient {
  seen: unknown[] = [];
  constructor() {
    super({ kind: "bearer", token: "t" });
  }
  override async validateTool(tool: unknown): Promise<ToolsValidated> {
    this.seen.push(tool);
    const fn = (tool as { function?: { description?: string } }).function ?? {};
    return fn.description === ""
      ? { valid: false, errors: [{ pointer: "/function/description", message: "function.description must not be empty" }] }
      : { valid: true, errors: [] };
  }
}

const initial = JSON.stringify(
  {
    type: "function",
    function: { name: "get_weather", description: "Weather", parameters: { type: "object", properties: {}, required: [], additionalProperties: false } },
    permission: "deny",
    "x-ui": { collapsed: true },
  },
  null,
  2,
);

function Harness({ client, onText }: { client: FakeClient; onText: (text: string) => void }) {
  const [text, setText] = useState(initial);
  return (
    <ClientContext.Provider value={client}>
      <ToolEditor
        draft={{ key: "k", text }}
        index={0}
        onChange={(next) => {
          setText(next);
          onText(next);
        }}
        onDelete={() => undefined}
        onValidity={() => undefined}
      />
    </ClientContext.Provider>
  );
}

describe("ToolEditor", () => {
  it("quick fields and the permission select patch the raw JSON and keep every other member", async () => {
    const client = new FakeClient();
    let text = initial;
    render(<Harness client={client} onText={(t) => (text = t)} />);
    const user = userEvent.setup();

    expect(screen.getByLabelText("Permission")).toHaveProperty("value", "deny");
    const name = screen.getByLabelText("Function name");
    await user.clear(name);
    await user.type(name, "lookup");
    await user.selectOptions(screen.getByLabelText("Permission"), "allow");

    const tool = JSON.parse(text);
    expect(tool.function.name).toBe("lookup");
    expect(tool.permission).toBe("allow");
    expect(tool["x-ui"]).toEqual({ collapsed: true });
    expect(screen.getByRole("textbox", { name: "Raw JSON of lookup" }).textContent).toContain('"permission": "allow"');
  });

  it("shows the server's problems with their pointers", async () => {
    const client = new FakeClient();
    render(<Harness client={client} onText={() => undefined} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Function description"));
    await waitFor(() => expect(screen.getByRole("list", { name: "Problems in get_weather" }).textContent).toContain("/function/description"));
    await act(async () => undefined);
    expect(client.seen.length).toBeGreaterThan(0);
  });
});
