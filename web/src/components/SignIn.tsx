// Signing in. With the gateway's browser session (OIDC) the page is signed in by its cookie; until that
// is available, a development sign-in takes a token from `assent token alice`, kept in memory only.

import { useState } from "react";
import { AssentClient, ProblemError } from "../api/client";
import { type Credentials, LOGIN_PATH, parseDevToken } from "../api/auth";

interface Props {
  onSignedIn: (credentials: Credentials) => void;
  sessionLogin: boolean;
}

export function SignIn({ onSignedIn, sessionLogin }: Props) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <main className="sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in to the Assent Playground</h1>
      {sessionLogin ? (
        <p>
          <a className="button primary" href={LOGIN_PATH}>
            Sign in with your organisation
          </a>
        </p>
      ) : null}
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
            await new AssentClient(credentials).models();
            onSignedIn(credentials);
          } catch (failure) {
            setError(failure instanceof ProblemError ? failure.message : "Sign-in failed.");
          } finally {
            setBusy(false);
          }
        }}
      >
        <h2>Development sign-in</h2>
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
