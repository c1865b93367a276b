// Administration (administrators only): which toolkits the organisation has enabled, and its shared
// connections — create one with credentials or, for a toolkit that connects by OAuth, through its
// authorization server; rotate the credentials or reconnect by OAuth; delete it. Credentials are sent,
// never shown: the API does not return them.

import { useEffect, useState } from "react";
import { asProblem } from "../api/client";
import { useClient } from "../api/clientContext";
import type { AuthorizationReturn } from "../api/authorizationReturn";
import type { AdminToolkit, Authorization, Connection, Permission, Problem } from "../api/types";
import { ConnectReturnNotice } from "./ConnectReturnNotice";
import { ProblemMessage } from "./ProblemMessage";

type Loaded =
  | { state: "loading" }
  | { state: "error"; problem: Problem }
  | { state: "ready"; toolkits: AdminToolkit[]; shared: Connection[] };

const PERMISSIONS: Permission[] = ["ask", "allow", "deny"];

/** Where an OAuth connection started here sends the browser back: this view (the gateway adds `?connected=`). */
export const ADMIN_RETURN_TO = "/#/admin";

interface Props {
  active: boolean;
  org: string;
  onConnectionsChanged: () => void;
  /** What the return from an OAuth connection started here said, once, at the page's start. */
  authorizationReturn?: AuthorizationReturn | null;
  /** Opens the OAuth authorization page (the browser leaves the page). */
  goTo?: (url: string) => void;
}

/** A button that starts an OAuth connection (`start`) and sends the browser to the authorization server. */
function OAuthButton({
  label,
  disabled = false,
  start,
  goTo,
  onProblem,
}: {
  label: string;
  disabled?: boolean;
  start: () => Promise<Authorization>;
  goTo: (url: string) => void;
  onProblem: (problem: Problem) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy || disabled}
      onClick={async () => {
        setBusy(true);
        try {
          goTo((await start()).authorization_url);
        } catch (error) {
          setBusy(false);
          onProblem(asProblem(error));
        }
      }}
    >
      {label}
    </button>
  );
}

