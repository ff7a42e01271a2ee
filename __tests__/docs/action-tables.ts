/**
 * The README's inputs and outputs tables, generated from action.yml, and the comparison that
 * tells what drifted. The expected table is part of every failure message, ready to paste.
 */
import { parse } from 'yaml';
import { escapeCell, inlineCode, renderTable, type Table } from './markdown.js';

export const INPUTS_HEADER = ['Input', 'Description', 'Default'];
export const OUTPUTS_HEADER = ['Output', 'Description'];

interface ActionMetadata {
  inputs: Record<string, { description?: unknown; default?: unknown }>;
  outputs: Record<string, { description?: unknown }>;
}

export function readActionMetadata(actionYml: string): ActionMetadata {
  const value = parse(actionYml) as Partial<ActionMetadata> | null;
  if (!value || typeof value !== 'object') throw new Error('action.yml is not a mapping');
  return { inputs: value.inputs ?? {}, outputs: value.outputs ?? {} };
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** Rows as they must appear in the README: name and default as code, '' for an empty default. */
export function expectedInputRows(meta: ActionMetadata): string[][] {
  return Object.entries(meta.inputs).map(([name, input]) => {
    const fallback = text(input.default);
    return [
      inlineCode(name),
      escapeCell(text(input.description)),
      fallback === '' ? '' : inlineCode(fallback),
    ];
  });
}

export function expectedOutputRows(meta: ActionMetadata): string[][] {
  return Object.entries(meta.outputs).map(([name, output]) => [
    inlineCode(name),
    escapeCell(text(output.description)),
  ]);
}

/** What differs between the README's table and the expected rows, one line per problem. */
export function tableDrift(
  kind: string,
  actual: Table,
  header: string[],
  expected: string[][],
): string[] {
  const problems: string[] = [];
  if (actual.header.join('|') !== header.join('|')) {
    problems.push(
      `the ${kind} table's header is "${actual.header.join(' | ')}", expected "${header.join(' | ')}"`,
    );
  }
  const byName = new Map(actual.rows.map((row) => [row[0] ?? '', row]));
  const expectedNames = new Set(expected.map((row) => row[0]!));
  for (const row of expected) {
    const found = byName.get(row[0]!);
    if (!found) {
      problems.push(`${row[0]} is missing`);
      continue;
    }
    header.forEach((column, i) => {
      if (i === 0) return;
      if ((found[i] ?? '') !== row[i]) {
        problems.push(
          `${row[0]}: ${column.toLowerCase()} is "${found[i] ?? ''}", action.yml says "${row[i]}"`,
        );
      }
    });
    if (found.length !== header.length)
      problems.push(`${row[0]}: the row has ${found.length} cells, not ${header.length}`);
  }
  for (const row of actual.rows) {
    if (!expectedNames.has(row[0] ?? '')) problems.push(`${row[0]} is not in action.yml`);
  }
  const actualOrder = actual.rows.map((r) => r[0]).filter((name) => expectedNames.has(name ?? ''));
  const expectedOrder = expected.map((r) => r[0]).filter((name) => byName.has(name!));
  if (problems.length === 0 && actualOrder.join('\n') !== expectedOrder.join('\n')) {
    problems.push(`the rows are not in action.yml's order`);
  }
  return problems;
}

/** Throws when the table drifted, with the problems and the table to paste into the README. */
export function assertTableMatches(
  kind: string,
  actual: Table,
  header: string[],
  expected: string[][],
): void {
  const problems = tableDrift(kind, actual, header, expected);
  if (problems.length === 0) return;
  throw new Error(
    [
      `README.md's ${kind} table does not match action.yml:`,
      ...problems.map((p) => `  - ${p}`),
      '',
      `Replace the table under "### ${kind[0]!.toUpperCase()}${kind.slice(1)}" with:`,
      '',
      renderTable(header, expected),
      '',
    ].join('\n'),
  );
}
