/** A change to a protected file or part, in one line: what it was and what it became. */
const MAX = 160;

function clip(text: string): string {
  const flat = text.trim().replace(/\s*\n\s*/g, ' ⏎ ');
  return flat.length > MAX ? `${flat.slice(0, MAX - 1)}…` : flat;
}

function quoted(value: string | undefined): string {
  return value === undefined ? '(none)' : clip(value);
}

/** `"before" -> "after"` for short values; the lines removed and added for longer ones. */
export function describeChange(before: string | undefined, after: string | undefined): string {
  if (before === undefined) return `added: ${quoted(after)}`;
  if (after === undefined) return `removed (was ${quoted(before)})`;
  const a = before.split('\n').filter((l) => l.trim() !== '');
  const b = after.split('\n').filter((l) => l.trim() !== '');
  if (a.length <= 1 && b.length <= 1) return `${quoted(before)} -> ${quoted(after)}`;
  const removed = a.filter((l) => !b.includes(l));
  const added = b.filter((l) => !a.includes(l));
  const parts = [
    ...(removed.length > 0 ? [`removed ${clip(removed.join('\n'))}`] : []),
    ...(added.length > 0 ? [`added ${clip(added.join('\n'))}`] : []),
  ];
  return parts.length > 0 ? parts.join('; ') : 'changed (whitespace or order)';
}
