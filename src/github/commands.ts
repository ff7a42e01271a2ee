/**
 * `/ralph` commands in issue and pull request comments.
 *
 * Only the comment's first line of prose counts: the first non-empty line that is not inside a
 * code block (fenced or indented) or a `>` quote. Quoting someone's command, or showing one in a
 * code block, therefore never runs it. The prefix and the verb are case-insensitive; arguments
 * keep their case.
 *
 * Reasons of invalid commands are markdown for the reply: every piece of the comment's own text
 * in them is a code span (`codeSpan`), so a reply can never carry the commenter's mentions,
 * links or images.
 */

import { codeSpan } from '../report/markdown.js';

export type RalphCommand =
  | { kind: 'next' }
  | { kind: 'run'; count: number }
  | { kind: 'status' }
  | { kind: 'skip'; id: string }
  | { kind: 'retry'; id: string }
  | { kind: 'block'; id: string; reason: string }
  | { kind: 'plan' }
  | { kind: 'address' }
  | { kind: 'fix-ci' }
  | { kind: 'help' }
  | { kind: 'unknown'; text: string }
  | { kind: 'invalid'; reason: string };

export const DEFAULT_COMMAND_PREFIX = '/ralph';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The first line of prose of a markdown comment, or undefined if it has none. */
export function firstProseLine(body: string): string | undefined {
  let fence: string | undefined;
  let inQuote = false;
  for (const line of body.replace(/\r\n?/g, '\n').split('\n')) {
    const opening = FENCE.exec(line);
    if (fence !== undefined) {
      // A fence closes with a line of at least as many of the same character.
      const marker = opening?.[1];
      if (
        marker &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        line.trim() === marker
      ) {
        fence = undefined;
      }
      continue;
    }
    if (opening) {
      fence = opening[1]!;
      inQuote = false;
      continue;
    }
    if (line.trim() === '') {
      inQuote = false;
      continue;
    }
    // A line right after a quote line continues the quote (markdown's lazy continuation).
    if (line.trimStart().startsWith('>') || inQuote) {
      inQuote = true;
      continue;
    }
    // Before any prose, a line indented four spaces (or a tab) is an indented code block.
    if (/^(?: {4}|\t)/.test(line)) continue;
    return line.trim();
  }
  return undefined;
}

/** The command in a comment, or undefined when the comment is not addressed to Ralph. */
export function parseCommand(
  body: string,
  prefix = DEFAULT_COMMAND_PREFIX,
): RalphCommand | undefined {
  const line = firstProseLine(body);
  if (line === undefined) return undefined;
  if (!line.toLowerCase().startsWith(prefix.toLowerCase())) return undefined;
  const rest = line.slice(prefix.length);
  // `/ralphy` is not `/ralph`.
  if (rest !== '' && !/^\s/.test(rest)) return undefined;
  const words = rest.trim().split(/\s+/).filter(Boolean);
  const verb = words[0]?.toLowerCase();
  const args = words.slice(1);
  const noArguments = (command: RalphCommand): RalphCommand =>
    args.length === 0
      ? command
      : {
          kind: 'invalid',
          reason: `${codeSpan(verb ?? '')} takes no arguments (got ${codeSpan(args.join(' '))})`,
        };

  switch (verb) {
    case undefined:
    case 'help':
      return noArguments({ kind: 'help' });
    case 'next':
      return noArguments({ kind: 'next' });
    case 'status':
      return noArguments({ kind: 'status' });
    case 'plan':
      return noArguments({ kind: 'plan' });
    case 'address':
      return noArguments({ kind: 'address' });
    case 'fix-ci':
      return noArguments({ kind: 'fix-ci' });
    case 'run': {
      const count = args[0];
      if (count === undefined) {
        return {
          kind: 'invalid',
          reason: `\`run\` needs a number of iterations, e.g. \`${prefix} run 3\``,
        };
      }
      if (!/^\d+$/.test(count) || Number(count) < 1 || args.length > 1) {
        return {
          kind: 'invalid',
          reason: `\`run\` needs a positive whole number of iterations, got ${codeSpan(args.join(' '))}`,
        };
      }
      return { kind: 'run', count: Number(count) };
    }
    case 'skip':
    case 'retry': {
      const taskId = args[0];
      if (taskId === undefined)
        return {
          kind: 'invalid',
          reason: `\`${verb}\` needs a task id, e.g. \`${prefix} ${verb} task-003\``,
        };
      if (args.length > 1)
        return {
          kind: 'invalid',
          reason: `\`${verb}\` takes one task id (got ${codeSpan(args.join(' '))})`,
        };
      return { kind: verb, id: taskId };
    }
    case 'block': {
      const taskId = args[0];
      if (taskId === undefined) {
        return {
          kind: 'invalid',
          reason: `\`block\` needs a task id and a reason, e.g. \`${prefix} block task-003 waiting for the API key\``,
        };
      }
      // The reason is the rest of the line, spacing and case kept.
      const reason = rest.trim().slice(words[0]!.length).trim().slice(taskId.length).trim();
      if (reason === '')
        return {
          kind: 'invalid',
          reason: `${codeSpan(`block ${taskId}`)} needs a reason after the task id`,
        };
      return { kind: 'block', id: taskId, reason };
    }
    default:
      return { kind: 'unknown', text: rest.trim() };
  }
}

/** The markdown reply for `help` (and for unknown commands). */
export function HELP_TEXT(prefix = DEFAULT_COMMAND_PREFIX): string {
  return [
    `**Ralph commands** (first line of a comment on the Ralph pull request; only people with write access):`,
    '',
    '| Command | What it does |',
    '| --- | --- |',
    `| \`${prefix} next\` | Run one iteration: the next task |`,
    `| \`${prefix} run N\` | Run up to N iterations |`,
    `| \`${prefix} status\` | Reply with the task list's progress |`,
    `| \`${prefix} skip <id>\` | Mark a task skipped |`,
    `| \`${prefix} retry <id>\` | Put a blocked task back to pending with its attempts reset, and close the circuit breaker |`,
    `| \`${prefix} block <id> <reason>\` | Mark a task blocked, with the reason |`,
    `| \`${prefix} address\` | Turn the unresolved review threads of people with write access into tasks and run them |`,
    `| \`${prefix} fix-ci\` | Turn the newest failed CI run of the head into a task and run it |`,
    `| \`${prefix} plan\` | On an issue: draft a task list from it |`,
    `| \`${prefix} help\` | Show this list |`,
    '',
    'Commands in quotes (`>`) or code blocks are ignored.',
  ].join('\n');
}
