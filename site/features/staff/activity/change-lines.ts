// An activity row's before and after records as plain lines: only the fields that changed, so
// "role: user -> admin" reads at a glance instead of two JSON blobs.

/** One changed field; `before` or `after` is null when the record was created or deleted. */
export type ChangeLine = {field: string; before: string | null; after: string | null};

function text(value: unknown): string {
  if (value === null || value === undefined) return '(empty)';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  return JSON.stringify(value);
}

function fields(record: unknown): Record<string, unknown> {
  return record && typeof record === 'object' && !Array.isArray(record)
    ? (record as Record<string, unknown>)
    : {};
}

/** The fields that differ between `before` and `after` (ids and timestamps that never change drop out). */
export function changeLines(before: unknown, after: unknown): ChangeLine[] {
  const old = fields(before);
  const now = fields(after);
  const names = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return names
    .filter((name) => JSON.stringify(old[name]) !== JSON.stringify(now[name]))
    .map((name) => ({
      field: name,
      before: before === null || before === undefined ? null : text(old[name]),
      after: after === null || after === undefined ? null : text(now[name]),
    }));
}
