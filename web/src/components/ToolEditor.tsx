// One custom function tool: quick-edit inputs for the function name and description and the
// permission select, synced both ways with the raw JSON in a CodeMirror editor; live validation by the
// server's TOOL_SCHEMA checks (POST /v1/tools/validate) with each problem shown at its JSON pointer.

import { useEffect, useMemo, useRef, useState } from "react";
import { ProblemError } from "../api/client";
import { useClient } from "../api/clientContext";
import type { Permission, ToolProblem } from "../api/types";
import { pointerRange } from "../tools/jsonPointer";
import { type ToolDraft, parseTool, quickFields, withFunctionField, withPermission } from "../tools/toolDocument";
import { JsonEditor } from "./JsonEditor";

const VALIDATE_AFTER_MS = 250;

interface Props {
  draft: ToolDraft;
  index: number;
  onChange: (text: string) => void;
  onDelete: () => void;
  onValidity: (valid: boolean) => void;
}

export function ToolEditor({ draft, index, onChange, onDelete, onValidity }: Props) {
  const client = useClient();
  const parsed = useMemo(() => parseTool(draft.text), [draft.text]);
  const fields = parsed.ok ? quickFields(parsed.value) : null;
  const [problems, setProblems] = useState<ToolProblem[]>([]);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const reportValidity = useRef(onValidity);

  useEffect(() => {
    reportValidity.current = onValidity;
  }, [onValidity]);

  useEffect(() => {
    if (!parsed.ok) {
      reportValidity.current(false);
      return;
    }
    let current = true;
    const timer = window.setTimeout(async () => {
      setChecking(true);
      try {
        const answer = await client.validateTool(parsed.value);
        if (!current) return;
        setProblems(answer.errors);
        setCheckError(null);
        reportValidity.current(answer.valid);
      } catch (error) {
        if (!current) return;
        setCheckError(error instanceof ProblemError ? error.message : "Validation is unavailable.");
      } finally {
        if (current) setChecking(false);
      }
    }, VALIDATE_AFTER_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [client, parsed]);

  const shown = parsed.ok ? problems : [{ pointer: "", message: parsed.message }];
  const editorProblems = shown.map((p) => ({ ...pointerRange(draft.text, p.pointer), message: p.message }));
  const title = fields?.name || `Tool ${index + 1}`;
  const id = draft.key;

  const patch = (next: string | null) => {
    if (next !== null) onChange(next);
  };

  return (
    <article className="tool-editor" aria-labelledby={`${id}-title`}>
      <header className="row">
        <h3 id={`${id}-title`}>{title}</h3>
        <button type="button" className="danger" onClick={onDelete} aria-label={`Delete tool ${title}`}>
          Delete
        </button>
      </header>
      <div className="quick-fields">
        <label>
          Function name
          <input
            value={fields?.name ?? ""}
            disabled={fields === null}
            onChange={(e) => patch(withFunctionField(draft.text, "name", e.target.value))}
          />
        </label>
        <label>
          Function description
          <input
            value={fields?.description ?? ""}
            disabled={fields === null}
            onChange={(e) => patch(withFunctionField(draft.text, "description", e.target.value))}
          />
        </label>
        <label>
          Permission
          <select
            value={fields?.permission ?? "ask"}
            disabled={fields === null}
            onChange={(e) => patch(withPermission(draft.text, e.target.value as Permission))}
          >
            <option value="ask">ask: each call waits for approval</option>
            <option value="allow">allow: sent to the page at once</option>
            <option value="deny">deny: never offered to the model</option>
          </select>
        </label>
      </div>
      <JsonEditor value={draft.text} onChange={onChange} label={`Raw JSON of ${title}`} problems={editorProblems} />
      <div className="validation" aria-live="polite">
        {checking ? <p className="muted">Checking…</p> : null}
        {checkError !== null ? <p role="alert">{checkError}</p> : null}
        {shown.length === 0 && !checking && checkError === null ? <p className="ok">Valid tool definition.</p> : null}
        {shown.length > 0 ? (
          <ul aria-label={`Problems in ${title}`}>
            {shown.map((p) => (
              <li key={`${p.pointer}:${p.message}`}>
                <code>{p.pointer || "/"}</code> {p.message}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
