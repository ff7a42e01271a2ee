/** The prompt that resumes the agent's session when the quality checks failed (the fix loop). */
import type { CheckResult } from '../checks/types.js';
import { fenced } from './markdown.js';
import { CANNOT_COMPLETE_SIGNAL } from './signals.js';

function describe(result: CheckResult): string {
  if (result.stoppedForMemory)
    return `stopped for memory: ${result.stoppedForMemory}; use less memory at once`;
  if (result.timedOut) return 'timed out';
  if (result.exitCode === null) return 'was killed';
  return `exit code ${result.exitCode}`;
}

export function renderFixPrompt(
  failing: readonly CheckResult[],
  attempt: number,
  max: number,
): string {
  const parts = [
    `## Quality Checks Failed (fix attempt ${attempt} of ${max})`,
    'The harness ran the quality checks on your changes and these failed. Fix the code so that they pass.',
    'Do not weaken, skip or delete checks or tests: the harness runs the checks as defined in the starting commit.',
  ];
  for (const result of failing) {
    const tail =
      result.outputTail.trim() === '' ? '(no output)' : result.outputTail.replace(/\s+$/, '');
    parts.push(
      `### ${result.name} (${describe(result)})\nCommand: \`${result.command}\`\n${fenced(tail, 'text')}`,
    );
  }
  parts.push(
    [
      'When you are done, run the checks again yourself, then end your final message with the',
      'PRP_PHASE_STATUS block as before (EXIT_SIGNAL: true only when every acceptance criterion is met).',
      `If you cannot make them pass, write "${CANNOT_COMPLETE_SIGNAL}: <reason>" instead.`,
    ].join('\n'),
  );
  return `${parts.join('\n\n')}\n`;
}
