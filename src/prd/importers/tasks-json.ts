/**
 * Ralph CLI's TASKS.json and the original prd.json of the same shape:
 * `{project, branchName, description, userStories: [{id, title, description,
 * acceptanceCriteria, priority, passes, notes}]}`.
 *
 * - priority (integer, 1 = highest): 1 -> critical, 2 -> high, 3 -> medium, 4 and above -> low,
 *   missing -> medium. Stories are written sorted by that integer (stable), so the next task
 *   picked is the one Ralph CLI would pick even inside the `low` bucket.
 * - passes: true -> done, otherwise pending.
 * - notes: appended to the description under "Notes:".
 * - branchName -> project.branch, description -> project.description.
 */
import type { Prd, Priority, Task } from '../schema.js';
import { ImportError } from './errors.js';
import type { Json } from './shared.js';
import { isoDate, isRecord, optionalString, requiredString, stringList } from './shared.js';

export function priorityFromInteger(n: number): Priority {
  if (n <= 1) return 'critical';
  if (n === 2) return 'high';
  if (n === 3) return 'medium';
  return 'low';
}

export function importTasksJson(json: Json, fileName: string, now: Date): Prd {
  if (!isRecord(json)) throw new ImportError(`${fileName}: expected an object with userStories`);
  const stories = json.userStories;
  if (!Array.isArray(stories)) throw new ImportError(`${fileName}: userStories must be a list`);
  if (stories.length === 0) throw new ImportError(`${fileName}: userStories is empty`);
  const title = requiredString(json, 'project', fileName);

  const rows = stories.map((story, i) => {
    const where = `${fileName}: userStories[${i}]`;
    if (!isRecord(story)) throw new ImportError(`${where}: expected an object`);
    const rawId = story.id;
    if (!(typeof rawId === 'string' && rawId.trim()) && !Number.isInteger(rawId)) {
      throw new ImportError(`${where}: missing id`);
    }
    const priority = story.priority;
    if (priority !== undefined && priority !== null && !Number.isInteger(priority)) {
      throw new ImportError(`${where}: priority must be an integer (1 = highest)`);
    }
    const passes = story.passes;
    if (passes !== undefined && passes !== null && typeof passes !== 'boolean') {
      throw new ImportError(`${where}: passes must be true or false`);
    }
    const description = optionalString(story, 'description', where);
    const notes = optionalString(story, 'notes', where);
    const task: Task = {
      id: typeof rawId === 'string' ? rawId.trim() : (rawId as number),
      title: requiredString(story, 'title', where),
      status: passes === true ? 'done' : 'pending',
    };
    const text = [description, notes && `Notes: ${notes}`].filter(Boolean).join('\n\n');
    if (text) task.description = text;
    if (typeof priority === 'number') task.priority = priorityFromInteger(priority);
    const criteria = stringList(story, 'acceptanceCriteria', where);
    if (criteria) task.acceptance_criteria = criteria;
    return { task, order: typeof priority === 'number' ? priority : Number.POSITIVE_INFINITY };
  });
  rows.sort((a, b) => a.order - b.order);

  const project: Prd['project'] = { title };
  const description = optionalString(json, 'description', fileName);
  if (description) project.description = description;
  project.created = isoDate(now);
  const branch = optionalString(json, 'branchName', fileName);
  if (branch) project.branch = branch;
  return { schema_version: '1.0', project, tasks: rows.map((r) => r.task) };
}
