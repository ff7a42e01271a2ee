/**
 * Routes a scripted model conversation to the task it is about. Every prompt lists the
 * whole plan, so the id alone is ambiguous: the task is the one named in "## Your Task".
 */
import { promptOf, type RecordedRequest } from './model-server.js';

export function taskSectionOf(prompt: string): string {
  const start = prompt.indexOf('## Your Task');
  if (start < 0) return '';
  const next = prompt.indexOf('\n## ', start + 1);
  return prompt.slice(start, next < 0 ? undefined : next);
}

/** True when the request's prompt asks for the task with this title. */
export function isTask(request: RecordedRequest, title: string): boolean {
  return taskSectionOf(promptOf(request)).includes(title);
}
