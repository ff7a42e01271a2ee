/**
 * The reviewer's evidence, checked against the tree it judged. A verdict's evidence is free
 * text; when it reads as `path:line` (or `path:from-to`) the PR links it to that line of the
 * task's commit. The reviewer can name a file that is not there, or a line past its end: such
 * evidence is kept as text, marked as not found, and never linked.
 */
import { lstat, readFile, realpath } from 'node:fs/promises';
import { join, relative, isAbsolute } from 'node:path';
import type { CriterionVerdict } from './review-verdict.js';

const EVIDENCE_LOCATION = /^([^\s:]+):(\d+)(?:-(\d+))?$/;

/** Files larger than this are not read to count their lines (the evidence is left unchecked). */
const READ_LIMIT = 8 * 1024 * 1024;

export interface EvidenceLocation {
  path: string;
  from: number;
  to?: number;
}

/** `path:line` or `path:from-to` of a file inside the repository, or undefined. */
export function evidenceLocation(evidence: string): EvidenceLocation | undefined {
  const match = EVIDENCE_LOCATION.exec(evidence.trim());
  if (!match) return undefined;
  const path = match[1]!.replace(/^\.\//, '');
  if (path.startsWith('/') || path.split('/').includes('..')) return undefined;
  const from = Number(match[2]);
  const to = match[3] === undefined ? undefined : Number(match[3]);
  return { path, from, ...(to !== undefined && to > from ? { to } : {}) };
}

function lineCount(text: Buffer): number {
  let lines = 0;
  for (const byte of text) if (byte === 0x0a) lines++;
  return text.length > 0 && text[text.length - 1] !== 0x0a ? lines + 1 : lines;
}

/** Whether the location names lines of a regular file inside `repoDir` (links are not followed out). */
export async function locationExists(
  repoDir: string,
  location: EvidenceLocation,
): Promise<boolean> {
  if (location.from < 1) return false;
  const file = join(repoDir, location.path);
  try {
    const real = await realpath(file);
    const inside = relative(await realpath(repoDir), real);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return false;
    if (inside.split('/')[0] === '.git') return false;
    const stat = await lstat(real);
    if (!stat.isFile()) return false;
    if (stat.size > READ_LIMIT) return true;
    return (location.to ?? location.from) <= lineCount(await readFile(real));
  } catch {
    return false;
  }
}

/** The verdicts, each `path:line` evidence marked with whether the tree has that line. */
export async function checkEvidence(
  repoDir: string,
  verdicts: readonly CriterionVerdict[],
): Promise<CriterionVerdict[]> {
  return Promise.all(
    verdicts.map(async (verdict) => {
      const location = evidenceLocation(verdict.evidence);
      if (!location) return verdict;
      return { ...verdict, evidenceFound: await locationExists(repoDir, location) };
    }),
  );
}
