/**
 * tilth's prd.json: a bare list of `{id: "T-001", title, description, acceptance_criteria, status}`.
 * Status pending -> pending, done -> done, failed -> blocked (with a blocked_by reason, so a
 * human decides whether to retry). tilth runs tasks in file order, and so will we (all medium).
 */
import type { Prd, Task } from '../schema.js';
import { TASK_STATUSES } from '../schema.js';
import type { TaskStatus } from '../schema.js';
import { ImportError } from './errors.js';
import type { Json } from './shared.js';
import { isoDate, isRecord, optionalString, requiredString, stringList } from './shared.js';

export function importTilthJson(json: Json, fileName: string, now: Date, title: string): Prd {
  if (!Array.isArray(json)) throw new ImportError(`${fileName}: expected a list of tasks`);
  if (json.length === 0) throw new ImportError(`${fileName}: the task list is empty`);
  const tasks = json.map((entry, i): Task => {
    const where = `${fileName}: entry ${i + 1}`;
    if (!isRecord(entry)) throw new ImportError(`${where}: expected an object`);
    const id = requiredString(entry, 'id', where).trim();
    const rawStatus = optionalString(entry, 'status', `${where} (${id})`) ?? 'pending';
    const task: Task = {
      id,
      title: requiredString(entry, 'title', `${where} (${id})`),
      status: 'pending',
    };
    if (rawStatus === 'failed') {
      task.status = 'blocked';
      task.blocked_by = 'Failed in a previous tilth run';
    } else if ((TASK_STATUSES as readonly string[]).includes(rawStatus)) {
      task.status = rawStatus as TaskStatus;
    } else {
      throw new ImportError(
        `${where} (${id}): unknown status '${rawStatus}' (expected pending, done or failed)`,
      );
    }
    const description = optionalString(entry, 'description', where);
    if (description) task.description = description;
    const criteria = stringList(entry, 'acceptance_criteria', where);
    if (criteria) task.acceptance_criteria = criteria;
    return task;
  });
  return { schema_version: '1.0', project: { title, created: isoDate(now) }, tasks };
}
