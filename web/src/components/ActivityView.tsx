// MCP Activity: the caller's executed actions, metadata only (never arguments or results), paged by the
// server's cursor. Status and connection are filtered by the server (every page holds only matching
// entries); the text filter narrows the page shown.

import { useEffect, useState } from "react";
import { asProblem } from "../api/client";
import { useClient } from "../api/clientContext";
import type { ActivityItem, Connection, Problem } from "../api/types";
import { ProblemMessage } from "./ProblemMessage";

export const PAGE_SIZE = 20;

export const STATUSES = ["succeeded", "failed", "outcome_unknown"] as const;

type Loaded =
  | { state: "loading" }
  | { state: "error"; problem: Problem; key: string }
  | { state: "ready"; items: ActivityItem[]; next: string | null; key: string };

function matches(item: ActivityItem, text: string): boolean {
  if (text === "") return true;
  const needle = text.toLowerCase();
  return [item.action_name, item.connection_id, item.approval_id, item.turn_id].some((v) => v.toLowerCase().includes(needle));
}

export function ActivityView({ active, initialFilter }: { active: boolean; initialFilter: string }) {
  const client = useClient();
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [result, setResult] = useState<Loaded>({ state: "loading" });
  const [filter, setFilter] = useState(initialFilter);
  const [status, setStatus] = useState("");
  const [connectionId, setConnectionId] = useState("");
  const [connections, setConnections] = useState<Connection[]>([]);
  const [reload, setReload] = useState(0);
  const cursor = cursors[cursors.length - 1] ?? null;
  const key = `${cursor ?? ""}:${status}:${connectionId}:${reload}`;
  const loaded: Loaded = result.state !== "loading" && result.key === key ? result : { state: "loading" };
  const narrowed = status !== "" || connectionId !== "";

  useEffect(() => {
    if (!active) return;
    let current = true;
    client
      .activity(PAGE_SIZE, cursor, { status, connectionId })
      .then((page) => current && setResult({ state: "ready", items: page.items, next: page.next_cursor, key }))
      .catch((error: unknown) => current && setResult({ state: "error", problem: asProblem(error, "Loading failed."), key }));
    return () => {
      current = false;
    };
  }, [client, cursor, status, connectionId, active, key]);

  useEffect(() => {
    if (!active) return;
    let current = true;
    client
      .connections()
      .then((page) => current && setConnections(page.items))
      .catch(() => undefined); // the filter then offers "any" only; the table still loads
    return () => {
      current = false;
    };
  }, [client, active, reload]);

  // A server filter changes what every page holds: start again from the newest page.
  const narrow = (change: () => void) => {
    change();
    setCursors([null]);
  };

  const shown = loaded.state === "ready" ? loaded.items.filter((i) => matches(i, filter.trim())) : [];
  return (
    <section className="panel" aria-labelledby="activity-title">
      <header className="row">
        <h2 id="activity-title">MCP Activity</h2>
        <button type="button" onClick={() => setReload((n) => n + 1)}>
          Refresh
        </button>
      </header>
      <p className="muted">Every executed action, newest first. Metadata only: arguments and results are never kept.</p>
      <div className="row filters">
        <label>
          Status
          <select value={status} onChange={(e) => narrow(() => setStatus(e.target.value))}>
            <option value="">any</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.replace("_", " ")}
              </option>
            ))}
          </select>
        </label>
        <label>
          Connection
          <select value={connectionId} onChange={(e) => narrow(() => setConnectionId(e.target.value))}>
            <option value="">any</option>
            {connections.map((c) => (
              <option key={c.id} value={c.id}>
                {c.display_name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Filter
          <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="action, connection or approval id" />
        </label>
      </div>
      {loaded.state === "loading" ? <p role="status">Loading activity…</p> : null}
      {loaded.state === "error" ? <ProblemMessage problem={loaded.problem} context="Could not load MCP Activity" /> : null}
      {loaded.state === "ready" && loaded.items.length === 0 ? (
        <p className="muted">{narrowed ? "No activity matches this status and connection." : "No activity on this page."}</p>
      ) : null}
      {loaded.state === "ready" && loaded.items.length > 0 ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Activity entries">
          <table>
            <caption>
              {shown.length} of {loaded.items.length} entries on this page
            </caption>
            <thead>
              <tr>
                <th scope="col">Action</th>
                <th scope="col">Connection</th>
                <th scope="col">Status</th>
                <th scope="col">Started</th>
                <th scope="col">Duration</th>
                <th scope="col">Approval id</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((item) => (
                <tr key={item.id}>
                  <td>
                    <code>{item.action_name}</code>
                  </td>
                  <td>{item.connection_id}</td>
                  <td>{item.status.replace("_", " ")}</td>
                  <td>
                    <time dateTime={item.started_at}>{new Date(item.started_at).toLocaleString()}</time>
                  </td>
                  <td>{item.duration_ms} ms</td>
                  <td>
                    <code>{item.approval_id}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <nav className="row" aria-label="Activity pages">
        <button type="button" disabled={cursors.length <= 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
          Newer
        </button>
        <span>Page {cursors.length}</span>
        <button
          type="button"
          disabled={loaded.state !== "ready" || loaded.next === null}
          onClick={() => loaded.state === "ready" && loaded.next !== null && setCursors((c) => [...c, loaded.next])}
        >
          Older
        </button>
      </nav>
    </section>
  );
}
