/**
 * The reviewer's verdicts in the PR body and the job summary: each acceptance criterion of each
 * task done in the run, met or unmet, its evidence linked to the file and line in the task's
 * commit when the evidence names one.
 */
import type { CriterionVerdict } from '../agent/review-verdict.js';
import type { IterationResult } from '../engine/types.js';
import { shortSha } from './format.js';
import { mdCell, mdTable, safeUrl } from './markdown.js';

const EVIDENCE_LOCATION = /^([^\s:]+):(\d+)(?:-(\d+))?$/;

/** `path:line` or `path:from-to` of a file inside the repository, or undefined. */
export function evidenceLocation(
  evidence: string,
): { path: string; from: number; to?: number } | undefined {
  const match = EVIDENCE_LOCATION.exec(evidence.trim());
  if (!match) return undefined;
  const path = match[1]!.replace(/^\.\//, '');
  if (path.startsWith('/') || path.split('/').includes('..')) return undefined;
  const from = Number(match[2]);
  const to = match[3] === undefined ? undefined : Number(match[3]);
  return { path, from, ...(to !== undefined && to > from ? { to } : {}) };
}

/** GitHub's blob URL of the evidence at `commitSha`, with its line anchor. */
export function evidenceUrl(
  repoUrl: string | undefined,
  commitSha: string | undefined,
  evidence: string,
): string | undefined {
  const location = evidenceLocation(evidence);
  if (!repoUrl || !commitSha || !location) return undefined;
  const path = location.path.split('/').map(encodeURIComponent).join('/');
  const anchor = location.to ? `#L${location.from}-L${location.to}` : `#L${location.from}`;
  return safeUrl(`${repoUrl.replace(/\/+$/, '')}/blob/${commitSha}/${path}${anchor}`);
}

function evidenceCell(verdict: CriterionVerdict, repoUrl?: string, commitSha?: string): string {
  if (verdict.evidence.trim() === '') return '—';
  const text = mdCell(verdict.evidence, 120);
  const url = evidenceUrl(repoUrl, commitSha, verdict.evidence);
  return url ? `[${text}](${url})` : text;
}

function verdictTable(result: IterationResult, repoUrl?: string): string {
  const rows = (result.review ?? []).map((v) => [
    v.met ? '✅ met' : '❌ unmet',
    mdCell(v.criterion, 300),
    evidenceCell(v, repoUrl, result.commitSha),
    mdCell(v.note, 300),
  ]);
  return mdTable(['Verdict', 'Criterion', 'Evidence', 'Note'], ['l', 'l', 'l', 'l'], rows);
}

/** "### Acceptance criteria": one table per reviewed task done in the run; undefined when none. */
export function acceptanceBlock(
  iterations: readonly IterationResult[],
  repoUrl?: string,
): string | undefined {
  const reviewed = iterations.filter((r) => r.outcome === 'done' && r.review?.length);
  if (reviewed.length === 0) return undefined;
  const parts = ['### Acceptance criteria (reviewer)'];
  for (const result of reviewed) {
    const sha = shortSha(result.commitSha);
    parts.push(
      `**${mdCell(result.taskId, 60)}** ${mdCell(result.taskTitle)}${sha ? ` · commit ${sha}` : ''}`,
      verdictTable(result, repoUrl),
    );
  }
  return parts.join('\n\n');
}
