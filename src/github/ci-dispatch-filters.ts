/**
 * GitHub's branch filters (`branches`, `branches-ignore` of `push` and `pull_request`), to tell
 * whether a workflow runs for the work branch's pushes or for its pull request at all. Patterns
 * as GitHub documents them: `*` is any run of characters but `/`, `**` any run at all, `?` and
 * `+` make the character before them optional or repeatable, `[...]` is one of a set, and a
 * leading `!` excludes again what an earlier pattern matched (the last matching pattern decides).
 */
import type { EventConfig } from './ci-dispatch-workflow.js';

const SPECIAL = /[.^$(){}|\\/]/;

function patternSource(pattern: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      out += '.*';
      i++;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?' || c === '+') out += c;
    else if (c === '[') {
      const close = pattern.indexOf(']', i);
      if (close < 0) out += '\\[';
      else {
        out += pattern.slice(i, close + 1);
        i = close;
      }
    } else out += SPECIAL.test(c) ? `\\${c}` : c;
  }
  return out;
}

function matches(pattern: string, name: string): boolean {
  try {
    return new RegExp(`^${patternSource(pattern)}$`).test(name);
  } catch {
    return pattern === name;
  }
}

/** Whether the ordered patterns (with `!` exclusions) select `name`. */
export function filterSelects(patterns: readonly string[], name: string): boolean {
  let selected = false;
  for (const raw of patterns) {
    const negated = raw.startsWith('!');
    if (matches(negated ? raw.slice(1) : raw, name)) selected = !negated;
  }
  return selected;
}

function list(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return undefined;
}

/** Whether an event with this configuration fires for `branch` (push: the pushed branch; pull_request: the base). */
export function branchFilterAllows(config: EventConfig, branch: string): boolean {
  const only = list(config.branches);
  const ignore = list(config['branches-ignore']);
  if (only) return filterSelects(only, branch);
  if (ignore) return !filterSelects(ignore, branch);
  return true;
}

/** Whether a `push` trigger fires for a push of `branch` (a push filtered to tags only does not). */
export function pushRunsFor(config: EventConfig, branch: string): boolean {
  const branchFilter = config.branches !== undefined || config['branches-ignore'] !== undefined;
  const tagFilter = config.tags !== undefined || config['tags-ignore'] !== undefined;
  if (tagFilter && !branchFilter) return false;
  return branchFilterAllows(config, branch);
}
