// The page: sign-in, then three views (Playground, MCP Activity, Agent tools) reached by hash links.
// Views stay mounted while hidden, so moving between them keeps the conversation in memory.

import { useEffect, useState } from "react";
import { AssentClient } from "./api/client";
import { ClientContext } from "./api/clientContext";
import { type Credentials, LOGIN_PATH, LOGOUT_PATH } from "./api/auth";
import { ActivityView } from "./components/ActivityView";
import { AgentToolsView } from "./components/AgentToolsView";
import { PlaygroundView } from "./components/PlaygroundView";
import { SignIn } from "./components/SignIn";

type View = "playground" | "activity" | "agent-tools";

function routeOf(hash: string): { view: View; approval: string } {
  const [path = "", query = ""] = hash.replace(/^#\/?/, "").split("?");
  const view: View = path === "activity" ? "activity" : path === "agent-tools" ? "agent-tools" : "playground";
  return { view, approval: new URLSearchParams(query).get("approval") ?? "" };
}

const TITLES: Record<View, string> = { playground: "Playground", activity: "MCP Activity", "agent-tools": "Agent tools" };

type Session = { state: "checking" } | { state: "signed-out"; sessionLogin: boolean } | { state: "signed-in"; client: AssentClient };

async function probeSession(): Promise<Session> {
  const cookie = new AssentClient({ kind: "cookie" });
  try {
    await cookie.models();
    return { state: "signed-in", client: cookie };
  } catch {
    // Offer the browser sign-in only where the gateway has it (a redirect to the provider).
    try {
      const login = await fetch(LOGIN_PATH, { redirect: "manual", credentials: "same-origin" });
      return { state: "signed-out", sessionLogin: login.type === "opaqueredirect" || login.status === 302 };
    } catch {
      return { state: "signed-out", sessionLogin: false };
    }
  }
}

export function App() {
  const [session, setSession] = useState<Session>({ state: "checking" });
  const [route, setRoute] = useState(() => routeOf(window.location.hash));
  const [connectionsVersion, setConnectionsVersion] = useState(0);

  useEffect(() => {
    void probeSession().then(setSession);
    const onHash = () => setRoute(routeOf(window.location.hash));
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, []);

  useEffect(() => {
    document.title = `${TITLES[route.view]} · Assent`;
  }, [route.view]);

  if (session.state === "checking") return <p role="status">Loading…</p>;
  if (session.state === "signed-out") {
    return (
      <SignIn
        sessionLogin={session.sessionLogin}
        onSignedIn={(credentials: Credentials) => setSession({ state: "signed-in", client: new AssentClient(credentials) })}
      />
    );
  }
  const { client } = session;
  const link = (view: View, href: string) => (
    <a href={href} aria-current={route.view === view ? "page" : undefined}>
      {TITLES[view]}
    </a>
  );
  return (
    <ClientContext.Provider value={client}>
      <header className="top">
        <h1>Assent</h1>
        <nav aria-label="Main">
          {link("playground", "#/")}
          {link("activity", "#/activity")}
          {link("agent-tools", "#/agent-tools")}
        </nav>
        {client.credentials.kind === "cookie" ? (
          <form method="post" action={LOGOUT_PATH}>
            <button type="submit">Sign out</button>
          </form>
        ) : (
          <button type="button" onClick={() => setSession({ state: "signed-out", sessionLogin: false })}>
            Sign out
          </button>
        )}
      </header>
      <main>
        <div hidden={route.view !== "playground"}>
          <PlaygroundView refreshKey={connectionsVersion} />
        </div>
        <div hidden={route.view !== "activity"}>
          <ActivityView key={route.approval} active={route.view === "activity"} initialFilter={route.approval} />
        </div>
        <div hidden={route.view !== "agent-tools"}>
          <AgentToolsView active={route.view === "agent-tools"} onConnectionsChanged={() => setConnectionsVersion((n) => n + 1)} />
        </div>
      </main>
    </ClientContext.Provider>
  );
}
