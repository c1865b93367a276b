import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { addressAfterReturn, readAuthorizationReturn } from "./api/authorizationReturn";
import "./styles.css";

// Back from connecting an account by OAuth: read what the gateway says once, then clean the address
// (a reload must not announce it again) and open Agent tools, where it is announced.
const authorizationReturn = readAuthorizationReturn(window.location.search);
if (authorizationReturn !== null) window.history.replaceState(null, "", addressAfterReturn(window.location));

const root = document.getElementById("root");
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <App authorizationReturn={authorizationReturn} />
    </StrictMode>,
  );
}
