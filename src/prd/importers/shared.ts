/** Small helpers shared by the importers. */
import { ImportError } from './errors.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function parseJson(text: string, fileName: string): Json {
  try {
    return JSON.parse(text) as Json;
  } catch (e) {
    throw new ImportError(`${fileName} is not valid JSON: ${(e as Error).message}`);
  }
}

export function isRecord(v: unknown): v is Record<string, Json> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

export function optionalString(
  entry: Record<string, Json>,
  key: string,
  where: string,
): string | undefined {
  const v = entry[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw new ImportError(`${where}: ${key} must be a string`);
  return v.trim() === '' ? undefined : v;
}

export function requiredString(entry: Record<string, Json>, key: string, where: string): string {
  const v = optionalString(entry, key, where);
  if (v === undefined) throw new ImportError(`${where}: missing ${key}`);
  return v;
}

export function stringList(
  entry: Record<string, Json>,
  key: string,
  where: string,
): string[] | undefined {
  const v = entry[key];
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) {
    throw new ImportError(`${where}: ${key} must be a list of strings`);
  }
  const list = (v as string[]).filter((s) => s.trim() !== '');
  return list.length > 0 ? list : undefined;
}

export function isoDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** `task-001`, `task-002`, ... for lists whose entries have no ids. */
export function generatedId(index: number): string {
  return `task-${String(index + 1).padStart(3, '0')}`;
}

const GENERIC_NAMES = new Set([
  'prd',
  'tasks',
  'task',
  'fix plan',
  'todo',
  'plan',
  'stories',
  'implementation plan',
]);

/**
 * A project title from a file or directory name: `prd-task-priority.json` -> "Task priority";
 * undefined for names that say nothing (`prd.json`, `TASKS.json`, `@fix_plan.md`).
 */
export function titleFromName(name: string): string | undefined {
  const base = name
    .replace(/\/+$/, '')
    .split('/')
    .pop()!
    .replace(/(\.code-task)?\.[a-z]+$/i, '')
    .replace(/^[@.]+/, '')
    .replace(/^prd[-_]/i, '')
    .replace(/[-_]prd$/i, '');
  const words = base.replace(/[-_]+/g, ' ').trim();
  if (words === '' || GENERIC_NAMES.has(words.toLowerCase())) return undefined;
  return words[0]!.toUpperCase() + words.slice(1);
}

const MAX_TITLE = 100;

/** A one-line title from longer text (first line, cut at a word near 100 characters). */
export function titleFromText(text: string): string {
  const line = text.trim().split('\n')[0]!.trim();
  if (line.length <= MAX_TITLE) return line;
  const cut = line.slice(0, MAX_TITLE);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}...`;
}
