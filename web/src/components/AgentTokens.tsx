// Agent tokens: create one for an external agent (shown once, with Copy), list and revoke them.

import { useEffect, useState } from "react";
import { ProblemError } from "../api/client";
import { useClient } from "../api/clientContext";
import type { AgentToken, AgentTokenCreated, Connection, Problem } from "../api/types";
import { ProblemMessage } from "./ProblemMessage";

function problemOf(error: unknown): Problem {
  return error instanceof ProblemError ? error.problem : { status: 0, code: "client_error", detail: "Something went wrong." };
}

export function AgentTokens({ connections, active }: { connections: Connection[]; active: boolean }) {
  const client = useClient();
  const [tokens, setTokens] = useState<AgentToken[] | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [created, setCreated] = useState<AgentTokenCreated | null>(null);
  const [copied, setCopied] = useState(false);
  const [reload, setReload] = useState(0);
  const usable = connections.filter((c) => c.status === "connected");

  useEffect(() => {
    if (!active) return;
    let current = true;
    client
      .agentTokens()
      .then((page) => current && setTokens(page.items))
      .catch((error: unknown) => current && setProblem(problemOf(error)));
    return () => {
      current = false;
    };
  }, [client, active, reload]);

  return (
    <section className="panel" aria-labelledby="agent-tokens-title">
      <h2 id="agent-tokens-title">Agent tokens</h2>
      <p className="muted">An external agent signs in to the MCP endpoint with a token of its own. Its actions still wait for your approval.</p>
      {problem !== null ? <ProblemMessage problem={problem} /> : null}
      <form
        className="token-form"
        onSubmit={async (e) => {
          e.preventDefault();
          setProblem(null);
          setCopied(false);
          try {
            const made = await client.createAgentToken(name.trim(), chosen);
            setCreated(made);
            setName("");
            setChosen([]);
            setReload((n) => n + 1);
          } catch (error) {
            setProblem(problemOf(error));
          }
        }}
      >
        <label>
          Agent name
          <input value={name} onChange={(e) => setName(e.target.value)} placeholder="Claude Code on my laptop" />
        </label>
        <fieldset>
          <legend>Accounts the agent may use</legend>
          {usable.map((c) => (
            <label key={c.id} className="inline">
              <input
                type="checkbox"
                checked={chosen.includes(c.id)}
                onChange={(e) => setChosen((now) => (e.target.checked ? [...now, c.id] : now.filter((id) => id !== c.id)))}
              />
              {c.display_name}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="primary" disabled={name.trim() === "" || chosen.length === 0}>
          Create token
        </button>
      </form>
      {created !== null ? (
        <div className="notice" role="status">
          <p>
            Token for <strong>{created.name}</strong>. It is shown only now: copy it into your agent.
          </p>
          <div className="row">
            <label>
              New agent token
              <input readOnly value={created.token} size={40} onFocus={(e) => e.target.select()} />
            </label>
            <button
              type="button"
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(created.token);
                  setCopied(true);
                } catch {
                  setCopied(false);
                }
              }}
            >
              Copy
            </button>
            {copied ? <span className="ok">Copied.</span> : null}
          </div>
        </div>
      ) : null}
      {tokens === null && problem === null ? <p role="status">Loading tokens…</p> : null}
      {tokens !== null && tokens.length === 0 ? <p className="muted">No agent tokens.</p> : null}
      {tokens !== null && tokens.length > 0 ? (
        <ul className="accounts" aria-label="Agent tokens">
          {tokens.map((t) => (
            <li key={t.id}>
              <h3>{t.name}</h3>
              <p className="muted">
                <code>{t.prefix}…</code> · {t.connections.length} account(s) · expires {new Date(t.expires_at).toLocaleDateString()}
                {t.last_used_at ? ` · last used ${new Date(t.last_used_at).toLocaleString()}` : " · never used"}
              </p>
              <button
                type="button"
                className="danger"
                onClick={async () => {
                  try {
                    await client.revokeAgentToken(t.id);
                    setReload((n) => n + 1);
                  } catch (error) {
                    setProblem(problemOf(error));
                  }
                }}
              >
                Revoke {t.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
