import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AssentClient } from "../api/client";
import { ClientContext } from "../api/clientContext";
import { readAuthorizationReturn, type AuthorizationReturn } from "../api/authorizationReturn";
import type { AdminToolkit, Authorization, Connection, Items, SharedConnectionAuthorize } from "../api/types";
import { ADMIN_RETURN_TO, AdminView } from "./AdminView";

const TOOLKITS: AdminToolkit[] = [
  { slug: "octo", display_name: "Octo", mcp_url: "http://x/mcp", auth_kind: "oauth", enabled: true },
  { slug: "slack", display_name: "Slack", mcp_url: "http://y/mcp", auth_kind: "static", enabled: true },
];
const OCTO: Connection = {
  id: "conn_acme_octo",
  toolkit: "octo",
  display_name: "Acme Octo",
  kind: "shared",
  status: "connected",
  revision: "c1-x",
  permission: "ask",
  hint: null,
  connect: "oauth",
};
const SLACK: Connection = { ...OCTO, id: "conn_acme_slack", toolkit: "slack", display_name: "Acme Slack", connect: "credentials" };

/** The real client's interface, answering as the API does for an administrator; it records the
 * authorizations asked for. */
class FakeClient extends AssentClient {
  started: (SharedConnectionAuthorize | [string, string])[] = [];
  constructor(readonly shared: Connection[]) {
    super({ kind: "bearer", token: "t" });
  }
  override async adminToolkits(): Promise<Items<AdminToolkit>> {
    return { items: TOOLKITS };
  }
  override async sharedConnections(): Promise<Items<Connection>> {
    return { items: this.shared };
  }
  override async authorizeNewShared(body: SharedConnectionAuthorize): Promise<Authorization> {
    this.started.push(body);
    return { authorization_url: "http://auth.example/authorize?new", expires_in: 600 };
  }
  override async authorizeShared(connectionId: string, returnTo: string): Promise<Authorization> {
    this.started.push([connectionId, returnTo]);
    return { authorization_url: `http://auth.example/authorize?${connectionId}`, expires_in: 600 };
  }
}

function show(client: FakeClient, goTo: (url: string) => void, back: AuthorizationReturn | null = null) {
  render(
    <ClientContext.Provider value={client}>
      <AdminView active org="acme" onConnectionsChanged={() => undefined} goTo={goTo} authorizationReturn={back} />
    </ClientContext.Provider>,
  );
}

describe("shared connections by OAuth", () => {
  it("creates one of an OAuth toolkit through its authorization server, coming back to Administration", async () => {
    const client = new FakeClient([]);
    const visited: string[] = [];
    show(client, (url) => visited.push(url));
    const form = await screen.findByRole("form", { name: "New shared connection" });
    const oauth = within(form).getByRole("button", { name: "Connect with OAuth" });
    expect(oauth).toHaveProperty("disabled", true); // it needs a name first
    await userEvent.type(within(form).getByLabelText("Display name"), "Acme Octo");
    await userEvent.click(oauth);
    expect(client.started).toEqual([{ toolkit: "octo", display_name: "Acme Octo", permission: "ask", return_to: ADMIN_RETURN_TO }]);
    expect(visited).toEqual(["http://auth.example/authorize?new"]);
    await userEvent.selectOptions(within(form).getByLabelText("Toolkit"), "Slack");
    expect(within(form).queryByRole("button", { name: "Connect with OAuth" })).toBeNull();
  });

  it("reconnects an OAuth toolkit's shared connection, and offers nothing of the kind for a token toolkit", async () => {
    const client = new FakeClient([OCTO, SLACK, { ...OCTO, id: "conn_acme_octo_2", display_name: "Acme Octo 2", status: "missing" }]);
    const visited: string[] = [];
    show(client, (url) => visited.push(url));
    await userEvent.click(await screen.findByRole("button", { name: "Reconnect Acme Octo with OAuth" }));
    expect(screen.getByRole("button", { name: "Connect Acme Octo 2 with OAuth" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Acme Slack with OAuth/ })).toBeNull();
    expect(client.started).toEqual([["conn_acme_octo", ADMIN_RETURN_TO]]);
    expect(visited).toEqual(["http://auth.example/authorize?conn_acme_octo"]);
  });

  it("announces a failed return as an alert naming the toolkit", async () => {
    show(new FakeClient([OCTO]), () => undefined, readAuthorizationReturn("?connect_error=oauth_failed&toolkit=octo"));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Could not connect Octo: the authorization server did not grant access");
  });

  it("announces a connected return as a status", async () => {
    show(new FakeClient([OCTO]), () => undefined, readAuthorizationReturn("?connected=octo"));
    expect((await screen.findByText("Connected Octo.")).getAttribute("role")).toBe("status");
  });
});
