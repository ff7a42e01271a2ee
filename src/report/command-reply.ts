/** The short PR comment posted after a `/ralph ...` command. */
import { checksPassed, formatCost, plural, progressBar, shortSha } from './format.js';
import { mdCell, mdText, safeUrl } from './markdown.js';
import { outcomeText } from './sections.js';
import type { CommandReplyArgs } from './types.js';

/** First line of every reply; lets the action recognise (and skip) its own comments. */
export const COMMAND_REPLY_MARKER = '<!-- ralph-action:command-reply -->';

export function renderCommandReply(args: CommandReplyArgs): string {
  const command = mdCell(args.command.split(/\r?\n/)[0] ?? '', 100);
  const who = args.actor ? `@${mdText(args.actor)} ` : '';
  const lines = [COMMAND_REPLY_MARKER, `> ${command}`, ''];

  if (args.refused !== undefined) {
    lines.push(`${who}⊘ Not run: ${mdCell(args.refused, 300)}`);
  } else if (args.result) {
    const r = args.result;
    const sha = shortSha(r.commitSha);
    lines.push(
      `${who}${outcomeText(r)}: ${mdCell(r.taskId, 60)} ${mdCell(r.taskTitle, 120)}`,
      '',
      [
        `checks ${checksPassed(r.checks)} ${r.checks.every((c) => c.passed) ? '✅' : '❌'}`,
        sha ? `commit ${sha}` : 'no commit',
        formatCost(r.costUsd),
        plural(r.numTurns, 'turn'),
      ].join(' · '),
    );
    const failed = r.checks.filter((c) => !c.passed).map((c) => mdCell(c.name, 60));
    if (failed.length > 0) lines.push(`Failed: ${failed.join(', ')}`);
  }
  if (args.note) lines.push('', mdCell(args.note, 300));
  if (args.counts) {
    const bar = args.progressPercent !== undefined ? `${progressBar(args.progressPercent)} · ` : '';
    lines.push('', `${bar}${args.counts.done}/${args.counts.total} tasks done`);
  }
  const url = safeUrl(args.runUrl);
  if (url) lines.push('', `[Workflow run](${url})`);
  return lines.join('\n').replace(/\n{3,}/g, '\n\n') + '\n';
}
