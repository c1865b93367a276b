import { describe, expect, it } from "vitest";
import { addressAfterReturn, describeConnectError, readAuthorizationReturn } from "./authorizationReturn";

describe("the return from an OAuth connection", () => {
  it("reads a connected toolkit", () => {
    expect(readAuthorizationReturn("?connected=github")).toEqual({ toolkit: "github", error: null });
  });

  it("reads an error in words, preferring its description", () => {
    expect(readAuthorizationReturn("?connect_error=oauth_failed&toolkit=github")).toEqual({
      toolkit: "github",
      error: "the authorization server did not grant access (it was declined or the answer was refused). Connect again.",
    });
    expect(readAuthorizationReturn("?connect_error=oauth_state_invalid")?.error).toBe(describeConnectError("oauth_state_invalid"));
    expect(readAuthorizationReturn("?connect_error=something_new")?.error).toBe("the connection failed (something_new).");
    expect(readAuthorizationReturn("?error=access_denied&error_description=The+user+declined")).toEqual({
      toolkit: "",
      error: "The user declined",
    });
  });

  it("is nothing on an ordinary address", () => {
    expect(readAuthorizationReturn("")).toBeNull();
    expect(readAuthorizationReturn("?other=1")).toBeNull();
    expect(readAuthorizationReturn("?connected=")).toBeNull();
  });

  it("cleans the address and keeps what is not its own", () => {
    expect(addressAfterReturn({ pathname: "/", search: "?connected=github", hash: "" })).toBe("/#/agent-tools");
    expect(addressAfterReturn({ pathname: "/", search: "?keep=1&connect_error=x&toolkit=slack", hash: "" })).toBe("/?keep=1#/agent-tools");
  });

  it("opens the view the return names (an administrator's shared connection comes back to #/admin)", () => {
    expect(addressAfterReturn({ pathname: "/", search: "?connected=octo", hash: "#/admin" })).toBe("/#/admin");
  });
});
