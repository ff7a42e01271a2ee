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
import type { Prd, Task } from '../schema.js';
import { ImportError } from './errors.js';
import { BULLET, CHECKLIST_ITEM, cleanText, HEADING, plainHeading } from './markdown.js';
import { ReportBuilder } from './report.js';
import type { ImportResult } from './report.js';
import { isoDate } from './shared.js';

/** `### US-001: Title` (also `## STORY-2 - Title`). */
export const STORY_HEADING =
  /^#{2,4}\s+\**([A-Z][A-Z0-9]*-\d+[A-Za-z0-9]*)\**\s*[:.\-–—]\s*(.+?)\s*$/;

const LABEL = /^\s*\*\*([^*]+?):?\*\*:?\s*(.*)$/;

interface Story {
  id: string;
  title: string;
  lines: string[];
}

interface Parsed {
  title: string | undefined;
  intro: string[];
  stories: Story[];
  otherSections: string[];
}

function parse(text: string): Parsed {
  const out: Parsed = { title: undefined, intro: [], stories: [], otherSections: [] };
  let target: string[] | undefined;
  let fence = false;
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const story = fence ? null : STORY_HEADING.exec(line);
    const heading = fence ? null : HEADING.exec(line);
    if (story) {
      const s: Story = { id: story[1]!, title: story[2]!.replace(/\*+$/, '').trim(), lines: [] };
      out.stories.push(s);
      target = s.lines;
    } else if (heading && heading[1] === '#' && out.title === undefined) {
      out.title = heading[2]!
        .replace(/^PRD\s*[:\-–—]\s*/i, '')
        .replace(/\s+PRD$/i, '')
        .trim();
      target = undefined;
    } else if (heading && heading[1]!.length <= 2) {
      const name = plainHeading(heading[2]!).replace(/^\d+(?:\.\d+)*[.)]?\s+/, '');
      if (/^(introduction|overview)/i.test(name)) {
        target = out.intro;
      } else {
        if (!/^user stories\b/i.test(name)) out.otherSections.push(name);
        target = undefined;
      }
    } else {
      target?.push(line);
    }
  }
  return out;
}

function storyTask(story: Story, fileName: string, report: ReportBuilder): Task {
  const description: string[] = [];
  const criteria: string[] = [];
  let checked = 0;
  let inCriteria = false;
  for (const line of story.lines) {
    const label = LABEL.exec(line);
    if (label) {
      const name = label[1]!.trim().toLowerCase();
      inCriteria = /^acceptance criteria$/.test(name);
      if (inCriteria) continue;
      if (name === 'description') {
        if (label[2]) description.push(label[2]);
        continue;
      }
    }
    const item = CHECKLIST_ITEM.exec(line);
    const bullet = BULLET.exec(line);
    // A checklist under a story is its acceptance criteria, with or without the label.
    if (item || (inCriteria && bullet)) {
      if (item) {
        criteria.push(item[3]!);
        if (item[2] !== ' ') checked++;
      } else {
        criteria.push(bullet![2]!);
      }
      continue;
    }
    if (line.trim() === '' && inCriteria) continue;
    inCriteria = false;
    description.push(line);
  }
  const task: Task = {
    id: story.id,
    title: story.title,
    status: criteria.length > 0 && checked === criteria.length ? 'done' : 'pending',
  };
  const text = cleanText(description);
  if (text) task.description = text;
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
  const parsed = parse(text);
  if (parsed.stories.length === 0) {
    throw new ImportError(`${fileName}: no user stories found (expected "### US-001: Title")`);
  }
  const report = new ReportBuilder('snarktank PRD markdown (### US-001 stories)');
  report.mapped('each "### US-NNN: Title" story -> one task with that id and title, in file order');
  report.mapped('**Description:** and other story text -> description');
  report.mapped(
    'the story\'s "- [ ]" checklist -> acceptance_criteria (with or without an "Acceptance Criteria:" label); all checked -> done',
  );
  const tasks = parsed.stories.map((s) => storyTask(s, fileName, report));

  const project: Prd['project'] = { title: title.option ?? parsed.title ?? title.fallback };
  if (title.option !== undefined) report.mapped('project title <- --title');
  else if (parsed.title !== undefined) report.mapped('# PRD: heading -> project.title');
  const intro = cleanText(parsed.intro);
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
