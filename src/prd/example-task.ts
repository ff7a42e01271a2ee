/** The example task `ralph init` writes: a placeholder to replace, never work to run. */
import type { Diagnostic } from './diagnostics.js';
import { idKey } from './model.js';
import type { Prd, Task } from './schema.js';

export const EXAMPLE_TASK_TITLE = 'Replace this example task with your first real task';

export function isExampleTask(task: Pick<Task, 'title'>): boolean {
  return task.title.trim() === EXAMPLE_TASK_TITLE;
}

export function exampleTaskMessage(id: string): string {
  return `${id} is the example task of \`ralph init\` ("${EXAMPLE_TASK_TITLE}"): replace it with a real task`;
}

/** A warning for each unfinished example task, at its title's line in `text`. */
export function exampleTaskDiagnostics(prd: Prd, text: string, file: string): Diagnostic[] {
  const open = prd.tasks.filter(
    (t) => isExampleTask(t) && t.status !== 'done' && t.status !== 'skipped',
  );
  if (open.length === 0) return [];
  const lines = text.split('\n');
  const index = lines.findIndex((l) => l.includes(EXAMPLE_TASK_TITLE));
  return open.map((t) => ({
    rule: 'EXAMPLE',
    message: `${exampleTaskMessage(idKey(t.id))}; a run refuses to start it`,
    file,
    line: index + 1,
    column: index < 0 ? 0 : lines[index]!.indexOf(EXAMPLE_TASK_TITLE) + 1,
    severity: 'warning' as const,
  }));
}
