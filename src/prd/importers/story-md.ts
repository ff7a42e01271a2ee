/**
 * snarktank's PRD markdown (its `prd` skill writes `tasks/prd-<feature>.md`): one task per
 * `### US-001: Title` story, never one per checkbox.
 *
 * - `**Description:**` -> description; the story's `- [ ]` checklist (under an
 *   `**Acceptance Criteria:**` label or not) -> acceptance_criteria; other text in the story is
 *   appended to the description.
 * - A story whose criteria are all checked is done, else pending.
 * - `# PRD: Name` -> project title; the Introduction/Overview section -> project description.
 * - Other sections (Goals, Functional Requirements, Non-Goals, ...) are not tasks: reported as
 *   left out, by name. Numbered headings (`## 3. User Stories`) are read without their numbers.
 * - Stories run in file order, as snarktank's converter numbers them.
 */
import type { List, RootContent } from 'mdast';
import type { Prd, Task } from '../schema.js';
import { ImportError } from './errors.js';
import { blocksText, headingText, inlineText, itemText, parseMarkdown } from './md-tree.js';
import type { MarkdownDoc } from './md-tree.js';
import { ReportBuilder } from './report.js';
import type { ImportResult } from './report.js';
import { isoDate } from './shared.js';

/** `US-001: Title` (also `STORY-2 - Title`) in a `##`-`####` heading. */
const STORY = /^([A-Z][A-Z0-9]*-\d+[A-Za-z0-9]*)\s*[:.\-–—]\s*(.+?)\s*$/;

interface Story {
  id: string;
  title: string;
  blocks: RootContent[];
}

interface Parsed {
  title: string | undefined;
  intro: RootContent[];
  stories: Story[];
  otherSections: string[];
}

const storyHeading = (doc: MarkdownDoc, node: RootContent) =>
  node.type === 'heading' && node.depth >= 2 && node.depth <= 4
    ? STORY.exec(headingText(doc, node).replace(/\*+/g, ''))
    : null;

/** True when the file holds `### US-001: Title` stories. */
export function isStoryMarkdown(text: string): boolean {
  const doc = parseMarkdown(text);
  return doc.root.children.some((n) => storyHeading(doc, n) !== null);
}

function parse(doc: MarkdownDoc): Parsed {
  const out: Parsed = { title: undefined, intro: [], stories: [], otherSections: [] };
  let target: RootContent[] | undefined;
  for (const node of doc.root.children) {
    const story = storyHeading(doc, node);
    if (story) {
      const s: Story = { id: story[1]!, title: story[2]!.trim(), blocks: [] };
      out.stories.push(s);
      target = s.blocks;
    } else if (node.type === 'heading' && node.depth === 1 && out.title === undefined) {
      out.title = headingText(doc, node)
        .replace(/^PRD\s*[:\-–—]\s*/i, '')
        .replace(/\s+PRD$/i, '')
        .trim();
      target = undefined;
    } else if (node.type === 'heading' && node.depth <= 2) {
      const name = headingText(doc, node).replace(/^\d+(?:\.\d+)*[.)]?\s+/, '');
      if (/^(introduction|overview)/i.test(name)) {
        target = out.intro;
      } else {
        if (!/^user stories\b/i.test(name)) out.otherSections.push(name);
        target = undefined;
      }
    } else {
      target?.push(node);
    }
  }
  return out;
}

/** A paragraph that is only a bold label ("**Acceptance Criteria:**"), or starts with one. */
function label(doc: MarkdownDoc, node: RootContent): { name: string; rest: string } | undefined {
  if (node.type !== 'paragraph' || node.children[0]?.type !== 'strong') return undefined;
  const name = inlineText(doc, node.children[0].children).replace(/:\s*$/, '').trim();
  const rest = inlineText(doc, node.children.slice(1))
    .replace(/^\s*:\s*/, '')
    .trim();
  return { name: name.toLowerCase(), rest };
}

function storyTask(doc: MarkdownDoc, story: Story, fileName: string, report: ReportBuilder): Task {
  const description: string[] = [];
  const criteria: string[] = [];
  let checked = 0;
  let inCriteria = false;
  for (const block of story.blocks) {
    const l = label(doc, block);
    if (l?.name === 'acceptance criteria') {
      inCriteria = true;
      continue;
    }
    if (l?.name === 'description') {
      if (l.rest) description.push(l.rest);
      continue;
    }
    const list = block.type === 'list' ? (block as List) : undefined;
    const checklist = list?.children.some((i) => typeof i.checked === 'boolean');
    // A checklist under a story is its acceptance criteria, with or without the label.
    if (list && (checklist || inCriteria)) {
      for (const item of list.children) {
        criteria.push(itemText(doc, item));
        if (item.checked === true) checked++;
      }
      continue;
    }
    inCriteria = false;
    const text = blocksText(doc, [block]);
    if (text) description.push(text);
  }
  const task: Task = {
    id: story.id,
    title: story.title,
    status: criteria.length > 0 && checked === criteria.length ? 'done' : 'pending',
  };
  if (description.length > 0) task.description = description.join('\n\n');
  if (criteria.length > 0) task.acceptance_criteria = criteria;
  if (checked > 0 && checked < criteria.length) {
    report.warn(
      `${fileName}: ${story.id} has ${checked} of ${criteria.length} criteria checked: imported as pending`,
    );
  }
  return task;
}

export function importStoryMarkdown(
  text: string,
  fileName: string,
  now: Date,
  title: { option: string | undefined; fallback: string },
): ImportResult {
  const doc = parseMarkdown(text);
  const parsed = parse(doc);
  if (parsed.stories.length === 0) {
    throw new ImportError(`${fileName}: no user stories found (expected "### US-001: Title")`);
  }
  const report = new ReportBuilder('snarktank PRD markdown (### US-001 stories)');
  report.mapped('each "### US-NNN: Title" story -> one task with that id and title, in file order');
  report.mapped('**Description:** and other story text -> description');
  report.mapped(
    'the story\'s "- [ ]" checklist -> acceptance_criteria (with or without an "Acceptance Criteria:" label); all checked -> done',
  );
  const tasks = parsed.stories.map((s) => storyTask(doc, s, fileName, report));

  const project: Prd['project'] = { title: title.option ?? parsed.title ?? title.fallback };
  if (title.option !== undefined) report.mapped('project title <- --title');
  else if (parsed.title !== undefined) report.mapped('# PRD: heading -> project.title');
  const intro = blocksText(doc, parsed.intro);
  if (intro) {
    project.description = intro;
    report.mapped('Introduction/Overview -> project.description');
  }
  project.created = isoDate(now);
  if (parsed.otherSections.length > 0) {
    report.dropped(
      `sections ${parsed.otherSections.join(', ')} (not tasks; keep the file and list it in a task's context_files if the agent should read it)`,
    );
  }
  return report.build({ schema_version: '1.0', project, tasks });
}
