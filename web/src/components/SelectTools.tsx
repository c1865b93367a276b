// "Select tools" beside the message input: the caller's connected accounts, personal and shared, with
// status; at most 20 selectable. Changing the selection starts a new conversation, and says so first.

import { useRef, useState } from "react";
import type { Connection } from "../api/types";

export const MAX_SELECTED = 20;

interface Props {
  connections: Connection[];
  selected: string[];
  onApply: (ids: string[]) => void;
  conversationOpen: boolean;
}

const STATUS_TEXT: Record<Connection["status"], string> = {
  connected: "connected",
  disconnected: "disconnected",
  missing: "missing",
};

export function SelectTools({ connections, selected, onApply, conversationOpen }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [choice, setChoice] = useState<string[]>(selected);
  const open = () => {
    setChoice(selected);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();
  const changed = choice.length !== selected.length || choice.some((id) => !selected.includes(id));
  const full = choice.length >= MAX_SELECTED;
  return (
    <>
      <button type="button" onClick={open} aria-haspopup="dialog">
        Select tools ({selected.length})
      </button>
      <dialog ref={dialog} aria-labelledby="select-tools-title" className="select-tools">
        <h2 id="select-tools-title">Select tools</h2>
        <p className="muted">
          Connected accounts the model may use, at most {MAX_SELECTED}. {choice.length} selected.
        </p>
        <fieldset>
          <legend>Accounts</legend>
          <ul>
            {connections.map((c) => {
              const usable = c.status === "connected";
              const checked = choice.includes(c.id);
              const noteId = `conn-note-${c.id}`;
              return (
                <li key={c.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!usable || (!checked && full)}
                      aria-describedby={noteId}
                      onChange={(e) =>
                        setChoice((now) => (e.target.checked ? [...now, c.id] : now.filter((id) => id !== c.id)))
                      }
                    />
                    {c.display_name}
                  </label>
                  <span id={noteId} className={`conn-status status-${c.status}`}>
                    {c.kind} · {STATUS_TEXT[c.status]}
                    {c.hint?.action === "link" ? (
                      <>
                        {" · "}
                        <a href="#/agent-tools" onClick={close}>
                          {c.hint.text}
                        </a>
                      </>
                    ) : null}
                    {c.hint?.action === "contact_admin" ? ` · ${c.hint.text}` : null}
                    {usable && !checked && full ? ` · ${MAX_SELECTED} selected already, the most a conversation can use: unselect one first` : null}
                  </span>
                </li>
              );
            })}
          </ul>
        </fieldset>
        {conversationOpen && changed ? (
          <p className="notice" role="status">
            Changing the selected tools starts a new conversation: the current transcript is cleared.
          </p>
        ) : null}
        <div className="row">
          <button
            type="button"
            className="primary"
            disabled={!changed}
            onClick={() => {
              onApply(choice);
              close();
            }}
          >
            {conversationOpen ? "Apply and start new conversation" : "Apply"}
          </button>
          <button type="button" onClick={close}>
            Cancel
          </button>
        </div>
      </dialog>
    </>
  );
}
