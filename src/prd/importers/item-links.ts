/** `Depends on: 1.1` between items of one list -> depends_on, by the labels items were numbered with. */
import type { Task, TaskId } from '../schema.js';
import type { ReportBuilder } from './report.js';

export interface LabelledTask {
  task: Task;
  label: string | undefined;
  deps: string[];
}

const key = (label: string) => label.toLowerCase().replace(/^0+(?=\d)/, '');

export function linkLabels(items: LabelledTask[], report: ReportBuilder): void {
  const byLabel = new Map<string, TaskId>();
  for (const { task, label } of items) if (label) byLabel.set(key(label), task.id);
  for (const { task, deps } of items) {
    if (deps.length === 0) continue;
    const known = [...new Set(deps.map((d) => byLabel.get(key(d))))].filter(
      (id): id is TaskId => id !== undefined && id !== task.id,
    );
    const unknown = deps.filter((d) => !byLabel.has(key(d)));
    if (known.length > 0) {
      task.depends_on = known;
      report.mapped('"Depends on: 1.1" -> depends_on (the item numbered 1.1)');
    }
    if (unknown.length > 0) {
      report.warn(
        `${String(task.id)} ("${task.title}") depends on ${unknown.join(', ')}, which no item is numbered: left out`,
      );
    }
  }
}
