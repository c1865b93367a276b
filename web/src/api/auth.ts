// How the page proves who it is. Two kinds of credentials, one interface:
// - "session": the gateway's browser session (OpenID Connect sign-in at /auth/login). The browser
//   sends the HttpOnly cookie; requests that change state echo the CSRF token from GET /v1/me.
// - "bearer": a development token (`assent token alice`), kept in this module's caller's memory only.
// The API client and the event stream ask `requestInit()` what to add to each request, so nothing
// else depends on which one is in use.

export type Credentials = { kind: "session"; csrfToken: string | null } | { kind: "bearer"; token: string };

export const LOGIN_PATH = "/auth/login";
export const LOGOUT_PATH = "/auth/logout";
export const CSRF_HEADER = "X-CSRFToken";

export function requestInit(credentials: Credentials): { headers: Record<string, string>; credentials: RequestCredentials } {
  if (credentials.kind === "bearer") {
    return { headers: { Authorization: `Bearer ${credentials.token}` }, credentials: "omit" };
  }
  const headers: Record<string, string> = credentials.csrfToken ? { [CSRF_HEADER]: credentials.csrfToken } : {};
  return { headers, credentials: "same-origin" };
}

/** Where the browser sign-in starts, coming back to this page. */
export function loginHref(): string {
  return `${LOGIN_PATH}?return_to=${encodeURIComponent("/")}`;
}

/** A pasted token without surrounding whitespace or a "Bearer " prefix; null when nothing is left. */
export function parseDevToken(text: string): string | null {
  const token = text.trim().replace(/^bearer\s+/i, "").trim();
  return token.length > 0 && !/\s/.test(token) ? token : null;
}
