/**
 * ralph-orchestrator's code tasks (`tasks/<name>.code-task.md`, written by its code-task-generator):
 * frontmatter `status` (pending, in_progress, completed, blocked), a `# Task: Title` heading and
 * sections Description, Background, Technical Requirements, Dependencies, Implementation
 * Approach, Acceptance Criteria (numbered, with Given/When/Then lines) and Metadata.
 *
 * One file is one task, its id the file name without `.code-task.md`; a directory of them is
 * imported in file-name order, a file that cannot be read reported with its path and left out.
 * Status `completed`/`complete` -> done, `obsolete`/`superseded`/`cancelled` -> skipped.
 * Dependencies that name another imported file, or "Task N" (the file numbered N), become
 * depends_on. The spec the tasks name (`.ralph/specs/x.spec.md`) gives the project title.
 */
import type { Prd, Task, TaskId, TaskStatus } from '../schema.js';
import { ImportError } from './errors.js';
import type { RootContent } from 'mdast';
import {
  blocksText,
  headingText,
  inlineText,
  itemText,
  listItemTexts,
  parseMarkdown,
  sectionsAt,
  splitFrontmatter,
} from './md-tree.js';
import type { MarkdownDoc, Section } from './md-tree.js';
import { ReportBuilder } from './report.js';
import type { ImportResult } from './report.js';
import { isoDate } from './shared.js';
import { linkSpecs } from './code-task-spec.js';
import type { SourceFile } from './source.js';

export const CODE_TASK_FILE = /\.code-task\.md$/i;

const STATUSES = new Map<string, TaskStatus>(
  Object.entries({
    pending: 'pending',
    todo: 'pending',
    ready: 'pending',
    in_progress: 'in_progress',
    'in-progress': 'in_progress',
    completed: 'done',
    complete: 'done',
    done: 'done',
    blocked: 'blocked',
    obsolete: 'skipped',
    superseded: 'skipped',
    cancelled: 'skipped',
    canceled: 'skipped',
    skipped: 'skipped',
  }),
);

const taskIdOf = (baseName: string) => baseName.replace(CODE_TASK_FILE, '');

/** "1. **Name**" with "- Given / - When / - Then" under it -> "Name: Given ...; When ...; Then ...". */
function criteriaOf(doc: MarkdownDoc, blocks: RootContent[]): string[] {
  const out: string[] = [];
  for (const list of blocks) {
    if (list.type !== 'list') continue;
    for (const item of list.children) {
      const head = itemText(doc, item);
      const parts = item.children.slice(1).flatMap((child) =>
        child.type === 'list'
          ? child.children.map((i) => itemText(doc, i))
          : child.type === 'paragraph'
            ? [
                inlineText(doc, child.children)
                  .replace(/\s*\n\s*/g, ' ')
                  .trim(),
              ]
            : [],
      );
      out.push(parts.length === 0 ? head : `${head.replace(/:$/, '')}: ${parts.join('; ')}`);
    }
  }
  return out;
}

function metadata(doc: MarkdownDoc, section: Section, task: Task, report: ReportBuilder): void {
  for (const item of listItemTexts(doc, section.blocks)) {
    const match = /^\**([^:*]+?)\**\s*:\**\s*(.*)$/.exec(item);
    if (!match) continue;
    const key = match[1]!.trim().toLowerCase();
    const value = match[2]!.trim();
    if (key === 'labels' && value) {
      task.tags = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      report.mapped('Metadata Labels -> tags');
    } else if (value) {
      report.dropped(`Metadata ${match[1]!.trim()} (no prd.yaml field)`);
    }
  }
}

export interface CodeTask {
  task: Task;
  dependencyText: string[];
  /** The file's whole text (for the specs it names). */
  text: string;
}

function readCodeTask(file: SourceFile, report: ReportBuilder): CodeTask {
  const { data, body } = splitFrontmatter(file.text, file.name);
  const rawStatus = data.get('status') ?? 'pending';
  const status = STATUSES.get(rawStatus.toLowerCase());
  if (status === undefined) {
    throw new ImportError(
      `${file.name}: unknown status '${rawStatus}' (expected pending, in_progress, completed, blocked or obsolete)`,
    );
  }
  const doc = parseMarkdown(body);
  const h1 = doc.root.children.find((n) => n.type === 'heading' && n.depth === 1);
  const heading = h1?.type === 'heading' ? headingText(doc, h1) : undefined;
  const title = heading ? heading.replace(/^Task:\s*/i, '').trim() : taskIdOf(file.baseName);
  const task: Task = { id: taskIdOf(file.baseName), title, status };
  if (status === 'blocked') task.blocked_by = 'Blocked in ralph-orchestrator';
  if (status === 'skipped') {
    task.tags = [rawStatus.toLowerCase()];
    report.mapped(
      `status ${rawStatus} -> skipped, tagged ${rawStatus.toLowerCase()} (never picked)`,
    );
  }
  for (const key of data.keys()) {
    if (!['status', 'created', 'started', 'completed'].includes(key)) report.unknownKey(key);
  }

  const sections = sectionsAt(doc, 2);
  const described: string[] = [];
  const dependencyText: string[] = [];
  const name = (s: Section) => s.title.trim().toLowerCase();
  const textOf = (s: Section) =>
    blocksText(
      doc,
      s.blocks.filter((n) => !(n.type === 'heading' && n.depth === 1)),
    );
  const bodySections = sections.filter(
    (s) =>
      !/^(acceptance criteria|metadata)$/.test(name(s)) &&
      !(s.depth <= 1 && textOf(s) === undefined),
  );
  for (const section of sections) {
    const text = textOf(section);
    if (name(section) === 'acceptance criteria') {
      const criteria = criteriaOf(doc, section.blocks);
      if (criteria.length > 0) task.acceptance_criteria = criteria;
    } else if (name(section) === 'metadata') {
      metadata(doc, section, task, report);
    } else if (bodySections.length === 1 && name(section) === 'description') {
      if (text) described.push(text);
    } else if (section.depth <= 1) {
      if (text) described.push(text); // text before the first section
    } else {
      if (name(section) === 'dependencies' && text) dependencyText.push(text);
      described.push(text ? `## ${section.title}\n${text}` : `## ${section.title}`);
    }
  }
  dependencyText.push(...body.split('\n').filter((l) => /\bdepends on\b/i.test(l)));
  const description = described.join('\n\n').trim();
  if (description) task.description = description;
  return { task, dependencyText, text: file.text };
}

