/** Turns zod issues into located diagnostics whose messages name the task and the field. */
import type { z } from 'zod';
import type { Diagnostic } from './diagnostics.js';
import { suggest } from './levenshtein.js';
import { KNOWN_KEYS } from './model.js';
import { diagnostic } from './source-text.js';
import type { Locator, Path } from './source-text.js';

function get(value: unknown, path: Path): unknown {
  let v = value;
  for (const seg of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[seg];
  }
  return v;
}

function label(value: unknown, field: 'id' | 'name', index: number): string {
  const v =
    value && typeof value === 'object' ? (value as Record<string, unknown>)[field] : undefined;
  return typeof v === 'string' || typeof v === 'number' ? String(v) : `#${index + 1}`;
}

interface Scope {
  /** e.g. "in task task-001" */
  where: string;
  /** Allowed keys of the object the path ends in, for did-you-mean. */
  keys: readonly string[];
  /** The rest of the path, relative to the scoped object. */
  rest: Path;
}

/** Names the object a path points into (top level, project, a task, one of its comments...). */
export function scopeOf(root: unknown, path: Path): Scope {
  const [head, index, sub, subIndex] = path;
  if (head === 'project')
    return { where: 'in project', keys: KNOWN_KEYS.project, rest: path.slice(1) };
  if (head === 'tasks' && typeof index === 'number') {
    const task = `task ${label(get(root, ['tasks', index]), 'id', index)}`;
    if (sub === 'comments' && typeof subIndex === 'number') {
      return {
        where: `in comment ${subIndex + 1} of ${task}`,
        keys: KNOWN_KEYS.comment,
        rest: path.slice(4),
      };
    }
    if (sub === 'mcp_servers' && typeof subIndex === 'number') {
      return {
        where: `in MCP server ${label(get(root, path.slice(0, 4)), 'name', subIndex)} of ${task}`,
        keys: KNOWN_KEYS.mcp,
        rest: path.slice(4),
      };
    }
    if (sub === 'verify' && typeof subIndex === 'number') {
      return {
        where: `in verify command ${subIndex + 1} of ${task}`,
        keys: KNOWN_KEYS.verify,
        rest: path.slice(4),
      };
    }
    return { where: `in ${task}`, keys: KNOWN_KEYS.task, rest: path.slice(2) };
  }
  if (head === 'disciplines' && typeof index === 'number') {
    const name = `discipline ${label(get(root, ['disciplines', index]), 'name', index)}`;
    if (sub === 'mcp_servers' && typeof subIndex === 'number') {
      return {
        where: `in MCP server ${label(get(root, path.slice(0, 4)), 'name', subIndex)} of ${name}`,
        keys: KNOWN_KEYS.mcp,
        rest: path.slice(4),
      };
    }
    return { where: `in ${name}`, keys: KNOWN_KEYS.discipline, rest: path.slice(2) };
  }
  if (head === 'features' && typeof index === 'number') {
    const name = `feature ${label(get(root, ['features', index]), 'name', index)}`;
    return { where: `in ${name}`, keys: KNOWN_KEYS.feature, rest: path.slice(2) };
  }
  return { where: 'at top level', keys: KNOWN_KEYS.top, rest: path };
}

function fieldName(rest: Path): string {
  let out = '';
  for (const seg of rest) out += typeof seg === 'number' ? `[${seg}]` : out ? `.${seg}` : seg;
  return out || 'value';
}

function show(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  const s = String(v);
  return `'${s.length > 60 ? s.slice(0, 57) + '...' : s}'`;
}

function typeName(v: unknown): string {
  if (v === null || v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  if (typeof v === 'number') return Number.isInteger(v) ? 'an integer' : 'a number';
  return `a ${typeof v}`;
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
  record: 'a mapping',
};

function detail(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${EXPECTED[issue.expected] ?? issue.expected}, got ${typeName(value)}`;
    case 'invalid_value':
      return `${show(value)} is not one of ${issue.values.map((v) => String(v)).join(', ')}`;
    case 'invalid_union':
      // A union with its own message says what it expects; the bare ones are task ids.
      return issue.message !== 'Invalid input'
        ? `${issue.message}, got ${show(value)}`
        : `expected a non-empty string or an integer, got ${show(value)}`;
    case 'too_small':
      if (issue.origin === 'string') return 'must not be empty';
      if (issue.origin === 'array') return `must have at least ${String(issue.minimum)} item(s)`;
      if (issue.minimum === 0 && !issue.inclusive)
        return `must be a positive number, got ${show(value)}`;
      return `must be ${issue.inclusive ? 'at least' : 'more than'} ${String(issue.minimum)}, got ${show(value)}`;
    case 'invalid_format':
      return `${show(value)}: ${issue.message}`;
    default:
      return issue.message;
  }
}

/**
 * Maps zod issues to diagnostics. `skip(path)` suppresses issues already reported by a
 * dedicated rule (VAL-01..09) so each problem is reported once.
 */
export function issuesToDiagnostics(
  issues: readonly z.core.$ZodIssue[],
  root: unknown,
  locate: Locator,
  file: string,
  skip: (path: Path) => boolean = () => false,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const issue of issues) {
    const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    if (skip(path)) continue;
    const scope = scopeOf(root, path);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const hint = suggest(key, scope.keys);
        const message =
          `Unknown key '${key}' ${scope.where}` + (hint ? ` (did you mean '${hint}'?)` : '');
        out.push(diagnostic(file, 'KEY', message, locate([...path, key], { key: true })));
      }
      continue;
    }
    const value = get(root, path);
    const message =
      issue.code === 'invalid_type' && value === undefined
        ? `Missing required field '${fieldName(scope.rest)}' ${scope.where}`
        : `Invalid ${fieldName(scope.rest)} ${scope.where}: ${detail(issue, value)}`;
    out.push(diagnostic(file, 'SCHEMA', message, locate(path)));
  }
  return out;
}
