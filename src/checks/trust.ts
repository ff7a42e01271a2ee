/**
 * The trust rule: an iteration's checks come from the commit it started from, never from the
 * working tree the agent may have edited (it could otherwise turn `npm test` into `true`).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Git } from '../git/types.js';
import { detectChecksWith } from './detect.js';
import { parseChecksBlock } from './parse.js';
import type { ChecksParseResult } from './types.js';

/** Files that may hold the block, in order of precedence. */
export const CHECKS_FILES = ['CLAUDE.md', 'AGENTS.md'] as const;
export type ChecksFile = (typeof CHECKS_FILES)[number];
export type ChecksSource = ChecksFile | 'detected' | 'none';

export interface ChecksAtCommit {
  /** Where the checks came from. A broken block is still its source (never silently skipped). */
  source: ChecksSource;
  result: ChecksParseResult;
}

export interface ReadChecksOptions {
  /** Without a block, detect checks from the commit's manifests (package.json...). Default true. */
  detect?: boolean;
}

export async function readChecksAtCommit(
  git: Git,
  ref: string,
  options: ReadChecksOptions = {},
): Promise<ChecksAtCommit> {
  for (const file of CHECKS_FILES) {
    const text = await git.showFile(ref, file);
    if (text === undefined) continue;
    const result = parseChecksBlock(text, file);
    if (result.found) return { source: file, result };
  }
  if (options.detect ?? true) {
    const checks = await detectChecksWith((path) => git.showFile(ref, path));
    if (checks.length > 0)
      return { source: 'detected', result: { found: false, checks, errors: [] } };
  }
  return { source: 'none', result: { found: false, checks: [], errors: [] } };
}

function normalizedBlock(text: string | undefined, file: string): string | undefined {
  if (text === undefined) return undefined;
  const result = parseChecksBlock(text, file);
  if (!result.found) return undefined;
  return (result.rawBlock ?? '')
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .trim();
}

/** Which files' RALPH:CHECKS blocks differ between `ref` and the working tree (edited, added or removed). */
export async function changedChecksBlocks(git: Git, ref: string): Promise<ChecksFile[]> {
  const changed: ChecksFile[] = [];
  for (const file of CHECKS_FILES) {
    const before = normalizedBlock(await git.showFile(ref, file), file);
    const current = await readFile(join(git.cwd, file), 'utf8').catch(() => undefined);
    if (before !== normalizedBlock(current, file)) changed.push(file);
  }
  return changed;
}

/** True when the working tree's checks block differs from the one at `ref` (to report an agent's edit). */
export async function checksBlockChanged(git: Git, ref: string): Promise<boolean> {
  return (await changedChecksBlocks(git, ref)).length > 0;
}