function CredentialsForm({ connection, onDone }: { connection: Connection; onDone: (done: string | Problem) => void }) {
  const client = useClient();
  const [secret, setSecret] = useState("");
  const [busy, setBusy] = useState(false);
  const rotating = connection.status === "connected";
  const id = `shared-credentials-${connection.id}`;
  return (
    <form
      className="row"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        try {
          // Rotating keeps the status; setting credentials of a missing or disconnected one connects it.
          await client.updateShared(connection.id, rotating ? { credentials: secret } : { credentials: secret, status: "connected" });
          setSecret("");
          onDone(rotating ? `Rotated the credentials of ${connection.display_name}.` : `Connected ${connection.display_name}.`);
        } catch (error) {
          onDone(asProblem(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      <label htmlFor={id}>New credentials for {connection.display_name}</label>
      <input id={id} type="password" autoComplete="off" value={secret} onChange={(e) => setSecret(e.target.value)} />
      <button type="submit" disabled={busy || secret.trim() === ""}>
        {rotating ? `Rotate credentials of ${connection.display_name}` : `Connect ${connection.display_name}`}
      </button>
    </form>
  );
}

function DeleteButton({ connection, onDone }: { connection: Connection; onDone: (done: string | Problem) => void }) {
  const client = useClient();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className="danger" onClick={() => setConfirming(true)}>
        Delete {connection.display_name}
      </button>
    );
  }
  return (
    <div className="notice" role="group" aria-label={`Confirm deleting ${connection.display_name}`}>
      <p>Deleting it removes it for everyone in the organisation: open conversations can no longer run its actions.</p>
      <div className="row">
        <button
          type="button"
          className="danger"
          onClick={async () => {
            try {
              await client.deleteShared(connection.id);
              onDone(`Deleted ${connection.display_name}.`);
            } catch (error) {
              setConfirming(false);
              onDone(asProblem(error));
            }
          }}
        >
          Delete {connection.display_name} for everyone
        </button>
        <button type="button" onClick={() => setConfirming(false)}>
          Keep {connection.display_name}
        </button>
      </div>
    </div>
  );
}

function CreateForm({
  toolkits,
  onDone,
  goTo,
}: {
  toolkits: AdminToolkit[];
  onDone: (done: string | Problem) => void;
  goTo: (url: string) => void;
}) {
  const client = useClient();
  const enabled = toolkits.filter((t) => t.enabled);
  const [toolkit, setToolkit] = useState("");
  const [name, setName] = useState("");
  const [secret, setSecret] = useState("");
  const [permission, setPermission] = useState<Permission>("ask");
  const chosen = enabled.some((t) => t.slug === toolkit) ? toolkit : (enabled[0]?.slug ?? "");
  const byOAuth = enabled.find((t) => t.slug === chosen)?.auth_kind === "oauth";
  return (
    <form
      className="token-form"
      aria-label="New shared connection"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          const made = await client.createShared({ toolkit: chosen, display_name: name.trim(), credentials: secret, permission });
          setName("");
          setSecret("");
          setPermission("ask");
          onDone(`Created ${made.display_name}.`);
        } catch (error) {
          onDone(asProblem(error));
        }
      }}
    >
      <h3>New shared connection</h3>
      <div className="row">
        <label>
          Toolkit
          <select value={chosen} onChange={(e) => setToolkit(e.target.value)}>
            {enabled.map((t) => (
              <option key={t.slug} value={t.slug}>
                {t.display_name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Display name
          <input value={name} onChange={(e) => setName(e.target.value)} placeholder="Acme GitHub" />
        </label>
        <label>
          Credentials
          <input type="password" autoComplete="off" value={secret} onChange={(e) => setSecret(e.target.value)} />
        </label>
        <label>
          Permission
          <select value={permission} onChange={(e) => setPermission(e.target.value as Permission)}>
            {PERMISSIONS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="row">
        <button type="submit" className="primary" disabled={chosen === "" || name.trim() === "" || secret.trim() === ""}>
          Create shared connection
        </button>
        {byOAuth ? (
          <OAuthButton
            label="Connect with OAuth"
            disabled={name.trim() === ""}
            start={() => client.authorizeNewShared({ toolkit: chosen, display_name: name.trim(), permission, return_to: ADMIN_RETURN_TO })}
            goTo={goTo}
            onProblem={onDone}
          />
        ) : null}
      </div>
      {byOAuth ? <p className="muted">This toolkit connects by OAuth: name the connection, then sign in at its server (no credentials needed).</p> : null}
    </form>
  );
}

export function AdminView({
  active,
  org,
  onConnectionsChanged,
  authorizationReturn = null,
  goTo = (url) => window.location.assign(url),
}: Props) {
  const client = useClient();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState("");
  const [reload, setReload] = useState(0);

  useEffect(() => {
    if (!active) return;
    let current = true;
    Promise.all([client.adminToolkits(), client.sharedConnections()])
      .then(([toolkits, shared]) => current && setLoaded({ state: "ready", toolkits: toolkits.items, shared: shared.items }))
      .catch((error: unknown) => current && setLoaded({ state: "error", problem: asProblem(error) }));
    return () => {
      current = false;
    };
  }, [client, active, reload]);

  const done = (outcome: string | Problem) => {
    if (typeof outcome === "string") {
      setProblem(null);
      setNotice(outcome);
      setReload((n) => n + 1);
      onConnectionsChanged();
    } else {
      setNotice("");
      setProblem(outcome);
    }
  };

  if (loaded.state === "loading") return <p role="status">Loading administration…</p>;
  if (loaded.state === "error") return <ProblemMessage problem={loaded.problem} context="Could not load Administration" />;
  return (
    <div className="agent-tools">
      <p className="admin-notice" role="status">
        {notice}
      </p>
      {authorizationReturn !== null ? (
        <ConnectReturnNotice
          back={authorizationReturn}
          name={loaded.toolkits.find((t) => t.slug === authorizationReturn.toolkit)?.display_name ?? authorizationReturn.toolkit}
        />
      ) : null}
      {problem !== null ? <ProblemMessage problem={problem} /> : null}
      <section className="panel" aria-labelledby="toolkits-title">
        <h2 id="toolkits-title">Toolkits</h2>
        <p className="muted">
          The toolkits people of {org} may use. Disabling one removes its connections from everyone&apos;s Select tools and Agent
          tools, and its actions are refused, also in open conversations.
        </p>
        <ul className="accounts" aria-label="Toolkits">
          {loaded.toolkits.map((t) => (
            <li key={t.slug}>
              <h3>{t.display_name}</h3>
              <p>
                {t.slug} · {t.auth_kind === "oauth" ? "connects by OAuth" : "connects with a token"} ·{" "}
                <strong>{t.enabled ? "enabled" : "disabled"}</strong>
              </p>
              <button
                type="button"
                className={t.enabled ? "danger" : undefined}
                onClick={async () => {
                  try {
                    await client.setToolkits([{ slug: t.slug, enabled: !t.enabled }]);
                    done(`${t.enabled ? "Disabled" : "Enabled"} ${t.display_name}.`);
                  } catch (error) {
                    done(asProblem(error));
                  }
                }}
              >
                {t.enabled ? `Disable ${t.display_name}` : `Enable ${t.display_name}`}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section className="panel" aria-labelledby="shared-title">
        <h2 id="shared-title">Shared connections</h2>
        <p className="muted">
          Accounts of {org} that every member can select. Rotating the credentials starts a new revision: approvals bound to the old
          one are refused, so open conversations must be started anew to use it.
        </p>
        {loaded.shared.length === 0 ? <p className="muted">No shared connections.</p> : null}
        <ul className="accounts" aria-label="Shared connections">
          {loaded.shared.map((c) => (
            <li key={c.id}>
              <h3>{c.display_name}</h3>
              <p>
                {c.toolkit} · <span className={`status-${c.status}`}>{c.status}</span> · permission {c.permission} · revision{" "}
                <code>{c.revision}</code>
              </p>
              <CredentialsForm connection={c} onDone={done} />
              {c.connect === "oauth" ? (
                <OAuthButton
                  label={`${c.status === "connected" ? "Reconnect" : "Connect"} ${c.display_name} with OAuth`}
                  start={() => client.authorizeShared(c.id, ADMIN_RETURN_TO)}
                  goTo={goTo}
                  onProblem={done}
                />
              ) : null}
              <DeleteButton connection={c} onDone={done} />
            </li>
          ))}
        </ul>
        <CreateForm toolkits={loaded.toolkits} onDone={done} goTo={goTo} />
      </section>
    </div>
  );
}
