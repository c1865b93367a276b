// An error answer of the API, in its own words (the problem+json detail), never a stack trace.

import type { Problem } from "../api/types";

export function ProblemMessage({ problem, context }: { problem: Problem; context?: string }) {
  const details = (problem.errors ?? []).filter((e) => e.detail !== problem.detail || problem.errors?.length !== 1);
  return (
    <div className="error-box" role="alert">
      <p>
        {context ? <strong>{context}: </strong> : null}
        {problem.detail}
      </p>
      {details.length > 0 ? (
        <ul>
          {details.map((e, i) => (
            <li key={i}>
              {e.pointer ? <code>{e.pointer}</code> : e.parameter ? <code>{e.parameter}</code> : null} {e.detail}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
