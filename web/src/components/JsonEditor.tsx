// A CodeMirror 6 editor for raw JSON. Controlled: `value` from outside replaces the document when it
// differs, and each edit reports the new text. Problems are drawn as lint diagnostics at their ranges.

import { json } from "@codemirror/lang-json";
import { type Diagnostic, lintGutter, setDiagnostics } from "@codemirror/lint";
import { Compartment } from "@codemirror/state";
import { EditorView, basicSetup } from "codemirror";
import { useEffect, useRef } from "react";

/** The style nonce the gateway put in the page (its CSP admits only style elements that carry it). */
function styleNonce(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? null;
}

export interface EditorProblem {
  from: number;
  to: number;
  message: string;
}

interface Props {
  value: string;
  onChange: (text: string) => void;
  label: string;
  problems: EditorProblem[];
}

export function JsonEditor({ value, onChange, label, problems }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latestOnChange = useRef(onChange);
  const labelling = useRef(new Compartment());

  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (host.current === null) return;
    const editor = new EditorView({
      doc: value,
      parent: host.current,
      extensions: [
        EditorView.cspNonce.of(styleNonce() ?? ""),
        basicSetup,
        json(),
        EditorView.lineWrapping,
        lintGutter(),
        labelling.current.of(EditorView.contentAttributes.of({ "aria-label": label })),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latestOnChange.current(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: labelling.current.reconfigure(EditorView.contentAttributes.of({ "aria-label": label })) });
  }, [label]);

  useEffect(() => {
    const editor = view.current;
    if (editor === null) return;
    const current = editor.state.doc.toString();
    if (current !== value) editor.dispatch({ changes: { from: 0, to: current.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const editor = view.current;
    if (editor === null) return;
    const length = editor.state.doc.length;
    const diagnostics: Diagnostic[] = problems.map((p) => ({
      from: Math.min(p.from, length),
      to: Math.min(Math.max(p.to, p.from), length),
      severity: "error",
      message: p.message,
    }));
    editor.dispatch(setDiagnostics(editor.state, diagnostics));
  }, [problems, value]);

  return <div className="json-editor" ref={host} />;
}
