/**
 * What the action writes about review threads: the reply in each thread (addressed with its
 * commit, not addressed and why, or skipped as outdated), and one pull request comment listing
 * every thread's outcome. Text that is not the action's own is escaped (no mentions, no markup).
 */
import { COMMAND_REPLY_MARKER } from '../report/command-reply.js';
import { mdCell, mdText, safeUrl } from '../report/markdown.js';
import type { ReviewThread } from './review-threads.js';
import { REPLY_MARKER } from './review-threads-select.js';
import { threadLocation } from './review-threads-tasks.js';

export type ThreadOutcome =
  | { kind: 'addressed'; taskId: string; sha: string; summary: string }
  | { kind: 'not_addressed'; taskId: string; reason: string }
  | { kind: 'outdated' }
  | { kind: 'left_alone'; author: string };

export function threadReply(outcome: ThreadOutcome): string {
  switch (outcome.kind) {
    case 'addressed':
      return `Addressed in ${outcome.sha} (task ${mdCell(outcome.taskId, 60)}): ${mdCell(outcome.summary, 300)}\n\n${REPLY_MARKER}`;
    case 'not_addressed':
      return `Not addressed (task ${mdCell(outcome.taskId, 60)}): ${mdCell(outcome.reason, 300)}\nThe thread stays open; a new review or \`/ralph address\` tries again.\n\n${REPLY_MARKER}`;
    case 'outdated':
      return `Skipped: this thread is outdated (the code it was left on has changed since). Resolve it, or start a new thread on the current code.\n\n${REPLY_MARKER}`;
    case 'left_alone':
      return '';
  }
}

function outcomeLine(thread: ReviewThread, outcome: ThreadOutcome): string {
  const where = `\`${mdCell(threadLocation(thread), 200).replace(/`/g, "'")}\``;
  switch (outcome.kind) {
    case 'addressed':
      return `- ✅ ${where}: addressed in ${outcome.sha.slice(0, 7)} (${mdCell(outcome.taskId, 60)})`;
    case 'not_addressed':
      return `- ❌ ${where}: not addressed (${mdCell(outcome.taskId, 60)}): ${mdCell(outcome.reason, 300)}`;
    case 'outdated':
      return `- ⏭️ ${where}: outdated, skipped`;
    case 'left_alone':
      // Named, not mentioned: the action does not notify someone it declined.
      return `- 🔒 ${where}: left alone, ${mdText(`@${outcome.author}`)} has no write access`;
  }
}

/** The pull request comment after a review or `/ralph address`. */
export function addressSummary(args: {
  /** The `/ralph address` comment's first line, when a comment asked. */
  command?: string;
  actor: string;
  threads: { thread: ReviewThread; outcome: ThreadOutcome }[];
  /** Why the agent did not run at all, if it did not. */
  note?: string;
  runUrl?: string;
}): string {
  const lines = [COMMAND_REPLY_MARKER];
  if (args.command !== undefined)
    lines.push(`> ${mdCell(args.command.split(/\r?\n/)[0] ?? '', 100)}`, '');
  const worked = args.threads.filter(
    (t) => t.outcome.kind === 'addressed' || t.outcome.kind === 'not_addressed',
  );
  const head =
    worked.length === 0
      ? 'Nothing to address: no unresolved review thread started by someone with write access.'
      : `Review threads: ${worked.filter((t) => t.outcome.kind === 'addressed').length} of ${worked.length} addressed.`;
  lines.push(`@${mdText(args.actor)} ${head}`);
  if (args.note) lines.push('', mdCell(args.note, 300));
  if (args.threads.length > 0)
    lines.push('', ...args.threads.map((t) => outcomeLine(t.thread, t.outcome)));
  const url = safeUrl(args.runUrl);
  if (url) lines.push('', `[Workflow run](${url})`);
  return `${lines.join('\n')}\n`;
}
