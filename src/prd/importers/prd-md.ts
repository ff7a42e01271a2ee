/**
 * The deprecated prd.md (SPEC-035 §10.2): `# Title` becomes project.title (a trailing " PRD"
 * is dropped) and every checklist line (`- [ ]` / `- [x]`) becomes task-001, task-002, ...
 * pending or done, in file order.
 */
import type { Prd, Task } from '../schema.js';
import { ImportError } from './errors.js';
import { isoDate } from './shared.js';

const HEADING = /^#\s+(.+?)\s*#*\s*$/;
export const CHECKLIST_ITEM = /^\s*[-*+]\s+\[([ xX])\]\s+(.*\S)\s*$/;

export function importPrdMarkdown(
  text: string,
  fileName: string,
  now: Date,
  fallbackTitle: string,
): Prd {
  let title: string | undefined;
  const tasks: Task[] = [];
  for (const line of text.split(/\r?\n/)) {
    const heading = title === undefined ? HEADING.exec(line) : null;
    if (heading) {
      title = heading[1]!.replace(/\s+PRD$/i, '').trim() || undefined;
      continue;
    }
    const item = CHECKLIST_ITEM.exec(line);
    if (!item) continue;
    const number = String(tasks.length + 1).padStart(3, '0');
    tasks.push({
      id: `task-${number}`,
      title: item[2]!,
      status: item[1] === ' ' ? 'pending' : 'done',
    });
  }
  if (tasks.length === 0) {
    throw new ImportError(
      `${fileName}: no checklist items found (expected lines like "- [ ] Do something")`,
    );
  }
  return {
    schema_version: '1.0',
    project: { title: title ?? fallbackTitle, created: isoDate(now) },
    tasks,
  };
}
