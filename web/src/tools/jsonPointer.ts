// Where an RFC 6901 JSON pointer lands in a JSON text, so a validation problem can be shown at its
// place in the editor. Uses the JSON syntax tree of @codemirror/lang-json (Lezer), not a hand parser.
// A pointer to a missing member lands on the nearest parent that exists (the server points at the
// member itself, "which does not exist yet: an editor marks its parent").

import type { SyntaxNode } from "@lezer/common";
import { parser } from "@lezer/json";

export function pointerTokens(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((token) => token.replace(/~1/g, "/").replace(/~0/g, "~"));
}

function valueChildren(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let child = node.firstChild; child !== null; child = child.nextSibling) {
    if (!["[", "]", "{", "}", ",", "⚠"].includes(child.name)) out.push(child);
  }
  return out;
}

function member(object: SyntaxNode, key: string, text: string): SyntaxNode | null {
  for (const property of valueChildren(object)) {
    if (property.name !== "Property") continue;
    const name = property.getChild("PropertyName");
    if (name === null) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text.slice(name.from, name.to));
    } catch {
      continue;
    }
    if (parsed === key) {
      const value = property.lastChild;
      return value !== null && value !== name ? value : property;
    }
  }
  return null;
}

/** The [from, to] range of the value at `pointer` in `text`, or of its nearest existing parent. */
export function pointerRange(text: string, pointer: string): { from: number; to: number } {
  const tree = parser.parse(text);
  let node: SyntaxNode | null = tree.topNode.firstChild;
  if (node === null) return { from: 0, to: text.length };
  for (const token of pointerTokens(pointer)) {
    let next: SyntaxNode | null = null;
    if (node.name === "Object") next = member(node, token, text);
    else if (node.name === "Array" && /^\d+$/.test(token)) next = valueChildren(node)[Number(token)] ?? null;
    if (next === null) break;
    node = next;
  }
  return { from: node.from, to: node.to };
}
