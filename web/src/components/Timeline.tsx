// A small timeline of the turn: model rounds, searches, waiting for approval and execution, as bars.

import type { Span } from "../turn/turnState";

const KIND_TEXT: Record<Span["kind"], string> = {
  round: "model round",
  search: "search",
  approval: "waiting for approval",
  execution: "execution",
};

export function Timeline({ spans, now }: { spans: Span[]; now: number }) {
  if (spans.length === 0) return null;
  const start = Math.min(...spans.map((s) => s.start));
  const end = Math.max(now, ...spans.map((s) => s.end ?? now));
  const total = Math.max(end - start, 1);
  return (
    <details className="timeline">
      <summary>Timeline ({((end - start) / 1000).toFixed(1)} s)</summary>
      <ol aria-label="Turn timeline">
        {spans.map((span) => {
          const stop = span.end ?? now;
          const seconds = ((stop - span.start) / 1000).toFixed(2);
          return (
            <li key={span.key} className={`span span-${span.kind}`}>
              <span className="span-label">
                {span.label} ({KIND_TEXT[span.kind]}, {seconds} s{span.end === null ? ", ongoing" : ""})
              </span>
              <span className="track" aria-hidden="true">
                <span
                  className="bar"
                  style={{
                    marginLeft: `${((span.start - start) / total) * 100}%`,
                    width: `${Math.max(((stop - span.start) / total) * 100, 0.8)}%`,
                  }}
                />
              </span>
            </li>
          );
        })}
      </ol>
    </details>
  );
}
