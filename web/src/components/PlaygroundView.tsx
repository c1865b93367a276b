// The Playground: choose a model, project key and tools, ask, review and approve actions.

import { useCallback, useEffect, useMemo, useState } from "react";
import { ProblemError } from "../api/client";
import { useClient } from "../api/clientContext";
import type { Connection, Model, Problem } from "../api/types";
import { type ToolDraft, parseTool } from "../tools/toolDocument";
import { usePlayground } from "../turn/usePlayground";
import { ExchangeView } from "./ExchangeView";
import { ModelPicker } from "./ModelPicker";
import { ProblemMessage } from "./ProblemMessage";
import { SelectTools } from "./SelectTools";
import { ToolDefinitions } from "./ToolDefinitions";

type Loaded = { state: "loading" } | { state: "error"; problem: Problem } | { state: "ready"; models: Model[]; connections: Connection[] };

export function PlaygroundView({ refreshKey }: { refreshKey: number }) {
  const client = useClient();
  const playground = usePlayground(client);
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [projectKey, setProjectKey] = useState("");
  const [model, setModel] = useState("");
  const [selected, setSelected] = useState<string[]>([]);
  const [tools, setTools] = useState<ToolDraft[]>([]);
  const [validity, setValidity] = useState<Record<string, boolean>>({});

  useEffect(() => {
    let current = true;
    Promise.all([client.models(), client.connections()])
      .then(([models, connections]) => {
        if (!current) return;
        setLoaded({ state: "ready", models: models.items, connections: connections.items });
        setProjectKey((key) => key || (models.items[0]?.project_key ?? ""));
        setModel((id) => id || (models.items.find((m) => m.supports_tools)?.id ?? ""));
      })
      .catch((error: unknown) => {
        if (!current) return;
        const problem = error instanceof ProblemError ? error.problem : { status: 0, code: "client_error", detail: "Loading failed." };
        setLoaded({ state: "error", problem });
      });
    return () => {
      current = false;
    };
  }, [client, refreshKey]);

  const { conversationId, reset } = playground;
  const startOver = useCallback(() => reset(), [reset]);
  const onValidity = useCallback((key: string, valid: boolean) => setValidity((v) => (v[key] === valid ? v : { ...v, [key]: valid })), []);

  const toolValues = useMemo(() => tools.map((t) => parseTool(t.text)), [tools]);
  const toolsReady = toolValues.every((p) => p.ok) && tools.every((t) => validity[t.key] !== false);
  const toolsChanged =
    playground.startedWith !== null &&
    JSON.stringify(playground.startedWith.tools) !== JSON.stringify(toolValues.map((p) => (p.ok ? p.value : null)));

  if (loaded.state === "loading") return <p role="status">Loading models and connections…</p>;
  if (loaded.state === "error") return <ProblemMessage problem={loaded.problem} context="Could not load the Playground" />;

  const connectionsById = new Map(loaded.connections.map((c) => [c.id, c]));
  const usableSelected = selected.filter((id) => connectionsById.get(id)?.status === "connected");
  const current = playground.exchanges[playground.exchanges.length - 1];
  const chosenModel = loaded.models.find((m) => m.id === model && m.project_key === projectKey);
  const blockers: string[] = [];
  if (chosenModel === undefined || !chosenModel.supports_tools) blockers.push("choose a model with function-tool support");
  if (usableSelected.length === 0) blockers.push("select at least one connected account with Select tools");
  if (!toolsReady) blockers.push("fix the tool definitions");
  const canSend =
    blockers.length === 0 && playground.locked === null && !playground.running && !playground.sending && playground.draft.trim() !== "";

  const send = () =>
    void playground.send({
      model,
      projectKey,
      connectionIds: usableSelected,
      tools: toolValues.map((p) => (p.ok ? p.value : null)),
    });

  return (
    <div className="playground">
      <section className="panel conversation" aria-labelledby="conversation-title">
        <header className="row">
          <h2 id="conversation-title">Conversation</h2>
          <button type="button" onClick={startOver}>
            New conversation
          </button>
        </header>
        <ModelPicker
          models={loaded.models}
          projectKey={projectKey}
          model={model}
          onProjectKey={(key) => {
            setProjectKey(key);
            setModel(loaded.models.find((m) => m.project_key === key && m.supports_tools)?.id ?? "");
            startOver();
          }}
          onModel={(id) => {
            setModel(id);
            startOver();
          }}
        />
        {playground.exchanges.length === 0 ? (
          <p className="muted empty">No messages yet. The transcript lives in this page only and clears on reload.</p>
        ) : (
          <ol className="transcript" aria-label="Transcript">
            {playground.exchanges.map((exchange, index) => (
              <ExchangeView
                key={exchange.turn.turnId}
                exchange={exchange}
                live={index === playground.exchanges.length - 1}
                onDecide={playground.decide}
                onToolResult={playground.submitToolResult}
              />
            ))}
          </ol>
        )}
        {playground.problem !== null ? <ProblemMessage problem={playground.problem} /> : null}
        {playground.locked !== null ? (
          <div className="error-box" role="alert">
            <p>{playground.locked}</p>
            <button type="button" className="primary" onClick={startOver}>
              New conversation
            </button>
          </div>
        ) : null}
        {toolsChanged ? <p className="notice">The tool definitions changed: they apply when you start a New conversation.</p> : null}
        <form
          className="composer"
          onSubmit={(e) => {
            e.preventDefault();
            if (canSend) send();
          }}
        >
          <label htmlFor="message-input">Message</label>
          <textarea
            id="message-input"
            value={playground.draft}
            rows={3}
            disabled={playground.locked !== null}
            aria-describedby="composer-note"
            onChange={(e) => playground.setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && (e.ctrlKey || e.metaKey) && canSend) {
                e.preventDefault();
                send();
              }
            }}
          />
          <div className="row">
            <SelectTools
              connections={loaded.connections}
              selected={selected}
              conversationOpen={conversationId !== null}
              onApply={(ids) => {
                setSelected(ids);
                startOver();
              }}
            />
            <button type="submit" className="primary" disabled={!canSend}>
              Send
            </button>
            {playground.running ? (
              <button type="button" className="danger" onClick={() => void playground.stop()}>
                Stop
              </button>
            ) : null}
          </div>
          <p id="composer-note" className="muted">
            {blockers.length > 0 ? `To send: ${blockers.join("; ")}. ` : ""}
            {usableSelected.length > 0
              ? `Tools: ${usableSelected.map((id) => connectionsById.get(id)?.display_name ?? id).join(", ")}.`
              : ""}
            {current !== undefined && playground.running ? " Stop cancels the turn and its pending approvals." : ""}
          </p>
        </form>
      </section>
      <ToolDefinitions tools={tools} onChange={setTools} onValidity={onValidity} fixedForConversation={conversationId !== null} />
    </div>
  );
}
