// The model called one of the page's own function tools: show the call and let the person enter its result.

import { useState } from "react";
import type { ClientCall } from "../turn/turnState";

interface Props {
  call: ClientCall;
  onSubmit: (content: unknown) => Promise<void>;
  canAnswer: boolean;
}

/** JSON when the text parses as JSON, else the text as it is. */
function contentOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function ClientCallCard({ call, onSubmit, canAnswer }: Props) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const inputId = `result-${call.toolCallId}`;
  return (
    <article className="client-call" aria-label={`Call of ${call.name}`}>
      <h4>
        The model called <code>{call.name}</code>
      </h4>
      <pre aria-label={`Arguments of ${call.name}`}>{JSON.stringify(call.arguments, null, 2)}</pre>
      {call.answered ? <p className="ok">Result sent.</p> : null}
      {call.cancelled ? <p className="muted">Cancelled by Stop: no result is taken any more.</p> : null}
      {!call.answered && !call.cancelled && canAnswer ? (
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            setBusy(true);
            try {
              await onSubmit(contentOf(text));
            } finally {
              setBusy(false);
            }
          }}
        >
          <label htmlFor={inputId}>Result of {call.name}</label>
          <textarea id={inputId} value={text} onChange={(e) => setText(e.target.value)} rows={3} />
          <button type="submit" className="primary" disabled={busy || text.trim() === ""}>
            Send result
          </button>
        </form>
      ) : null}
    </article>
  );
}
