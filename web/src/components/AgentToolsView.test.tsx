import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { EventSource } from "eventsource";
import { describe, expect, it } from "vitest";
import { AssentClient } from "../api/client";
import { ClientContext } from "../api/clientContext";
import type { AuthorizationReturn } from "../api/authorizationReturn";
import type { AgentSetup, AgentToken, Authorization, Connection, Items, PendingApproval } from "../api/types";
import { AgentToolsView, RETURN_TO } from "./AgentToolsView";

const GITHUB: Connection = {
  id: "conn_bob_github",
  toolkit: "github",
  display_name: "bob on GitHub",
  kind: "personal",
  status: "disconnected",
  revision: "c2-x",
  permission: "ask",
  hint: { action: "link", text: "Reconnect in Agent tools", href: "/v1/agent-setup" },
  connect: "oauth",
};
const SLACK: Connection = { ...GITHUB, id: "conn_bob_slack", toolkit: "slack", display_name: "bob on Slack", connect: "credentials" };

/** The real client's interface, answering as the API does for bob; it records the authorize calls. */
class FakeClient extends AssentClient {
  authorized: [string, string][] = [];
  constructor(readonly items: Connection[]) {
    super({ kind: "bearer", token: "t" });
  }
  override async connections(): Promise<Items<Connection>> {
    return { items: this.items };
  }
  override async agentSetup(): Promise<AgentSetup> {
    return { mcp_endpoint: "http://x/mcp", instructions: "Connect", token_hint: "a token" };
  }
  override async agentTokens(): Promise<Items<AgentToken>> {
    return { items: [] };
  }
  override async approvals(): Promise<Items<PendingApproval>> {
    return { items: [] };
  }
  override eventStream(): EventSource {
    return { addEventListener: () => undefined, close: () => undefined } as unknown as EventSource;
  }
  override async authorize(toolkit: string, returnTo: string): Promise<Authorization> {
    this.authorized.push([toolkit, returnTo]);
    return { authorization_url: `http://auth.example/authorize?toolkit=${toolkit}`, expires_in: 600 };
  }
}

function show(client: FakeClient, goTo: (url: string) => void, back: AuthorizationReturn | null = null) {
  render(
    <ClientContext.Provider value={client}>
      <AgentToolsView active onConnectionsChanged={() => undefined} goTo={goTo} authorizationReturn={back} />
    </ClientContext.Provider>,
  );
}

describe("connecting a personal account", () => {
  it("goes to the authorization page when the toolkit connects by OAuth, and keeps the credentials form otherwise", async () => {
    const client = new FakeClient([GITHUB, SLACK]);
    const visited: string[] = [];
    show(client, (url) => visited.push(url));
    const button = await screen.findByRole("button", { name: "Connect bob on GitHub" });
    expect(screen.queryByLabelText("Access token for bob on GitHub")).toBeNull();
    expect(screen.getByLabelText("Access token for bob on Slack")).toBeTruthy();
    await userEvent.click(button);
    expect(client.authorized).toEqual([["github", RETURN_TO]]);
    expect(visited).toEqual(["http://auth.example/authorize?toolkit=github"]);
  });

  it("uses the credentials form when the API says nothing of OAuth", async () => {
    const { connect: _omitted, ...plain } = GITHUB;
    void _omitted;
    show(new FakeClient([plain]), () => undefined);
    expect(await screen.findByLabelText("Access token for bob on GitHub")).toBeTruthy();
  });

  it("announces the return: connected, or the error", async () => {
    show(new FakeClient([{ ...GITHUB, status: "connected", hint: null }]), () => undefined, { toolkit: "github", error: null });
    expect((await screen.findByText("Connected bob on GitHub.")).getAttribute("role")).toBe("status");
  });

  it("announces a failed return as an alert", async () => {
    show(new FakeClient([GITHUB]), () => undefined, { toolkit: "github", error: "access_denied" });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Could not connect bob on GitHub");
    expect(alert.textContent).toContain("access_denied");
  });
});
