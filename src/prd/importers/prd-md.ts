/**
 * Checklist markdown: the deprecated prd.md (SPEC-035 §10.2) and frankbria's `fix_plan.md`.
 *
 * - Every top-level checklist line (`- [ ]` / `- [x]`) is a task, pending or done; lists indented
 *   under it are its acceptance criteria, other indented text its description. Bold markers and
 *   numbering (`**Task 1: X**`, `P0-001: X`, `1.1 X`) leave the title; a title longer than about
 *   100 characters is shortened, the whole text kept in the description.
 * - `Depends on: 1.1` (at the end of the item, or `Dependencies: 1.1` on a line under it) ->
 *   depends_on, naming the item numbered 1.1; `Files: a, b` under it -> files.
 * - The `# Title` is the project title (a trailing " PRD", a "Fix Plan - " prefix are dropped).
 * - Section headings set priorities (see checklist-sections.ts); `###` sub-headings inside a band
 *   keep its priority. An "In Progress" section marks its open items in_progress.
 * - `## Optional` items are not required work: `skipped`, tagged `optional`. Deferred / "DO NOT
 *   pick" sections, and items marked "(deferred - why)", are `skipped`, tagged `deferred`, with the
 *   reason; items marked "(BLOCKED)" are `blocked`. A "Completed" section's items are done when
 *   checked.
 * - Everything else (Notes, section prose, tables, lists without checkboxes) goes to the project
 *   description under its section's name, so nothing is dropped silently.
 */
import type { Prd, Task } from '../schema.js';
import { classifySection, nestedSection, PLAIN } from './checklist-sections.js';
import type { SectionKind } from './checklist-sections.js';
import { ImportError } from './errors.js';
import { linkLabels } from './item-links.js';
import { dependencyLine, filesLine, readItemText } from './item-text.js';
import type { ItemText } from './item-text.js';
import { BULLET, CHECKLIST_ITEM, cleanText, HEADING, plainHeading } from './markdown.js';
import { orderByPriority, withPriority } from './priority.js';
import { ReportBuilder } from './report.js';
import type { ImportResult } from './report.js';
import { generatedId, isoDate } from './shared.js';

export { classifySection } from './checklist-sections.js';

export interface Item {
  text: ItemText;
  checked: boolean;
  section: SectionKind;
  sectionName: string;
  criteria: string[];
  details: string[];
  dependsOn: string[];
  files: string[];
}

interface Block {
  heading: string;
  lines: string[];
}

interface Parsed {
  title: string | undefined;
  items: Item[];
  blocks: Block[];
  prioritySections: boolean;
}

function projectTitle(heading: string): string | undefined {
  const fixPlan = /^(?:ralph\s+)?fix\s+plan\b\s*[-:–—]?\s*(.*)$/i.exec(heading);
  const title = fixPlan ? fixPlan[1]! : heading.replace(/\s+PRD$/i, '');
  return title.trim() || undefined;
}

class Parser {
  readonly out: Parsed = { title: undefined, items: [], blocks: [], prioritySections: false };
  private band: { level: number; kind: SectionKind; heading: string } | undefined;
  private section: SectionKind = PLAIN;
  private sectionName = '';
  current: Item | undefined;
  private block: Block = { heading: '', lines: [] };
  private sawTitle = false;

  constructor() {
    this.out.blocks.push(this.block);
  }

  heading(level: number, text: string): void {
    this.current = undefined;
    if (level === 1 && !this.sawTitle) {
      this.sawTitle = true;
      this.out.title = projectTitle(text);
      return;
    }
    const own = classifySection(text);
    if (this.band && level <= this.band.level) this.band = undefined;
    this.section = this.band ? nestedSection(own, this.band.kind) : own;
    this.sectionName = this.band
      ? `${plainHeading(this.band.heading)} > ${plainHeading(text)}`
      : text;
    if (!this.band) this.band = { level, kind: own, heading: text };
    if (this.section.kind !== 'tasks' || this.section.priority !== undefined) {
      this.out.prioritySections = true;
    }
    this.block = { heading: text, lines: [] };
    this.out.blocks.push(this.block);
  }

  item(raw: string, checked: boolean): void {
    this.current = {
      text: readItemText(raw),
      checked,
      section: this.section,
      sectionName: this.sectionName,
      criteria: [],
      details: [],
      dependsOn: [],
      files: [],
    };
    this.current.dependsOn.push(...this.current.text.dependsOn);
    this.out.items.push(this.current);
  }

  line(line: string): void {
    const indented = /^\s{2,}|^\t/.test(line);
    const current = this.current;
    if (current && indented && line.trim() !== '') {
      const deps = dependencyLine(line);
      const files = filesLine(line);
      const bullet = BULLET.exec(line);
      if (deps) current.dependsOn.push(...deps);
      else if (files) current.files.push(...files);
      else if (bullet) current.criteria.push(bullet[2]!.replace(/^\[[ xX]\]\s+/, ''));
      else current.details.push(line.trim());
      return;
    }
    if (current && line.trim() === '') return;
    this.current = undefined;
    this.block.lines.push(line.trimEnd());
  }
}

/** One pass over the lines; fenced code is kept as section text, HTML comments are skipped. */
function parse(text: string): Parsed {
  const parser = new Parser();
  let fence = false;
  for (const line of text.replace(/<!--[\s\S]*?-->/g, '').split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const heading = fence ? null : HEADING.exec(line);
    const item = fence ? null : CHECKLIST_ITEM.exec(line);
    const indented = /^\s{2,}|^\t/.test(line);
    if (heading) parser.heading(heading[1]!.length, heading[2]!);
    else if (item && (!indented || !parser.current)) parser.item(item[3]!, item[2] !== ' ');
    else parser.line(line);
  }
  return parser.out;
}

