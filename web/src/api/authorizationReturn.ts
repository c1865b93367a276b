// Coming back from connecting an account by OAuth: the gateway redirects the browser to
// `/?connected=<toolkit>` when the connection is made, or with `connect_error=<code>` (the toolkit in
// `toolkit`; an OAuth-style `error` / `error_description` reads the same) when it is not. The page reads
// that once at start, announces it in Agent tools, and takes the parameters out of the address.

export interface AuthorizationReturn {
  toolkit: string;
  /** Null when the account is connected, else what went wrong, in the server's words. */
  error: string | null;
}

const PARAMETERS = ["connected", "connect_error", "error", "error_description", "toolkit"];

export function readAuthorizationReturn(search: string): AuthorizationReturn | null {
  const query = new URLSearchParams(search);
  const connected = query.get("connected");
  if (connected !== null && connected !== "") return { toolkit: connected, error: null };
  const code = query.get("connect_error") ?? query.get("error");
  if (code === null) return null;
  return { toolkit: query.get("toolkit") ?? "", error: query.get("error_description") ?? code };
}

/** The address without the return's parameters, opened at Agent tools (for `history.replaceState`). */
export function addressAfterReturn(location: { pathname: string; search: string }): string {
  const query = new URLSearchParams(location.search);
  for (const name of PARAMETERS) query.delete(name);
  const rest = query.toString();
  return `${location.pathname}${rest === "" ? "" : `?${rest}`}#/agent-tools`;
}
