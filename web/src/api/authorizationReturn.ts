// Coming back from connecting an account by OAuth: the gateway redirects the browser to `return_to`
// (`/` for a personal account, `/#/admin` for a shared one) with `?connected=<toolkit>` when the
// connection is made, or with `connect_error=<code>` (the toolkit in `toolkit`, when known) when it is
// not; an OAuth-style `error` / `error_description` reads the same. The page reads that once at start,
// announces it in the view the address names (Agent tools by default), and takes the parameters out.

export interface AuthorizationReturn {
  toolkit: string;
  /** Null when the account is connected, else what went wrong, in words a person reads. */
  error: string | null;
}

const PARAMETERS = ["connected", "connect_error", "error", "error_description", "toolkit"];

/** The gateway's stable codes of a failed connection (docs/api.md), said for a person. */
const CONNECT_ERRORS: Record<string, string> = {
  oauth_state_invalid: "this authorization is unknown, expired or already used. Connect again.",
  oauth_failed: "the authorization server did not grant access (it was declined or the answer was refused). Connect again.",
  oauth_unavailable: "the authorization server could not be reached. Try again later.",
  toolkit_disabled: "the toolkit is not enabled in your organisation.",
  toolkit_not_oauth: "the toolkit does not connect by OAuth.",
  admin_required: "connecting a shared account needs the admin role.",
  connection_not_found: "the shared connection no longer exists.",
  personal_connection_exists: "you already have an account of this toolkit connected.",
  access_denied: "access was declined at the authorization server. Connect again.",
};

export function describeConnectError(code: string): string {
  return CONNECT_ERRORS[code] ?? `the connection failed (${code}).`;
}

export function readAuthorizationReturn(search: string): AuthorizationReturn | null {
  const query = new URLSearchParams(search);
  const connected = query.get("connected");
  if (connected !== null && connected !== "") return { toolkit: connected, error: null };
  const code = query.get("connect_error") ?? query.get("error");
  if (code === null) return null;
  return { toolkit: query.get("toolkit") ?? "", error: query.get("error_description") ?? describeConnectError(code) };
}

/** The address without the return's parameters, opened at the view it names, else Agent tools (for
 * `history.replaceState`). */
export function addressAfterReturn(location: { pathname: string; search: string; hash: string }): string {
  const query = new URLSearchParams(location.search);
  for (const name of PARAMETERS) query.delete(name);
  const rest = query.toString();
  const view = location.hash !== "" && location.hash !== "#" ? location.hash : "#/agent-tools";
  return `${location.pathname}${rest === "" ? "" : `?${rest}`}${view}`;
}
