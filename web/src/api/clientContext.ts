import { createContext, useContext } from "react";
import type { AssentClient } from "./client";

export const ClientContext = createContext<AssentClient | null>(null);

/** The signed-in API client; only components under the signed-in part of the page use it. */
export function useClient(): AssentClient {
  const client = useContext(ClientContext);
  if (client === null) throw new Error("useClient outside a signed-in page");
  return client;
}
