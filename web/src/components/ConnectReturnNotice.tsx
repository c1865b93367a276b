// What the return from an OAuth connection said, once: "Connected …" as a status, or why it failed as
// an alert, naming the account (or its toolkit) when it is known.

import type { AuthorizationReturn } from "../api/authorizationReturn";

export function ConnectReturnNotice({ back, name }: { back: AuthorizationReturn; name: string }) {
  if (back.error === null) {
    return (
      <p className="notice" role="status">
        Connected {name}.
      </p>
    );
  }
  return (
    <div className="error-box" role="alert">
      <p>
        <strong>{name ? `Could not connect ${name}: ` : "Could not connect the account: "}</strong>
        {back.error}
      </p>
    </div>
  );
}
