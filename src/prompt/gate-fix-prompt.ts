/**
 * The prompt that resumes the agent's session when the checks passed but another part of the
 * gate refused the work: a protected file it changed, or an existing test whose original
 * version fails against its code. The reasons are the harness's, in words the agent can act on.
 */
import { fenced } from './markdown.js';
import { CANNOT_COMPLETE_SIGNAL } from './signals.js';

export interface GateFixReasons {
  /** A heading, e.g. "Protected files changed". */
  title: string;
  /** What to do about it, one paragraph. */
  advice: string;
  /** One line per finding (a path and what happened to it). */
  reasons: readonly string[];
  /** Output to show below the reasons (the end of a failing run), if any. */
  output?: string;
}

export function renderGateFixPrompt(refusal: GateFixReasons, attempt: number, max: number): string {
  const parts = [
    `## ${refusal.title} (fix attempt ${attempt} of ${max})`,
    refusal.advice,
    refusal.reasons.map((r) => `- ${r}`).join('\n'),
  ];
  if (refusal.output) parts.push(fenced(refusal.output, 'text'));
  parts.push(
    [
      'When you are done, run the checks again yourself, then end your final message with the',
      'PRP_PHASE_STATUS block as before (EXIT_SIGNAL: true only when every acceptance criterion is met).',
      `If you cannot do it without these changes, write "${CANNOT_COMPLETE_SIGNAL}: <reason>" instead.`,
    ].join('\n'),
  );
  return `${parts.join('\n\n')}\n`;
}
