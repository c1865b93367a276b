import { describe, expect, it } from "vitest";
import { pointerRange } from "./jsonPointer";

const text = JSON.stringify({ type: "function", function: { name: "x", "a/b": [1, { c: true }] } }, null, 2);

describe("pointerRange", () => {
  it("finds a member's value, through arrays and escaped keys", () => {
    const name = pointerRange(text, "/function/name");
    expect(text.slice(name.from, name.to)).toBe('"x"');
    const nested = pointerRange(text, "/function/a~1b/1/c");
    expect(text.slice(nested.from, nested.to)).toBe("true");
  });

  it("lands a missing member on its parent, and the empty pointer on the whole document", () => {
    const missing = pointerRange(text, "/function/description");
    expect(JSON.parse(text.slice(missing.from, missing.to))).toEqual({ name: "x", "a/b": [1, { c: true }] });
    expect(pointerRange(text, "")).toEqual({ from: 0, to: text.length });
  });
});
