// One custom function tool as the editor holds it: its raw JSON text is the only truth. The quick
// fields read from the parsed text and write back by patching only their own member, so every other
// member (extension fields such as "x-ui", and "permission") survives every round trip.

import type { Permission } from "../api/types";

export interface ToolDraft {
  key: string;
  text: string;
}

export type Parsed = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

export function parseTool(text: string): Parsed {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      return { ok: false, message: "A tool definition is a JSON object." };
    }
    return { ok: true, value: value as Record<string, unknown> };
  } catch (error) {
    return { ok: false, message: `Not valid JSON: ${(error as Error).message}` };
  }
}

function functionOf(tool: Record<string, unknown>): Record<string, unknown> {
  const fn = tool["function"];
  return fn !== null && typeof fn === "object" && !Array.isArray(fn) ? (fn as Record<string, unknown>) : {};
}

export function quickFields(tool: Record<string, unknown>): { name: string; description: string; permission: Permission } {
  const fn = functionOf(tool);
  const permission = tool["permission"];
  return {
    name: typeof fn["name"] === "string" ? fn["name"] : "",
    description: typeof fn["description"] === "string" ? fn["description"] : "",
    permission: permission === "allow" || permission === "deny" ? permission : "ask",
  };
}

export function format(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

export function withFunctionField(text: string, field: "name" | "description", value: string): string | null {
  const parsed = parseTool(text);
  if (!parsed.ok) return null;
  return format({ ...parsed.value, function: { ...functionOf(parsed.value), [field]: value } });
}

export function withPermission(text: string, permission: Permission): string | null {
  const parsed = parseTool(text);
  if (!parsed.ok) return null;
  return format({ ...parsed.value, permission });
}

let counter = 0;

export function newToolDraft(name = "get_weather"): ToolDraft {
  counter += 1;
  return {
    key: `tool-${counter}`,
    text: format({
      type: "function",
      function: {
        name,
        description: "Get current temperature for a given location.",
        parameters: {
          type: "object",
          properties: { location: { type: "string", description: "City and country" } },
          required: ["location"],
          additionalProperties: false,
        },
      },
      permission: "ask",
    }),
  };
}
