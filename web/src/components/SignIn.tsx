// Signing in: the browser sign-in of the organisation's identity provider (a session cookie), or, for
// development, a token from `assent token alice` that stays in this page's memory.

import { useState } from "react";
import { AssentClient, ProblemError } from "../api/client";
import { type Credentials, loginHref, parseDevToken } from "../api/auth";
import type { Me } from "../api/types";

interface Props {
  onSignedIn: (credentials: Credentials, me: Me) => void;
}

export function SignIn({ onSignedIn }: Props) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <main className="sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in to the Assent Playground</h1>
      <p>
        <a className="button primary" href={loginHref()}>
          Sign in with your organisation
        </a>
      </p>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          const token = parseDevToken(text);
          if (token === null) {
            setError("Paste a token: one word, as `assent token alice` prints it.");
            return;
          }
          setBusy(true);
          setError(null);
          const credentials: Credentials = { kind: "bearer", token };
          try {
            onSignedIn(credentials, await new AssentClient(credentials).me());
          } catch (failure) {
            setError(failure instanceof ProblemError ? failure.message : "Sign-in failed.");
          } finally {
            setBusy(false);
          }
        }}
      >
        <h2>Development sign-in</h2>
        <p className="muted">Only a gateway in development mode accepts these tokens.</p>
        <label htmlFor="dev-token">Developer token</label>
        <input
          id="dev-token"
          type="password"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby="dev-token-note"
        />
        <p id="dev-token-note" className="muted">
          Printed by <code>make up</code> or <code>.venv/bin/assent token alice</code>. It stays in this page's memory: a
          reload signs you out.
        </p>
        {error !== null ? <p role="alert" className="error-text">{error}</p> : null}
        <button type="submit" className="primary" disabled={busy}>
          Sign in
        </button>
      </form>
    </main>
  );
}
