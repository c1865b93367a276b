// Agent tools: connect and disconnect personal accounts (by OAuth when the toolkit connects that way,
// else with pasted credentials), agent tokens, the approvals inbox of external agents, and how to
// connect one (Agent setup).

import { useEffect, useState } from "react";
import { ProblemError } from "../api/client";
import { useClient } from "../api/clientContext";
import type { AuthorizationReturn } from "../api/authorizationReturn";
import type { AgentSetup, Connection, Problem } from "../api/types";
import { AgentTokens } from "./AgentTokens";
import { ApprovalsInbox } from "./ApprovalsInbox";
import { ConnectReturnNotice } from "./ConnectReturnNotice";
import { ProblemMessage } from "./ProblemMessage";

type Loaded = { state: "loading" } | { state: "error"; problem: Problem } | { state: "ready"; connections: Connection[]; setup: AgentSetup };

function problemOf(error: unknown): Problem {
  return error instanceof ProblemError ? error.problem : { status: 0, code: "client_error", detail: "Something went wrong." };
}

function ConnectForm({ connection, onDone }: { connection: Connection; onDone: (problem: Problem | null) => void }) {
  const client = useClient();
  const [secret, setSecret] = useState("");
  const [busy, setBusy] = useState(false);
  const id = `credentials-${connection.id}`;
  return (
    <form
      className="row"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        try {
          await client.connect(connection.toolkit, secret);
          setSecret("");
          onDone(null);
        } catch (error) {
          onDone(problemOf(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      <label htmlFor={id}>Access token for {connection.display_name}</label>
      <input id={id} type="password" autoComplete="off" value={secret} onChange={(e) => setSecret(e.target.value)} />
      <button type="submit" disabled={busy || secret.trim() === ""}>
        Connect {connection.display_name}
      </button>
    </form>
  );
}

/** Where the OAuth connection sends the browser back: the page's root; the gateway adds `?connected=`. */
export const RETURN_TO = "/";

function OAuthConnect({ connection, onDone, goTo }: { connection: Connection; onDone: (problem: Problem | null) => void; goTo: (url: string) => void }) {
  const client = useClient();
  const [busy, setBusy] = useState(false);
  const noteId = `oauth-note-${connection.id}`;
  return (
    <div className="row">
      <button
        type="button"
        className="primary"
        disabled={busy}
        aria-describedby={noteId}
        onClick={async () => {
          setBusy(true);
          try {
            const authorization = await client.authorize(connection.toolkit, RETURN_TO);
            goTo(authorization.authorization_url);
          } catch (error) {
            setBusy(false);
            onDone(problemOf(error));
          }
        }}
      >
        Connect {connection.display_name}
      </button>
      <span id={noteId} className="muted">
        You sign in at {connection.toolkit} and come back here.
      </span>
    </div>
  );
}

/** The caller's personal account of `toolkit`, by name (else the toolkit, or nothing when unknown). */
function accountName(toolkit: string, connections: Connection[]): string {
  return connections.find((c) => c.kind === "personal" && c.toolkit === toolkit)?.display_name ?? toolkit;
}

interface Props {
  active: boolean;
  onConnectionsChanged: () => void;
  /** Changes when another view changed the connections (an administrator's, say): load them again. */
  refreshKey?: number;
  /** What the return from an OAuth connection said, once, at the page's start. */
  authorizationReturn?: AuthorizationReturn | null;
  /** Opens the OAuth authorization page (the browser leaves the page). */
  goTo?: (url: string) => void;
}

export function AgentToolsView({
  active,
  onConnectionsChanged,
  refreshKey = 0,
  authorizationReturn = null,
  goTo = (url) => window.location.assign(url),
}: Props) {
  const client = useClient();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    if (!active) return;
    let current = true;
    Promise.all([client.connections(), client.agentSetup()])
      .then(([connections, setup]) => current && setLoaded({ state: "ready", connections: connections.items, setup }))
      .catch((error: unknown) => current && setLoaded({ state: "error", problem: problemOf(error) }));
    return () => {
      current = false;
    };
  }, [client, active, reload, refreshKey]);

  const changed = (next: Problem | null) => {
    setProblem(next);
    if (next === null) {
      setReload((n) => n + 1);
      onConnectionsChanged();
    }
  };

  if (loaded.state === "loading") return <p role="status">Loading agent tools…</p>;
  if (loaded.state === "error") return <ProblemMessage problem={loaded.problem} context="Could not load Agent tools" />;
  return (
    <div className="agent-tools">
      <ApprovalsInbox />
      <section className="panel" aria-labelledby="accounts-title">
        <h2 id="accounts-title">Agent tools</h2>
        <p className="muted">Your connected accounts. Reconnecting or disconnecting one starts its revision anew: open conversations cannot use it any more.</p>
        {authorizationReturn !== null ? (
          <ConnectReturnNotice back={authorizationReturn} name={accountName(authorizationReturn.toolkit, loaded.connections)} />
        ) : null}
        {problem !== null ? <ProblemMessage problem={problem} /> : null}
        <ul className="accounts">
          {loaded.connections.map((c) => (
            <li key={c.id}>
              <h3>{c.display_name}</h3>
              <p>
                {c.kind} · {c.toolkit} · <span className={`status-${c.status}`}>{c.status}</span>
                {c.hint?.action === "contact_admin" ? ` · ${c.hint.text}` : ""}
              </p>
              {c.kind === "personal" && c.status === "connected" ? (
                <button
                  type="button"
                  onClick={async () => {
                    try {
                      await client.disconnect(c.id);
                      changed(null);
                    } catch (error) {
                      changed(problemOf(error));
                    }
                  }}
                >
                  Disconnect {c.display_name}
                </button>
              ) : null}
              {c.kind === "personal" && c.status !== "connected" ? (
                c.connect === "oauth" ? (
                  <OAuthConnect connection={c} onDone={changed} goTo={goTo} />
                ) : (
                  <ConnectForm connection={c} onDone={changed} />
                )
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section className="panel" aria-labelledby="agent-setup-title">
        <h2 id="agent-setup-title">Agent setup</h2>
        <p>{loaded.setup.instructions}</p>
        <dl>
          <dt>MCP endpoint</dt>
          <dd>
            <code>{loaded.setup.mcp_endpoint}</code>
          </dd>
          <dt>Token</dt>
          <dd>{loaded.setup.token_hint}</dd>
        </dl>
        {(loaded.setup.configurations ?? []).map((c) => (
          <details key={c.client} className="json-view">
            <summary>Configuration for {c.client}</summary>
            <pre>{c.text}</pre>
          </details>
        ))}
      </section>
      <AgentTokens connections={loaded.connections} active={active} />
    </div>
  );
}