const DEPENDENTS =
  /^\W*none\b|\b(builds? on this|needed by|required by|blocks|unblocks|enables|is done|are done|done already)\b/i;

/** True when `to` already reaches `from` through the links made so far. */
function reaches(edges: Map<string, Set<string>>, from: string, to: string): boolean {
  const seen = new Set<string>();
  const stack = [to];
  while (stack.length > 0) {
    const at = stack.pop()!;
    if (at === from) return true;
    if (seen.has(at)) continue;
    seen.add(at);
    stack.push(...(edges.get(at) ?? []));
  }
  return false;
}

/** `task-02-token-bucket` -> 2: the number "Task 2" refers to. */
const taskNumber = (id: string) => /^(?:task[-_]?)?0*(\d+)(?:[-_.]|$)/i.exec(id)?.[1];

function linkDependencies(tasks: CodeTask[], report: ReportBuilder): void {
  const ids = new Set(tasks.map((t) => String(t.task.id)));
  const byNumber = new Map<string, string>();
  for (const { task } of tasks) {
    const n = taskNumber(String(task.id));
    if (n !== undefined) byNumber.set(n, String(task.id));
  }
  const edges = new Map<string, Set<string>>();
  for (const { task, dependencyText } of tasks) {
    // Sentences that name a task the other way round ("Task 3 builds on this") are no dependency.
    const text = dependencyText
      .join('\n')
      .split(/(?<=[.;!?])\s+|\n/)
      .filter((sentence) => !DEPENDENTS.test(sentence))
      .join('\n');
    const named = [...text.matchAll(/([\w.-]+)\.code-task\.md/g)].map((m) => m[1]!);
    const numbered = [...text.matchAll(/\btask\s+#?0*(\d+)\b/gi)].map((m) => byNumber.get(m[1]!));
    const deps: TaskId[] = [];
    for (const id of [...named, ...numbered]) {
      if (!id || !ids.has(id) || id === task.id || deps.includes(id)) continue;
      // A task that names its dependent ("Task 3 builds on this") must not make a cycle.
      if (reaches(edges, String(task.id), id)) {
        report.warn(
          `${String(task.id)} names ${id}, which already depends on it: not made a dependency (no cycles)`,
        );
        continue;
      }
      deps.push(id);
      edges.set(String(task.id), new Set([...(edges.get(String(task.id)) ?? []), id]));
    }
    if (deps.length > 0) {
      task.depends_on = deps;
      report.mapped(
        'Dependencies naming another imported task (file name or "Task N") -> depends_on',
      );
    }
  }
}

/** Reads each file; a file that cannot be read is reported with its path and left out. */
function readAll(taskFiles: SourceFile[], report: ReportBuilder): CodeTask[] {
  const tasks: CodeTask[] = [];
  const failures: ImportError[] = [];
  for (const file of taskFiles) {
    try {
      tasks.push(readCodeTask(file, report));
    } catch (e) {
      if (!(e instanceof ImportError)) throw e;
      failures.push(e);
      report.dropped(`${e.message}: this file was left out; fix it and run ralph import again`);
    }
  }
  if (tasks.length === 0) throw failures[0]!;
  return tasks;
}

export function importCodeTasks(
  sourceName: string,
  files: SourceFile[],
  now: Date,
  title: { option: string | undefined; fallback: string },
  specs: SourceFile[] = [],
): ImportResult {
  const report = new ReportBuilder('ralph-orchestrator code tasks (*.code-task.md)');
  const taskFiles = files
    .filter((f) => CODE_TASK_FILE.test(f.baseName))
    .sort((a, b) => a.baseName.localeCompare(b.baseName));
  if (taskFiles.length === 0) throw new ImportError(`${sourceName}: no *.code-task.md files`);
  const tasks = readAll(taskFiles, report);
  linkDependencies(tasks, report);
  const spec = linkSpecs(tasks, specs, report);
  report.mapped(
    'each .code-task.md -> a task: id from the file name, title from "# Task:", in file-name order',
  );
  report.mapped('frontmatter status -> status (completed -> done)');
  report.mapped(
    'Acceptance Criteria (Given/When/Then) -> acceptance_criteria, one per numbered item',
  );
  report.mapped('the other sections -> description, with their headings');
  report.dropped('frontmatter created/started/completed dates');

  const project: Prd['project'] = {
    title:
      title.option ??
      spec?.title ??
      (taskFiles.length === 1 ? tasks[0]!.task.title : title.fallback),
  };
  if (title.option !== undefined) report.mapped('project title <- --title');
  else if (spec?.title !== undefined)
    report.mapped(`the spec's # heading (${spec.name}) -> project.title`);
  else report.mapped(`project title: "${project.title}" (set it with --title)`);
  project.created = isoDate(now);
  return report.build({ schema_version: '1.0', project, tasks: tasks.map((t) => t.task) }, [
    'task file',
    'task files',
  ]);
}
