// The panel of custom (client-side) function tools given to the next conversation.

import { Suspense, lazy, useCallback } from "react";
import { type ToolDraft, newToolDraft } from "../tools/toolDocument";

// The editor (CodeMirror) is loaded when the first tool is shown, not with the page.
const ToolEditor = lazy(() => import("./ToolEditor").then((m) => ({ default: m.ToolEditor })));

interface Props {
  tools: ToolDraft[];
  onChange: (tools: ToolDraft[]) => void;
  onValidity: (key: string, valid: boolean) => void;
  fixedForConversation: boolean;
}

export function ToolDefinitions({ tools, onChange, onValidity, fixedForConversation }: Props) {
  const update = useCallback(
    (key: string, text: string) => onChange(tools.map((t) => (t.key === key ? { ...t, text } : t))),
    [onChange, tools],
  );
  return (
    <section className="panel" aria-labelledby="tool-definitions-title">
      <header className="row">
        <h2 id="tool-definitions-title">Tool definitions</h2>
        <button type="button" onClick={() => onChange([...tools, newToolDraft(`tool_${tools.length + 1}`)])}>
          Add function tool
        </button>
      </header>
      <p className="muted">
        Custom function tools run in this page: when the model calls one, you enter its result. They are fixed per
        conversation.
      </p>
      {fixedForConversation && tools.length > 0 ? (
        <p className="notice">Changes to these tools apply when you start a New conversation.</p>
      ) : null}
      {tools.length === 0 ? <p className="muted">No custom tools.</p> : null}
      <Suspense fallback={<p role="status">Loading the tool editor…</p>}>
      {tools.map((tool, index) => (
        <ToolEditor
          key={tool.key}
          draft={tool}
          index={index}
          onChange={(text) => update(tool.key, text)}
          onDelete={() => {
            onValidity(tool.key, true);
            onChange(tools.filter((t) => t.key !== tool.key));
          }}
          onValidity={(valid) => onValidity(tool.key, valid)}
        />
      ))}
      </Suspense>
    </section>
  );
}
