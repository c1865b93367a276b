// A JSON value, formatted, in a collapsible block.

interface Props {
  value: unknown;
  summary: string;
  open?: boolean;
}

export function JsonView({ value, summary, open = false }: Props) {
  return (
    <details className="json-view" open={open}>
      <summary>{summary}</summary>
      <pre>{JSON.stringify(value, null, 2)}</pre>
    </details>
  );
}
