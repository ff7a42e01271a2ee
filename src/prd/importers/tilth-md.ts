/**
 * tilth's task directory (`.tilth/<feature>/`): `overview.md` plus one `T-NNN-<slug>.md` per task,
 * each with `id` and `title` frontmatter, `## Acceptance criteria` bullets and any other sections
 * as the description. Tasks are ordered by id, as tilth runs them.
 *
 * tilth keeps status outside the repository (its session's task-status.json), so every task is
 * imported as pending.
 */
import type { Prd, Task } from '../schema.js';
import { ImportError } from './errors.js';
import {
  blocksText,
  headingText,
  listItemTexts,
  parseMarkdown,
  sectionsAt,
  splitFrontmatter,
} from './md-tree.js';
import { ReportBuilder } from './report.js';
import type { ImportResult } from './report.js';
import { isoDate } from './shared.js';
import type { SourceFile } from './source.js';

export const TILTH_TASK_FILE = /^T-\d+.*\.md$/;
const TILTH_ID = /^T-\d+$/;

export function isTilthTaskText(text: string): boolean {
  return /^---\s*\r?\n(?:.*\r?\n)*?id:\s*["']?T-\d+/m.test(text.slice(0, 2000));
}

function readTask(file: SourceFile, report: ReportBuilder): Task {
  const { data, body } = splitFrontmatter(file.text, file.name);
  if (data.size === 0) {
    throw new ImportError(`${file.name}: missing the frontmatter block (--- id, title ---)`);
  }
  const id = data.get('id');
  if (id === undefined || !TILTH_ID.test(id)) {
    throw new ImportError(`${file.name}: id must look like T-001, got ${id ?? 'nothing'}`);
  }
  const title = data.get('title');
  if (title === undefined) throw new ImportError(`${file.name}: missing title`);
  for (const key of data.keys()) if (key !== 'id' && key !== 'title') report.unknownKey(key);

  const criteria: string[] = [];
  const described: string[] = [];
  const doc = parseMarkdown(body);
  const sections = sectionsAt(doc, 2);
  const isCriteria = (title: string) => /^acceptance criteria$/i.test(title);
  const others = sections.filter((s) => !isCriteria(s.title));
  for (const section of sections) {
    const text = blocksText(doc, section.blocks);
    if (isCriteria(section.title)) {
      criteria.push(...listItemTexts(doc, section.blocks));
    } else if (others.length === 1 && /^(description)?$/i.test(section.title)) {
      if (text) described.push(text); // a sole Description renders bare, as in tilth
    } else if (section.depth === 0) {
      if (text) described.push(text);
    } else {
      described.push(text ? `## ${section.title}\n${text}` : `## ${section.title}`);
    }
  }
  const task: Task = { id, title, status: 'pending' };
  const description = described.join('\n\n').trim();
  if (description) task.description = description;
  if (criteria.length > 0) task.acceptance_criteria = criteria;
  return task;
}

const idNumber = (id: string | number) => Number(String(id).slice(2));

export function importTilthDirectory(
  dirName: string,
  files: SourceFile[],
  now: Date,
  title: { option: string | undefined; fallback: string },
): ImportResult {
  const report = new ReportBuilder("tilth's task directory (overview.md + T-NNN-*.md)");
  const taskFiles = files.filter((f) => TILTH_TASK_FILE.test(f.baseName));
  if (taskFiles.length === 0) throw new ImportError(`${dirName}: no T-NNN-*.md task files`);
  const tasks = taskFiles.map((f) => readTask(f, report));
  tasks.sort((a, b) => idNumber(a.id) - idNumber(b.id));
  report.mapped('each T-NNN-*.md -> a task: frontmatter id and title, ordered by id');
  report.mapped(
    '"## Acceptance criteria" bullets -> acceptance_criteria; other sections -> description',
  );
  report.mapped(
    'status: tilth keeps it in its session (task-status.json), not in the files: all pending',
  );

  const overview = files.find((f) => f.baseName === 'overview.md');
  const overviewDoc = overview
    ? parseMarkdown(splitFrontmatter(overview.text, overview.name).body)
    : undefined;
  const titleNode = overviewDoc?.root.children.find((n) => n.type === 'heading' && n.depth === 1);
  const overviewTitle =
    overviewDoc && titleNode?.type === 'heading' ? headingText(overviewDoc, titleNode) : undefined;
  const single = taskFiles.length === 1 && files.length === 1;
  const project: Prd['project'] = {
    title: title.option ?? overviewTitle ?? (single ? tasks[0]!.title : title.fallback),
  };
  if (title.option !== undefined) report.mapped('project title <- --title');
  else if (overviewTitle !== undefined) report.mapped('overview.md # heading -> project.title');
  else report.mapped(`project title: "${project.title}" (set it with --title)`);
  if (overviewDoc) {
    const text = blocksText(
      overviewDoc,
      overviewDoc.root.children.filter((n) => n !== titleNode),
    );
    if (text) project.description = text;
    report.mapped('overview.md -> project.description');
  } else if (!single) {
    report.warn(`${dirName} has no overview.md (tilth requires one)`);
  }
  project.created = isoDate(now);
  const ignored = files.filter(
    (f) => !TILTH_TASK_FILE.test(f.baseName) && f.baseName !== 'overview.md',
  );
  if (ignored.length > 0) {
    report.dropped(`files ${ignored.map((f) => f.baseName).join(', ')} (not task files)`);
  }
  return report.build({ schema_version: '1.0', project, tasks }, ['task file', 'task files']);
}
