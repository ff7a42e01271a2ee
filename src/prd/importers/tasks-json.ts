/**
 * JSON task lists: snarktank's `prd.json` and Ralph CLI's `TASKS.json`
 * (`{project, branchName, description, userStories: [...]}`), and bare lists of tasks (tilth's
 * `prd.json` of `{id: "T-001", ...}`, feature lists of `{category, description, steps, passes}`).
 */
import type { Prd, Task } from '../schema.js';
import { ImportError } from './errors.js';
import { linkDependencies, readJsonStory } from './json-story.js';
import type { JsonStory } from './json-story.js';
import { orderByPriority, withPriority } from './priority.js';
import { ReportBuilder } from './report.js';
import type { ImportResult } from './report.js';
import type { Json } from './shared.js';
import { generatedId, isoDate, isRecord, optionalString } from './shared.js';
import { PROJECT_CHECK_KEYS, projectChecksAdvice } from './project-checks.js';

export interface JsonImportOptions {
  fileName: string;
  now: Date;
  /** --title, else a title derived from the file name, else a generic one. */
  title: string | undefined;
  fallbackTitle: string;
}

/** The keys an object-shaped list may keep its entries under. */
export const STORY_KEYS = ['userStories', 'stories', 'tasks'] as const;

/** A list, or an object keyed by id (`{"tasks": {"B1": {...}}}`) as a list with those ids. */
function entriesOf(value: Json, report: ReportBuilder): Json[] {
  if (Array.isArray(value)) return value;
  report.mapped('an object of tasks keyed by id -> one task per key, that key as its id');
  return Object.entries(value as Record<string, Json>).map(([id, entry]) =>
    isRecord(entry) && entry.id === undefined ? { id, ...entry } : entry,
  );
}

/** The message for a JSON object in no known shape: the shapes known, the keys found. */
export function unknownJsonShape(fileName: string, json: Json): string {
  const found = isRecord(json)
    ? `it has the keys ${Object.keys(json).join(', ') || '(none)'}`
    : `it is a ${json === null ? 'null' : typeof json}`;
  return (
    `${fileName} is JSON in a shape this importer does not know (${found}). Known shapes: ` +
    '{"userStories": [...]} or {"stories": [...]} (snarktank/Ralph CLI prd.json), ' +
    '{"tasks": [...]} (TASKS.json), or a JSON list of tasks'
  );
}

function readStories(
  entries: Json[],
  label: (i: number) => string,
  report: ReportBuilder,
  tool: string,
): Task[] {
  if (entries.length === 0) throw new ImportError(`${label(-1)} is empty`);
  const stories: JsonStory[] = entries.map((entry, i) =>
    readJsonStory(entry, { where: label(i), report, fallbackId: generatedId(i), tool }),
  );
  const missing = entries.filter((e) => !isRecord(e) || e.id === undefined || e.id === null);
  if (missing.length === entries.length) {
    report.mapped(`ids generated in file order (task-001 ... ${generatedId(entries.length - 1)})`);
  } else if (missing.length > 0) {
    report.warn(
      `${missing.length} ${missing.length === 1 ? 'entry has' : 'entries have'} no id: given task-NNN ids by position`,
    );
  }
  linkDependencies(stories, report);
  const ordered = orderByPriority(
    stories.map((s) => ({ item: s.task, priority: s.priority })),
    report,
  );
  return ordered.map(({ item, priority }) => withPriority(item, priority));
}

export function importStoriesObject(
  json: Record<string, Json>,
  opts: JsonImportOptions,
): ImportResult {
  const { fileName } = opts;
  const key = STORY_KEYS.find((k) => Array.isArray(json[k]) || isRecord(json[k]));
  if (key === undefined)
    throw new ImportError(`${fileName}: ${STORY_KEYS.join(' or ')} must be a list`);
  const report = new ReportBuilder(
    key === 'tasks'
      ? 'TASKS.json ({"tasks": [...]})'
      : 'snarktank/Ralph CLI prd.json (userStories)',
  );
  const tasks = readStories(
    entriesOf(json[key]!, report),
    (i) => (i < 0 ? `${fileName}: ${key}` : `${fileName}: ${key}[${i}]`),
    report,
    'Ralph',
  );

  const named =
    optionalString(json, 'project', fileName) ??
    optionalString(json, 'name', fileName) ??
    optionalString(json, 'title', fileName);
  let title: string;
  if (opts.title !== undefined) {
    title = opts.title;
    report.mapped('project title <- --title');
  } else if (named !== undefined) {
    title = named.trim();
    report.mapped('project -> project.title');
  } else {
    title = opts.fallbackTitle;
    report.warn(`no project name in the file: the title is "${title}" (set it with --title)`);
  }
  const project: Prd['project'] = { title };
  const description = optionalString(json, 'description', fileName);
  if (description) {
    project.description = description;
    report.mapped('description -> project.description');
  }
  project.created = isoDate(opts.now);
  const branch = optionalString(json, 'branchName', fileName);
  if (branch) {
    project.branch = branch;
    report.mapped('branchName -> project.branch');
  }
  const advice = projectChecksAdvice(json);
  if (advice !== undefined) report.warn(advice);
  const knownTop = new Set<string>([
    ...STORY_KEYS,
    ...PROJECT_CHECK_KEYS,
    'project',
    'name',
    'title',
    'description',
    'branchName',
  ]);
  for (const k of Object.keys(json)) if (!knownTop.has(k)) report.dropped(`top-level ${k}`);
  return report.build({ schema_version: '1.0', project, tasks }, ['story', 'stories']);
}

function looksLikeTilth(list: Json[]): boolean {
  return list.some((e) => isRecord(e) && typeof e.id === 'string' && /^T-\d+$/.test(e.id));
}

export function importJsonList(list: Json[], opts: JsonImportOptions): ImportResult {
  const tilth = looksLikeTilth(list);
  const report = new ReportBuilder(
    tilth ? "tilth's prd.json (a list of T-NNN tasks)" : 'a JSON list of tasks',
  );
  const tasks = readStories(
    list,
    (i) => (i < 0 ? `${opts.fileName}: the task list` : `${opts.fileName}: entry ${i + 1}`),
    report,
    tilth ? 'tilth' : 'the source tool',
  );
  const title = opts.title ?? opts.fallbackTitle;
  if (opts.title !== undefined) report.mapped('project title <- --title');
  else report.warn(`a list has no project name: the title is "${title}" (set it with --title)`);
  return report.build({
    schema_version: '1.0',
    project: { title, created: isoDate(opts.now) },
    tasks,
  });
}
