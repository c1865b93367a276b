// Badges from an action's MCP annotations (read-only, destructive, idempotent, open world).

const HINTS: [string, string][] = [
  ["readOnlyHint", "read-only"],
  ["destructiveHint", "destructive"],
  ["idempotentHint", "idempotent"],
  ["openWorldHint", "open world"],
];

export function AnnotationBadges({ annotations }: { annotations: Record<string, unknown> }) {
  return (
    <ul className="badges" aria-label="Annotations">
      {HINTS.filter(([hint]) => annotations[hint] === true).map(([, badge]) => (
        <li key={badge} className={`badge badge-${badge.replace(" ", "-")}`}>
          {badge}
        </li>
      ))}
    </ul>
  );
}
