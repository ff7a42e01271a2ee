/**
 * What the gate found about the files the checks depend on and the tests the agent changed,
 * for every iteration of the run: protected files a task changed on purpose (declared in its
 * `files:`), and each changed or deleted existing test with how its original version fared
 * against the new code. Shown in the pull request and the job summary.
 */
import type { IterationResult } from '../engine/types.js';
import { codeFence, codeSpan, details, mdCell, mdText } from './markdown.js';

const MAX_NOTES = 30;

function notesOf(result: IterationResult): string[] {
  const task = mdCell(result.taskId, 60);
  const notes: string[] = [];
  for (const change of result.protectedChanges ?? []) {
    const part = change.part ? ` ${mdText(change.part)}` : '';
    notes.push(
      `- ⚠️ **${task} changes a check-defining file** (the original gate ran too${change.declared ? '; declared in its `files:`' : ''}): ${codeSpan(change.path, 120)}${part}: ${mdCell(change.change, 300)}`,
    );
  }
  for (const test of result.existingTests ?? []) {
    const what = test.change === 'deleted' ? 'deleted' : 'changed';
    const icon = test.passed ? '✅' : test.declared ? '⚠️' : '❌';
    const why = test.passed
      ? ''
      : test.declared
        ? " (declared in the task's `files:`: a deliberate change of behaviour)"
        : ' (refused)';
    const line = `- ${icon} ${task}: ${codeSpan(test.path, 120)} ${what}; the original test ${mdCell(test.result, 200)}${why}`;
    notes.push(
      test.outputTail
        ? `${line}\n\n  ${details('Output of the original test', codeFence(test.outputTail, 'text')).replace(/\n/g, '\n  ')}`
        : line,
    );
  }
  return notes;
}

/** The `### Gate notes` block, or undefined when the gate noticed nothing of this kind. */
export function gateNotesBlock(iterations: readonly IterationResult[]): string | undefined {
  const notes = iterations.flatMap(notesOf);
  if (notes.length === 0) return undefined;
  const shown = notes.slice(-MAX_NOTES);
  const more = notes.length - shown.length;
  return [
    '### Gate notes',
    ...(more > 0 ? [`_${more} earlier notes not shown._`] : []),
    shown.join('\n'),
  ].join('\n\n');
}
