// MCP Activity: the caller's executed actions, metadata only (never arguments or results), paged by the
// server's cursor and filtered on the page.

import { useEffect, useState } from "react";
import { ProblemError } from "../api/client";
import { useClient } from "../api/clientContext";
import type { ActivityItem, Problem } from "../api/types";
import { ProblemMessage } from "./ProblemMessage";

const PAGE_SIZE = 20;

type Loaded =
  | { state: "loading" }
  | { state: "error"; problem: Problem; key: string }
  | { state: "ready"; items: ActivityItem[]; next: string | null; key: string };

function matches(item: ActivityItem, text: string, status: string): boolean {
  if (status !== "" && item.status !== status) return false;
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
  const [reload, setReload] = useState(0);
  const cursor = cursors[cursors.length - 1] ?? null;
  const key = `${cursor ?? ""}:${reload}`;
  const loaded: Loaded = result.state !== "loading" && result.key === key ? result : { state: "loading" };

  useEffect(() => {
    if (!active) return;
    let current = true;
    client
      .activity(PAGE_SIZE, cursor)
      .then((page) => current && setResult({ state: "ready", items: page.items, next: page.next_cursor, key }))
      .catch((error: unknown) => {
        if (!current) return;
        const problem = error instanceof ProblemError ? error.problem : { status: 0, code: "client_error", detail: "Loading failed." };
        setResult({ state: "error", problem, key });
      });
    return () => {
      current = false;
    };
  }, [client, cursor, active, key]);

  const shown = loaded.state === "ready" ? loaded.items.filter((i) => matches(i, filter.trim(), status)) : [];
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
          Filter
          <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="action, connection or approval id" />
        </label>
        <label>
          Status
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">any</option>
            <option value="succeeded">succeeded</option>
            <option value="failed">failed</option>
            <option value="outcome_unknown">outcome unknown</option>
          </select>
        </label>
      </div>
      {loaded.state === "loading" ? <p role="status">Loading activity…</p> : null}
      {loaded.state === "error" ? <ProblemMessage problem={loaded.problem} context="Could not load MCP Activity" /> : null}
      {loaded.state === "ready" && loaded.items.length === 0 ? <p className="muted">No activity on this page.</p> : null}
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
