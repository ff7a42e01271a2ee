/**
 * The trust rule: an iteration's checks come from the commit it started from, never from the
 * working tree the agent may have edited (it could otherwise turn `npm test` into `true`).
 */
import { lstat, readFile, readlink } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { fileAt, treeEntryAt } from '../git/tree.js';
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
    const text = await checksFileAt(git, ref, file);
    if (text === undefined) continue;
    if (typeof text !== 'string') return { source: file, result: text };
    const result = parseChecksBlock(text, file);
    if (result.found) return { source: file, result };
  }
  if (options.detect ?? true) {
    const checks = await detectChecksWith((path) => fileAt(git, ref, path));
    if (checks.length > 0)
      return { source: 'detected', result: { found: false, checks, errors: [] } };
  }
  return { source: 'none', result: { found: false, checks: [], errors: [] } };
}

/**
 * The text of a checks file at `ref`, read from the commit's blobs. A committed link (e.g.
 * CLAUDE.md -> AGENTS.md) is followed inside the commit's tree only; one that leads out of the
 * repository is an error, never a reason to fall back to detected checks.
 */
async function checksFileAt(
  git: Git,
  ref: string,
  file: ChecksFile,
): Promise<string | ChecksParseResult | undefined> {
  let path: string = file;
  for (let hops = 0; hops < 8; hops++) {
    const entry = await treeEntryAt(git, ref, path);
    if (entry === undefined) return undefined;
    if (entry.kind === 'file') return fileAt(git, ref, path);
    if (entry.kind !== 'link') return undefined;
    const target = (await fileAt(git, ref, path)) ?? '';
    const next = normalize(join(dirname(path), target));
    if (target.startsWith('/') || next.startsWith('..')) {
      return {
        found: true,
        checks: [],
        errors: [
          {
            line: 1,
            message: `${file}:1: ${file} is a symbolic link to ${target}, outside the repository; the checks cannot be read from it`,
          },
        ],
      };
    }
    path = next;
  }
  return undefined;
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

/**
 * Which files' RALPH:CHECKS blocks differ between `ref` and the working tree (edited, added or
 * removed). A file that is a link in the working tree is read as if absent (changed whenever
 * `ref` had a block): the harness never follows a link the agent may have made.
 */
export async function changedChecksBlocks(git: Git, ref: string): Promise<ChecksFile[]> {
  const changed: ChecksFile[] = [];
  for (const file of CHECKS_FILES) {
    const atRef = await checksFileAt(git, ref, file);
    const before = normalizedBlock(typeof atRef === 'string' ? atRef : undefined, file);
    const path = join(git.cwd, file);
    const info = await lstat(path).catch(() => undefined);
    if (info?.isSymbolicLink() && (await sameCommittedLink(git, ref, file))) continue;
    const isFile = info?.isFile() ?? false;
    const current = isFile ? await readFile(path, 'utf8').catch(() => undefined) : undefined;
    if (before !== normalizedBlock(current, file)) changed.push(file);
  }
  return changed;
}

/** A link in the working tree that is the very link committed at `ref` (e.g. CLAUDE.md -> AGENTS.md). */
async function sameCommittedLink(git: Git, ref: string, file: string): Promise<boolean> {
  if ((await treeEntryAt(git, ref, file))?.kind !== 'link') return false;
  const target = await readlink(join(git.cwd, file)).catch(() => undefined);
  return target !== undefined && target === (await fileAt(git, ref, file));
}

/** True when the working tree's checks block differs from the one at `ref` (to report an agent's edit). */
export async function checksBlockChanged(git: Git, ref: string): Promise<boolean> {
  return (await changedChecksBlocks(git, ref)).length > 0;
}
