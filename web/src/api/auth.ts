// How the page proves who it is. Two kinds of credentials, one interface:
// - "cookie": the gateway's browser session (OIDC sign-in at /auth/login); the browser sends the cookie.
// - "bearer": a development token (`assent token alice`), kept in this module's memory only.
// Switching to cookie sessions needs no change elsewhere: the API client and the event stream ask
// `requestInit()` for what to add to each request.

export type Credentials = { kind: "cookie" } | { kind: "bearer"; token: string };

export const LOGIN_PATH = "/auth/login";
export const LOGOUT_PATH = "/auth/logout";

export function requestInit(credentials: Credentials): { headers: Record<string, string>; credentials: RequestCredentials } {
  if (credentials.kind === "bearer") {
    return { headers: { Authorization: `Bearer ${credentials.token}` }, credentials: "omit" };
  }
  return { headers: {}, credentials: "same-origin" };
}

/** A pasted token without surrounding whitespace or a "Bearer " prefix; null when nothing is left. */
export function parseDevToken(text: string): string | null {
  const token = text.trim().replace(/^bearer\s+/i, "").trim();
  return token.length > 0 && !/\s/.test(token) ? token : null;
}
