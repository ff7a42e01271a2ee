/** The example task `ralph init` writes: a placeholder to replace, never work to run. */
import type { Task } from './schema.js';

export const EXAMPLE_TASK_TITLE = 'Replace this example task with your first real task';

export function isExampleTask(task: Pick<Task, 'title'>): boolean {
  return task.title.trim() === EXAMPLE_TASK_TITLE;
}

export function exampleTaskMessage(id: string): string {
  return `${id} is the example task of \`ralph init\` ("${EXAMPLE_TASK_TITLE}"): replace it with a real task`;
}
