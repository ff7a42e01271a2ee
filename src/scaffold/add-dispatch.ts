/**
 * `ralph init` and the repository's CI: pushes made with the job token start no workflows, so
 * the action starts CI workflows with workflow_dispatch, which only works for workflows that
 * declare it. This finds the CI workflows (push or pull_request) that lack it, and adds it by
 * editing the `on:` section's text as little as possible, so comments and formatting stay.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ACTION_REPOSITORY_NAME } from '../github/ci-dispatch-select.js';
import { parseWorkflow } from '../github/ci-dispatch-workflow.js';
import { readIfExists, writeFileAtomic } from './files.js';

const WORKFLOWS_DIR = '.github/workflows';
const ON_LINE = /^(["']?)on\1[ \t]*:(.*)$/;

/** The line's value without a trailing comment, and the comment with its leading space. */
function splitComment(rest: string): { value: string; comment: string } {
  const match = /^(.*?)(\s+#.*)?$/.exec(rest)!;
  return { value: match[1]!.trim(), comment: match[2] ?? '' };
}

/** The first line after `index` that holds YAML (not blank, not a comment). */
function nextContentLine(lines: string[], index: number): string | undefined {
  return lines.slice(index + 1).find((line) => line.trim() !== '' && !/^\s*#/.test(line));
}

function editOnLine(lines: string[], index: number): boolean {
  const line = lines[index]!;
  const match = ON_LINE.exec(line)!;
  const key = line.slice(0, line.length - match[2]!.length);
  const { value, comment } = splitComment(match[2]!);
  if (value === '') {
    const next = nextContentLine(lines, index);
    const indent = /^(\s+)/.exec(next ?? '')?.[1];
    if (!next || !indent) return false;
    const entry = next.trimStart().startsWith('-') ? '- workflow_dispatch' : 'workflow_dispatch:';
    lines.splice(index + 1, 0, `${indent}${entry}`);
    return true;
  }
  if (value.startsWith('[') && value.endsWith(']')) {
    const inner = value.slice(1, -1).trim();
    lines[index] = `${key} [${inner === '' ? '' : `${inner}, `}workflow_dispatch]${comment}`;
    return true;
  }
  if (value.startsWith('{') && value.endsWith('}')) {
    const inner = value.slice(1, -1).trim();
    lines[index] = `${key} {${inner === '' ? '' : ` ${inner},`} workflow_dispatch: {}}${comment}`;
    return true;
  }
  if (/^[\w-]+$/.test(value)) {
    lines[index] = `${key} [${value}, workflow_dispatch]${comment}`;
    return true;
  }
  return false;
}

/**
 * The workflow with `workflow_dispatch` added to its `on:`, or undefined when the text is not a
 * form this edits safely (then the person adds it by hand). Only the `on:` section changes, and
 * the result is checked to mean the old events plus workflow_dispatch.
 */
export function addWorkflowDispatch(text: string): string | undefined {
  const before = parseWorkflow(text);
  if (!before.ok || 'workflow_dispatch' in before.facts.events) return undefined;
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(/\r?\n/);
  const index = lines.findIndex((line) => ON_LINE.test(line));
  if (index < 0 || !editOnLine(lines, index)) return undefined;
  const edited = lines.join(newline);
  const after = parseWorkflow(edited);
  if (!after.ok) return undefined;
  const { workflow_dispatch: added, ...rest } = after.facts.events;
  const same = JSON.stringify(rest) === JSON.stringify(before.facts.events);
  return added !== undefined && same ? edited : undefined;
}

/** The CI workflow files (push or pull_request, not Ralph's) that lack workflow_dispatch. */
export async function findWorkflowsLackingDispatch(repoDir: string): Promise<string[]> {
  const names = await readdir(join(repoDir, WORKFLOWS_DIR)).catch(() => [] as string[]);
  const lacking: string[] = [];
  for (const name of names.filter((n) => /\.ya?ml$/.test(n)).sort()) {
    const text = await readIfExists(join(repoDir, WORKFLOWS_DIR, name));
    const parsed = text === undefined ? undefined : parseWorkflow(text);
    if (!parsed?.ok) continue;
    const { events, stepUses, jobUses } = parsed.facts;
    const ralph = [...stepUses, ...jobUses].some(
      (uses) => uses.split('@')[0]!.split('/')[1]?.toLowerCase() === ACTION_REPOSITORY_NAME,
    );
    if (!ralph && ('push' in events || 'pull_request' in events) && !events.workflow_dispatch)
      lacking.push(`${WORKFLOWS_DIR}/${name}`);
  }
  return lacking;
}

/**
 * The names the repository's CI workflows go by (push or pull_request, not Ralph's): what a
 * `workflow_run` trigger's `workflows:` lists (a workflow without `name:` goes by its path).
 */
export async function findCiWorkflowNames(repoDir: string): Promise<string[]> {
  const names = await readdir(join(repoDir, WORKFLOWS_DIR)).catch(() => [] as string[]);
  const found: string[] = [];
  for (const name of names.filter((n) => /\.ya?ml$/.test(n)).sort()) {
    const text = await readIfExists(join(repoDir, WORKFLOWS_DIR, name));
    const parsed = text === undefined ? undefined : parseWorkflow(text);
    if (!parsed?.ok) continue;
    const { events, stepUses, jobUses } = parsed.facts;
    const ralph = [...stepUses, ...jobUses].some(
      (uses) => uses.split('@')[0]!.split('/')[1]?.toLowerCase() === ACTION_REPOSITORY_NAME,
    );
    if (ralph || !('push' in events || 'pull_request' in events)) continue;
    const display = parsed.facts.name ?? `${WORKFLOWS_DIR}/${name}`;
    if (!found.includes(display)) found.push(display);
  }
  return found;
}

/** Adds workflow_dispatch to each file; returns the files it could not edit. */
export async function addDispatchTo(repoDir: string, paths: string[]): Promise<string[]> {
  const failed: string[] = [];
  for (const path of paths) {
    const full = join(repoDir, path);
    const edited = addWorkflowDispatch((await readIfExists(full)) ?? '');
    if (edited === undefined) failed.push(path);
    else await writeFileAtomic(full, edited);
  }
  return failed;
}
