/**
 * What the `ci` mode writes on the pull request: the CI section of its body with each
 * workflow's run and result for the head, and one comment per failed run handled (fixed, not
 * fixed, or handed to a person past the fix attempts).
 */
import { CI_HELD_LINE, ciRunsBlock, conclusionWord } from '../report/ci-runs.js';
import { codeSpan, safeUrl } from '../report/markdown.js';
import { shortSha } from '../report/format.js';
import type { CiRunsModel } from '../report/types.js';
import type { CiRunFacts } from './events.js';

/** The body with its CI section replaced by `ci` (or added before the run link at its end). */
export function withCiSection(body: string, ci: CiRunsModel): string {
  const block = ciRunsBlock(ci);
  if (!block) return body;
  const lines = body.split('\n');
  const start = lines.indexOf('### CI');
  if (start === -1) {
    const trimmed = body.replace(/\s+$/, '');
    return `${trimmed}\n\n${block}\n`;
  }
  // The section: its heading, a blank line, a lead line, the list, the held line.
  const ours = (line: string | undefined): boolean =>
    line !== undefined && (line.startsWith('- ') || line === CI_HELD_LINE);
  let end = Math.min(start + 3, lines.length);
  while (end < lines.length) {
    if (ours(lines[end]) || (lines[end] === '' && ours(lines[end + 1]))) end++;
    else break;
  }
  return [...lines.slice(0, start), ...block.split('\n'), ...lines.slice(end)].join('\n');
}

function runLink(run: CiRunFacts): string {
  const url = safeUrl(run.htmlUrl);
  const name = `${run.workflowName || run.workflowPath} run ${run.runId}`;
  return url ? `[${name}](${url})` : name;
}

export function fixedComment(run: CiRunFacts, taskId: string, sha: string): string {
  return `Fixed the failed CI run ${runLink(run)} (${conclusionWord(run.conclusion)} at ${codeSpan(shortSha(run.headSha) ?? run.headSha)}) in ${sha} (task ${codeSpan(taskId)}), pushed to the branch.`;
}

export function notFixedComment(run: CiRunFacts, taskId: string, reason: string): string {
  return `Could not fix the failed CI run ${runLink(run)} (task ${codeSpan(taskId)}): ${reason.replace(/\s+/g, ' ').slice(0, 500)}`;
}

export function guardComment(run: CiRunFacts, attempts: string[], max: number): string {
  return [
    `CI still fails: ${runLink(run)} on ${codeSpan(shortSha(run.headSha) ?? run.headSha)}.`,
    `Ralph has made ${attempts.length} fix attempt${attempts.length === 1 ? '' : 's'} for this workflow (${attempts.map(codeSpan).join(', ')}), the most \`max-ci-fix-attempts\` allows (${max}), so it stops here: **a person needs to look at it.**`,
    'Push a fix, or raise `max-ci-fix-attempts`, and CI runs again.',
  ].join('\n\n');
}
