/**
 * The reviewer's verdicts in the PR body and the job summary: each acceptance criterion of each
 * task done in the run, met or unmet, its evidence linked to the file and line in the task's
 * commit when the evidence names one.
 */
import { evidenceLocation } from '../agent/review-evidence.js';
import type { CriterionVerdict } from '../agent/review-verdict.js';
import type { IterationResult } from '../engine/types.js';
import { shortSha } from './format.js';
import { mdCell, mdTable, safeUrl } from './markdown.js';

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
  if (verdict.evidenceFound === false) return `${text} (not in the commit)`;
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
