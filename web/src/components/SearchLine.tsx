// An automatic metadata search: a quiet, collapsible line, never something to approve.

interface Props {
  query: string | null;
  names: string[] | null;
  results: string[];
}

export function SearchLine({ query, names, results }: Props) {
  const what = query !== null ? `Searched “${query}”` : `Read parameters of ${(names ?? []).join(", ")}`;
  const found = results.length === 1 ? "1 action" : `${results.length} actions`;
  return (
    <details className="search-line">
      <summary>
        {what} → {found}
      </summary>
      {results.length === 0 ? (
        <p className="muted">Nothing matched.</p>
      ) : (
        <ul aria-label="Actions found">
          {results.map((name) => (
            <li key={name}>
              <code>{name}</code>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
