// The page: sign-in, then three views (Playground, MCP Activity, Agent tools) reached by hash links, and
// a fourth, Administration, for administrators only (members never see it; its API answers them 403).
// Views stay mounted while hidden, so moving between them keeps the conversation in memory.

import { useEffect, useState } from "react";
import { AssentClient } from "./api/client";
import { ClientContext } from "./api/clientContext";
import type { Credentials } from "./api/auth";
import type { AuthorizationReturn } from "./api/authorizationReturn";
import type { Me } from "./api/types";
import { ActivityView } from "./components/ActivityView";
import { AdminView } from "./components/AdminView";
import { AgentToolsView } from "./components/AgentToolsView";
import { PlaygroundView } from "./components/PlaygroundView";
import { SignIn } from "./components/SignIn";

type View = "playground" | "activity" | "agent-tools" | "admin";

const PATHS: Record<string, View> = { activity: "activity", "agent-tools": "agent-tools", admin: "admin" };

function routeOf(hash: string): { view: View; approval: string } {
  const [path = "", query = ""] = hash.replace(/^#\/?/, "").split("?");
  return { view: PATHS[path] ?? "playground", approval: new URLSearchParams(query).get("approval") ?? "" };
}

const TITLES: Record<View, string> = {
  playground: "Playground",
  activity: "MCP Activity",
  "agent-tools": "Agent tools",
  admin: "Administration",
};

type Session = { state: "checking" } | { state: "signed-out" } | { state: "signed-in"; client: AssentClient; me: Me };

/** Signed in already when the browser has a session cookie: GET /v1/me answers, with the CSRF token. */
async function probeSession(): Promise<Session> {
  try {
    const me = await new AssentClient({ kind: "session", csrfToken: null }).me();
    return { state: "signed-in", client: new AssentClient({ kind: "session", csrfToken: me.csrf_token }), me };
  } catch {
    return { state: "signed-out" };
  }
}

export function App({ authorizationReturn = null }: { authorizationReturn?: AuthorizationReturn | null }) {
  const [session, setSession] = useState<Session>({ state: "checking" });
  const [route, setRoute] = useState(() => routeOf(window.location.hash));
  // The return from an OAuth connection is announced in the view it came back to: Administration for a
  // shared connection, Agent tools otherwise.
  const [returnedTo] = useState(() => routeOf(window.location.hash).view);
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
      <SignIn onSignedIn={(credentials: Credentials, me: Me) => setSession({ state: "signed-in", client: new AssentClient(credentials), me })} />
    );
  }
  const { client, me } = session;
  const isAdmin = me.role === "admin";
  const view: View = route.view === "admin" && !isAdmin ? "playground" : route.view;
  const connectionsChanged = () => setConnectionsVersion((n) => n + 1);
  const signOut = async () => {
    try {
      await client.signOut();
    } finally {
      setSession({ state: "signed-out" });
    }
  };
  const link = (target: View, href: string) => (
    <a href={href} aria-current={target === view ? "page" : undefined}>
      {TITLES[target]}
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
          {isAdmin ? link("admin", "#/admin") : null}
        </nav>
        <p className="signed-in-as">
          Signed in as <strong>{me.name}</strong> ({me.org}
          {client.credentials.kind === "bearer" ? ", development token" : ""})
        </p>
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <main>
        <div hidden={view !== "playground"}>
          <PlaygroundView refreshKey={connectionsVersion} />
        </div>
        <div hidden={view !== "activity"}>
          <ActivityView key={route.approval} active={view === "activity"} initialFilter={route.approval} />
        </div>
        <div hidden={view !== "agent-tools"}>
          <AgentToolsView
            active={view === "agent-tools"}
            refreshKey={connectionsVersion}
            onConnectionsChanged={connectionsChanged}
            authorizationReturn={returnedTo === "admin" ? null : authorizationReturn}
          />
        </div>
        {isAdmin ? (
          <div hidden={view !== "admin"}>
            <AdminView
              active={view === "admin"}
              org={me.org}
              onConnectionsChanged={connectionsChanged}
              authorizationReturn={returnedTo === "admin" ? authorizationReturn : null}
            />
          </div>
        ) : null}
      </main>
    </ClientContext.Provider>
  );
}
