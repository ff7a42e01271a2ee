/**
 * What the checks depend on is part of the gate: the files that give the check commands their
 * meaning (package.json scripts they reach, package manager and test-runner configuration,
 * Makefile rules, CI workflows, the block's `protect:` globs), read from the starting commit.
 * The agent's change to one of them is named, part by part; a task that lists the path in its
 * `files:` declares the change (allowed, and shown to reviewers).
 *
 * Only the paths git reports as changed are read: when nothing protected changed, this costs
 * no more than matching the changed paths against the globs.
 */
import { readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { protectedGlobs } from './defaults.js';
import { describeChange } from './describe.js';
import { globMatcher } from './glob.js';
import { NOT_JSON, PARTIAL_FILES, partsOf, reachOf, type Reach } from './parts.js';
import { fileAt } from '../../git/tree.js';
import type { FileChanges, Git } from '../../git/types.js';
import { readInRepo } from '../files.js';

export interface ProtectedChange {
  path: string;
  /** The protected part of a file also edited for other reasons, e.g. `scripts.test`. */
  part?: string;
  /** What it was and what it became, in one line. */
  change: string;
  /** The task lists the path in its `files:`: a deliberate change, allowed. */
  declared: boolean;
}

export function describeProtectedChange(change: ProtectedChange): string {
  return `${change.path}${change.part ? ` ${change.part}` : ''}: ${change.change}`;
}

/** Whether a task's `files:` entry (a path, a directory ending in `/`, or a glob) covers `path`. */
export function declaredIn(files: readonly string[] | undefined, path: string): boolean {
  return (files ?? []).some((entry) => globMatcher(entry)(path));
}

export interface ProtectedInput {
  git: Git;
  startSha: string;
  /** The check commands (from the starting commit). */
  commands: readonly string[];
  /** The `protect:` globs of the starting commit's RALPH:CHECKS block. */
  protect?: readonly string[];
  /** What changed between the starting commit and the working tree. */
  changes: FileChanges;
  /** The task's `files:`. */
  declared?: readonly string[];
}

/** The working tree's text of `path`; a link is described, never followed. */
async function currentText(git: Git, path: string): Promise<string | undefined> {
  try {
    return await readInRepo(git.cwd, join(git.cwd, path));
  } catch {
    const target = await readlink(join(git.cwd, path)).catch(() => undefined);
    return target === undefined ? '(not a regular file)' : `(a symbolic link to ${target})`;
  }
}

export async function findProtectedChanges(input: ProtectedInput): Promise<ProtectedChange[]> {
  const { git, startSha, changes } = input;
  const changed = [...changes.created, ...changes.modified, ...changes.deleted].sort();
  const { include, exclude } = protectedGlobs(input.protect);
  const matchers = include.map(globMatcher);
  const excluded = exclude.map(globMatcher);
  const whole = (path: string) => matchers.some((m) => m(path)) && !excluded.some((m) => m(path));
  const before = (path: string) => fileAt(git, startSha, path);
  const found: ProtectedChange[] = [];
  const add = (path: string, change: string, part?: string) =>
    found.push({
      path,
      ...(part ? { part } : {}),
      change,
      declared: declaredIn(input.declared, path),
    });

  let reach: Reach | undefined;
  for (const path of changed) {
    if (whole(path)) {
      const was = await before(path);
      add(path, describeChange(was, await currentText(git, path)));
    } else if (PARTIAL_FILES.includes(path) && !excluded.some((m) => m(path))) {
      reach ??= await reachOf(before, input.commands);
      const [was, now] = [await before(path), await currentText(git, path)];
      const old = new Map(partsOf(path, was, now, reach).map((p) => [p.part, p.value]));
      const parts = partsOf(path, now, was, reach);
      if (parts.some((p) => p.value === NOT_JSON) && was !== undefined && now !== undefined) {
        add(path, 'no longer valid JSON: the scripts the checks run cannot be read');
        continue;
      }
      for (const part of parts) {
        if (old.get(part.part) !== part.value)
          add(path, describeChange(old.get(part.part), part.value), part.part);
      }
    }
  }
  return found;
}
