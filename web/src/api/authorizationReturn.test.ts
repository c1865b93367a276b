import { describe, expect, it } from "vitest";
import { addressAfterReturn, readAuthorizationReturn } from "./authorizationReturn";

describe("the return from an OAuth connection", () => {
  it("reads a connected toolkit", () => {
    expect(readAuthorizationReturn("?connected=github")).toEqual({ toolkit: "github", error: null });
  });

  it("reads an error, preferring its description", () => {
    expect(readAuthorizationReturn("?connect_error=access_denied&toolkit=github")).toEqual({ toolkit: "github", error: "access_denied" });
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
    expect(addressAfterReturn({ pathname: "/", search: "?connected=github" })).toBe("/#/agent-tools");
    expect(addressAfterReturn({ pathname: "/", search: "?keep=1&connect_error=x&toolkit=slack" })).toBe("/?keep=1#/agent-tools");
  });
});
