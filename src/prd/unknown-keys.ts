/**
 * Forward compatibility (000 §14.1): keys this version does not know are reported (with a
 * did-you-mean) and left out of the validated data, instead of failing the whole file. Files
 * written by a newer version, or by other tools, still load; `--strict` makes them errors.
 */
import { suggest } from './levenshtein.js';
import { KNOWN_KEYS } from './model.js';
import type { KnownKeyScope } from './model.js';
import type { Path } from './source-text.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

interface Known {
  keys: Set<string>;
  list: string[];
}

function known(list: readonly string[]): Known {
  return { keys: new Set(list), list: [...list] };
}

let cache: Record<Exclude<KnownKeyScope, 'verify'>, Known> | undefined;
function knownKeys() {
  cache ??= {
    top: known(KNOWN_KEYS.top),
    project: known(KNOWN_KEYS.project),
    task: known(KNOWN_KEYS.task),
    comment: known(KNOWN_KEYS.comment),
    discipline: known(KNOWN_KEYS.discipline),
    mcp: known(KNOWN_KEYS.mcp),
    feature: known(KNOWN_KEYS.feature),
  };
  return cache;
}

export interface UnknownKey {
  /** Path of the key itself (its object's path plus the key). */
  path: Path;
  message: string;
}

function labelOf(value: Obj, field: 'id' | 'name', index: number): string {
  const v = value[field];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : `#${index + 1}`;
}

/**
 * Copies of `obj` without its unknown keys (the object itself when it has none), noting each
 * unknown key in `found`.
 */
function strip(
  obj: Obj,
  allowed: Known,
  path: Path,
  where: string | (() => string),
  found: UnknownKey[],
): Obj {
  let unknown = false;
  for (const key in obj) {
    if (allowed.keys.has(key)) continue;
    unknown = true;
    const hint = suggest(key, allowed.list);
    found.push({
      path: [...path, key],
      message:
        `Unknown key '${key}' ${typeof where === 'string' ? where : where()}` +
        (hint ? ` (did you mean '${hint}'?)` : ''),
    });
  }
  if (!unknown) return obj;
  const copy: Obj = {};
  for (const key in obj) if (allowed.keys.has(key)) copy[key] = obj[key];
  return copy;
}

function onlyKnown(obj: Obj, allowed: Known): boolean {
  for (const key in obj) if (!allowed.keys.has(key)) return false;
  return true;
}

/** Each element of a list that is a mapping, stripped; the list itself when nothing changed. */
function stripEach(list: unknown, visit: (item: Obj, index: number) => Obj): unknown {
  if (!Array.isArray(list)) return list;
  let copy: unknown[] | undefined;
  for (let i = 0; i < list.length; i++) {
    const item: unknown = list[i];
    if (!isObj(item)) continue;
    const next = visit(item, i);
    if (next !== item) {
      copy ??= [...list];
      copy[i] = next;
    }
  }
  return copy ?? list;
}

/**
 * A task without unknown keys, in it, its comments and its MCP servers (the task itself when it
 * has none),
 * noting each key left out in `found`. Tasks are stripped one by one, in the pass over the
 * tasks that does every other per-task check (validate-tasks.ts).
 */
export function taskWithoutUnknownKeys(task: Obj, index: number, found: UnknownKey[]): Obj {
  const k = knownKeys();
  // Most tasks have only known keys and no comments: nothing to copy or to describe.
  if (task.comments === undefined && task.mcp_servers === undefined && onlyKnown(task, k.task))
    return task;
  const label = () => `task ${labelOf(task, 'id', index)}`;
  const t = strip(task, k.task, ['tasks', index], () => `in ${label()}`, found);
  const comments = stripEach(t.comments, (c, j) =>
    strip(
      c,
      k.comment,
      ['tasks', index, 'comments', j],
      () => `in comment ${j + 1} of ${label()}`,
      found,
    ),
  );
  const servers = stripEach(t.mcp_servers, (m, j) =>
    strip(
      m,
      k.mcp,
      ['tasks', index, 'mcp_servers', j],
      () => `in MCP server ${labelOf(m, 'name', j)} of ${label()}`,
      found,
    ),
  );
  if (comments === t.comments && servers === t.mcp_servers) return t;
  return {
    ...t,
    ...(comments === t.comments ? {} : { comments }),
    ...(servers === t.mcp_servers ? {} : { mcp_servers: servers }),
  };
}

/**
 * The task list without unknown keys everywhere but in its tasks (left as they are: see
 * taskWithoutUnknownKeys), noting each key left out in `found`.
 */
export function withoutUnknownKeysBesideTasks(value: Obj, found: UnknownKey[]): Obj {
  const k = knownKeys();
  let result = strip(value, k.top, [], 'at top level', found);
  const replace = (key: string, next: unknown): void => {
    if (next !== result[key]) result = { ...result, [key]: next };
  };
  if (isObj(result.project)) {
    replace('project', strip(result.project, k.project, ['project'], 'in project', found));
  }
  replace(
    'disciplines',
    stripEach(result.disciplines, (d, i) => {
      const name = `discipline ${labelOf(d, 'name', i)}`;
      const s = strip(d, k.discipline, ['disciplines', i], `in ${name}`, found);
      const servers = stripEach(s.mcp_servers, (m, j) =>
        strip(
          m,
          k.mcp,
          ['disciplines', i, 'mcp_servers', j],
          `in MCP server ${labelOf(m, 'name', j)} of ${name}`,
          found,
        ),
      );
      return servers === s.mcp_servers ? s : { ...s, mcp_servers: servers };
    }),
  );
  replace(
    'features',
    stripEach(result.features, (f, i) =>
      strip(f, k.feature, ['features', i], `in feature ${labelOf(f, 'name', i)}`, found),
    ),
  );
  return result;
}