function itemTask(item: Item, id: string, fileName: string): Task {
  const { text } = item;
  const task: Task = { id, title: text.title, status: item.checked ? 'done' : 'pending' };
  const details = text.fullText ? [text.fullText, ...item.details] : [...item.details];
  const where = `in ${fileName} (section "${plainHeading(item.sectionName)}")`;
  if (!item.checked) {
    if (item.section.kind === 'optional') {
      task.status = 'skipped';
      task.tags = ['optional'];
      details.push(`Optional ${where}: not required. Set status: pending to have the loop do it.`);
    } else if (item.section.kind === 'deferred' || text.marker?.kind === 'deferred') {
      task.status = 'skipped';
      task.tags = ['deferred'];
      const reason = text.marker?.kind === 'deferred' ? `: ${text.marker.reason}` : '';
      details.push(
        `Deferred ${where}${reason}. Not to be picked now; set status: pending to have the loop do it.`,
      );
    } else if (text.marker?.kind === 'blocked') {
      task.status = 'blocked';
      task.blocked_by = `${text.marker.reason} ${where}`;
    } else if (item.section.kind === 'tasks' && item.section.inProgress) {
      task.status = 'in_progress';
    }
  }
  if (details.length > 0) task.description = details.join('\n');
  if (item.criteria.length > 0) task.acceptance_criteria = item.criteria;
  if (item.files.length > 0) task.files = [...new Set(item.files)];
  return task;
}

/** The section text nobody turned into tasks, as `Section:\n text` paragraphs. */
function sectionText(blocks: Block[]): string | undefined {
  const parts = blocks.flatMap((b) => {
    const text = cleanText(b.lines.filter((l) => !/^\s*([-*_])(\s*\1){2,}\s*$/.test(l)));
    if (text === undefined) return [];
    return [b.heading === '' ? text : `${plainHeading(b.heading)}:\n${text}`];
  });
  return parts.length > 0 ? parts.join('\n\n') : undefined;
}

export function importChecklistMarkdown(
  text: string,
  fileName: string,
  now: Date,
  title: { option: string | undefined; fallback: string },
): ImportResult {
  const parsed = parse(text);
  if (parsed.items.length === 0) {
    throw new ImportError(
      `${fileName}: no checklist items found (expected lines like "- [ ] Do something")`,
    );
  }
  const fixPlan = parsed.prioritySections || /fix_plan/i.test(fileName);
  const report = new ReportBuilder(fixPlan ? 'frankbria fix_plan.md' : 'prd.md checklist');
  report.mapped('each top-level checklist line -> a task; [x] -> done, [ ] -> pending');
  // Work items in priority order, then Optional, Deferred and Completed items.
  const work = parsed.items.filter((i) => i.section.kind === 'tasks');
  const rest = parsed.items.filter((i) => i.section.kind !== 'tasks');
  const ordered = orderByPriority(
    work.map((item) => ({
      item,
      priority: item.section.kind === 'tasks' ? item.section.priority : undefined,
    })),
    report,
    'section priority',
  );
  const prioritized = ordered.some((o) => o.priority !== undefined);
  ordered.push(
    ...rest.map((item) => ({ item, priority: prioritized ? ('low' as const) : undefined })),
  );
  const tasks = ordered.map(({ item, priority }, index) =>
    withPriority(itemTask(item, generatedId(index), fileName), priority),
  );
  linkLabels(
    ordered.map(({ item }, i) => ({
      task: tasks[i]!,
      label: item.text.label,
      deps: item.dependsOn,
    })),
    report,
  );
  reportItems(
    ordered.map((o) => o.item),
    tasks,
    report,
  );

  const project: Prd['project'] = { title: title.option ?? parsed.title ?? title.fallback };
  if (title.option !== undefined) report.mapped('project title <- --title');
  else if (parsed.title !== undefined) report.mapped('# heading -> project.title');
  else report.warn(`no usable # heading: the title is "${project.title}" (set it with --title)`);
  const description = sectionText(parsed.blocks);
  if (description) {
    project.description = description;
    report.mapped(
      'Notes, section text and lists without checkboxes -> project.description, under their section names',
    );
  }
  project.created = isoDate(now);
  return report.build({ schema_version: '1.0', project, tasks });
}

function reportItems(items: Item[], tasks: Task[], report: ReportBuilder): void {
  if (tasks.some((t) => t.acceptance_criteria)) {
    report.mapped('lists indented under an item -> its acceptance_criteria');
  }
  if (items.some((i) => i.text.reworded)) {
    report.mapped('bold markers and numbering (Task 1:, P0-001:, 1.1) left out of titles');
  }
  if (items.some((i) => i.text.fullText !== undefined)) {
    report.mapped('titles over 100 characters shortened; the whole text starts the description');
  }
  if (tasks.some((t) => t.files)) report.mapped('"Files: a, b" under an item -> its files');
  if (tasks.some((t) => t.status === 'in_progress')) {
    report.mapped('open items under "In Progress" -> status in_progress (resumed first)');
  }
  const count = (tag: string) => tasks.filter((t) => t.tags?.includes(tag)).length;
  if (count('optional') > 0) {
    report.mapped(
      `${count('optional')} open Optional item(s) -> status skipped, tagged optional: not required for completion (set status: pending to run one)`,
    );
  }
  if (count('deferred') > 0) {
    report.mapped(
      `${count('deferred')} open Deferred item(s) -> status skipped, tagged deferred, with the reason (set status: pending to run one)`,
    );
  }
  const blocked = tasks.filter((t) => t.status === 'blocked').length;
  if (blocked > 0) report.mapped(`${blocked} item(s) marked BLOCKED -> status blocked`);
}
