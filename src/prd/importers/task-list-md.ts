/**
 * Markdown task lists, read through the Markdown tree: the deprecated prd.md (SPEC-035 §10.2),
 * frankbria's fix_plan.md, Huntley-style IMPLEMENTATION_PLAN.md, spec-kit's specs/<feature>/tasks.md
 * and Kiro's .kiro/specs/<feature>/tasks.md.
 *
 * - Headings are sections and phases. A heading's meaning (priority band, Optional, Deferred,
 *   In Progress, or not tasks at all: Notes, Success Criteria, Completed, Done log...) holds for
 *   everything under it.
 * - In a task section, each top-level checklist item is a task (`- [x]` done). Without any
 *   checklist in the file, numbered items are the tasks (IMPLEMENTATION_PLAN.md).
 * - Under an item: a nested checklist item with its own number (Kiro's `1.1`) is a task of its own
 *   that the parent depends on; other nested items are acceptance criteria (a checked one keeps
 *   its `[x]`); paragraphs and code blocks are the description, as written.
 * - Source ids are kept (`T001`, `1.1`, `P1-01`, `3` for a numbered item); prose dependencies
 *   become depends_on (item-deps.ts).
 * - Skipped: struck through, marked SKIP/SKIPPED/DEFERRED/OBSOLETE/WONTFIX, "(future)",
 *   "out of scope", Kiro's optional `- [ ]*`, items under Optional or Deferred headings.
 * - Every checklist item that is not imported is named in the report's "Left out".
 */
import type { List, ListItem, Paragraph, PhrasingContent } from 'mdast';
import type { Prd, Task } from '../schema.js';
import { classifySection, nestedSection, PLAIN } from './checklist-sections.js';
import type { SectionKind } from './checklist-sections.js';
import { ImportError } from './errors.js';
import {
  dependencyText,
  isDependencyLine,
  linkDependencyText,
  withoutTrailingDependency,
} from './item-deps.js';
import type { DependencyText } from './item-deps.js';
import {
  blocksText,
  headingText,
  inlineText,
  parseMarkdown,
  sourceOf,
  struckShare,
} from './md-tree.js';
import type { MarkdownDoc, RootContent } from './md-tree.js';
import { orderByPriority, withPriority } from './priority.js';
import { ReportBuilder } from './report.js';
import type { ImportResult } from './report.js';
import { generatedId, isoDate, titleFromText } from './shared.js';

export type TaskListFlavor = 'checklist' | 'fix-plan' | 'implementation-plan' | 'spec-kit' | 'kiro';

const FORMAT_NAMES: Record<TaskListFlavor, string> = {
  checklist: 'prd.md checklist',
  'fix-plan': 'frankbria fix_plan.md',
  'implementation-plan': 'IMPLEMENTATION_PLAN.md (Huntley-style plan)',
  'spec-kit': 'spec-kit tasks.md',
  kiro: 'Kiro tasks.md',
};

/** Kiro's optional task: `- [ ]* 2.3 Write a property test` (no GFM task item: the `*`). */
const KIRO_OPTIONAL = /^\[([ xX])\]\*\s*/;

const LABELS = [
  /^(?:task|step|item)\s+#?(\d+(?:\.\d+)*[a-z]?)\s*[:.)\-–—]\s*/i,
  /^([A-Z][A-Z0-9]{0,5}-\d+[a-z]?)\s*[:.)\-–—]?\s+/,
  /^([A-Z]{1,3}\d{2,}[a-z]?)\s*[:.)\-–—]?\s+/,
  /^([A-Z]{0,2}\d+(?:\.\d+)+[a-z]?)\s*[:.)\-–—]?\s+/,
  /^([A-Z]{1,2}\d+)\s*[:.)\-–—]\s+/,
  /^(\d+)[.)]\s+/,
];

const SKIP_WORDS = /\b(SKIP|SKIPPED|DEFERRED|OBSOLETE|WONTFIX|WON'T FIX)\b/;
const SKIP_PHRASES =
  /\((?:future|deferred|skip(?:ped)?|obsolete|wontfix)\b[^)]*\)|\bout of scope\b/i;
const DEFERRED_NOTE = /\s*\((deferred|postponed|later)\b\s*[-:–—]?\s*([^)]*)\)/i;
const BLOCKED_NOTE = /\s*\((blocked)\b\s*[-:–—]?\s*([^)]*)\)/i;

interface Item {
  label: string | undefined;
  title: string;
  description: string[];
  checked: boolean;
  optional: boolean;
  skip: string | undefined;
  blocked: string | undefined;
  section: SectionKind;
  sectionName: string;
  criteria: string[];
  deps: DependencyText[];
  files: string[];
  tags: string[];
  /** Index of the item this one is a subtask of. */
  parent: number | undefined;
  reworded: boolean;
}

interface LeftOut {
  text: string;
  section: string;
  why: string;
}

interface Parsed {
  title: string | undefined;
  items: Item[];
  leftOut: LeftOut[];
  prose: { heading: string; text: string }[];
  prioritySections: boolean;
  /** spec-kit's "(Priority: P1)" phase headings, read and not used to reorder. */
  headingPriorities?: boolean;
}

/** A list item's own paragraph, and the Kiro star it may start with. */
function ownParagraph(item: ListItem): Paragraph | undefined {
  const first = item.children[0];
  return first?.type === 'paragraph' ? first : undefined;
}

function isChecklistItem(doc: MarkdownDoc, item: ListItem): boolean {
  if (item.checked !== null && item.checked !== undefined) return true;
  const p = ownParagraph(item);
  return p !== undefined && KIRO_OPTIONAL.test(sourceOf(doc, p));
}

function hasChecklist(doc: MarkdownDoc): boolean {
  let found = false;
  const visit = (nodes: readonly RootContent[]) => {
    for (const n of nodes) {
      if (found) return;
      if (n.type === 'listItem' && isChecklistItem(doc, n)) found = true;
      if ('children' in n) visit(n.children as RootContent[]);
    }
  };
  visit(doc.root.children);
  return found;
}

function projectTitle(heading: string): string | undefined {
  const fixPlan = /^(?:ralph\s+)?fix\s+plan\b\s*[-:–—]?\s*(.*)$/i.exec(heading);
  const title = (fixPlan ? fixPlan[1]! : heading)
    .replace(/^(tasks|implementation (plan|tasks))\s*[-:–—]?\s*/i, '')
    .replace(/\s+PRD$/i, '');
  return title.trim() || undefined;
}

interface ItemText {
  label: string | undefined;
  title: string;
  rest: string[];
  tags: string[];
  skip: string | undefined;
  blocked: string | undefined;
  deferred: string | undefined;
  optional: boolean;
  checkedByStar: boolean;
  reworded: boolean;
}

function takeLabel(text: string): { label: string | undefined; text: string } {
  for (const pattern of LABELS) {
    const match = pattern.exec(text);
    if (match && match[0].length < text.length) {
      return { label: match[1], text: text.slice(match[0].length) };
    }
  }
  return { label: undefined, text };
}

/** Inline content with the leading Kiro star and label text removed. */
function readItemText(doc: MarkdownDoc, item: ListItem, ordered: boolean): ItemText {
  const p = ownParagraph(item);
  const children: PhrasingContent[] = p ? [...p.children] : [];
  let full = inlineText(doc, children).trim();
  let optional = false;
  let checkedByStar = false;
  const star = KIRO_OPTIONAL.exec(full);
  if (star) {
    optional = true;
    checkedByStar = star[1] !== ' ';
    full = full.slice(star[0].length);
  }
  const struck = p !== undefined && struckShare(doc, p.children) >= 0.5;
  // `1. Title` in a numbered list: the number is the label.
  let label: string | undefined;
  const marker = ordered ? /^\s*(\d+)[.)]/.exec(sourceOf(doc, item)) : null;
  if (marker) label = marker[1];
  const [firstLine, ...more] = full.split('\n');
  let head = firstLine!.trim();
  const rest = more.map((l) => l.trim()).filter((l) => l !== '');
  let deferred: string | undefined;
  const deferredNote = DEFERRED_NOTE.exec(head);
  if (deferredNote) {
    deferred = deferredNote[2]!.trim() || 'deferred';
    head = head.replace(deferredNote[0], '');
  }
  let blocked: string | undefined;
  const blockedNote = BLOCKED_NOTE.exec(head);
  if (blockedNote) {
    blocked = blockedNote[2]!.trim() || 'marked BLOCKED in the source';
    head = head.replace(blockedNote[0], '');
  }
  let skip: string | undefined = struck ? 'struck through in the source' : undefined;
  const inParens = /\s*\(([^()]*)\)/g;
  const group = [...head.matchAll(inParens)].find((m) => SKIP_WORDS.test(m[1]!));
  const word = group ?? SKIP_WORDS.exec(head) ?? SKIP_PHRASES.exec(head);
  if (word) {
    const said = (group ? group[1]! : word[0]).replace(/[()]/g, '').trim();
    if (/^deferred\b/i.test(said)) deferred ??= 'marked DEFERRED in the source';
    else skip ??= `marked ${said} in the source`;
    head = head
      .replace(word[0], '')
      .replace(/\s*[-–—:,;(]*\s*$/, '')
      .replace(/^\s*[-–—:]\s*/, '');
  }
  // A bold lead is the title; the text after it belongs to the description.
  const boldLead = children.find((c) => !(c.type === 'text' && c.value.trim() === ''));
  let reworded = false;
  if (boldLead?.type === 'strong') {
    const bold = inlineText(doc, boldLead.children).trim();
    const after = head.slice(head.indexOf(bold) + bold.length).replace(/^[\s*_:.\-–—]+/, '');
    if (head.includes(bold)) {
      head = bold.replace(/[:.]$/, '');
      if (after.trim() !== '') rest.unshift(after.trim());
      reworded = true;
    }
  }
  const own = takeLabel(head);
  if (own.label !== undefined) {
    label ??= own.label;
    head = own.text;
    reworded = true;
  }
  // spec-kit: `T005 [P] [US1] Create ...`
  const tags: string[] = [];
  for (;;) {
    const tag = /^\[(P|US\d+|[A-Z][A-Za-z]*\d*)\]\s*/.exec(head);
    if (!tag) break;
    tags.push(tag[1] === 'P' ? 'parallel' : tag[1]!);
    head = head.slice(tag[0].length);
  }
  head = withoutTrailingDependency(head)
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s*_~]+|[\s*_~]+$/g, '')
    .trim();
  return {
    label,
    title: head,
    rest,
    tags,
    skip,
    blocked,
    deferred,
    optional,
    checkedByStar,
    reworded,
  };
}

/** "**Files**: a.ts, b.ts" under an item -> the paths; undefined for other lines. */
function filesLine(text: string): string[] | undefined {
  const match =
    /^[*_]*(files?|files to (create|modify|change)|touches)[*_]*\s*:\s*[*_]*\s*(.*)$/i.exec(text);
  if (!match) return undefined;
  return match[3]!
    .split(/\s*,\s*/)
    .map((f) => f.replace(/^`|`$/g, '').trim())
    .filter((f) => f !== '' && !/^(none|n\/a|-)\b/i.test(f));
}

const REQUIREMENTS = /^[*_]*(requirements?|_requirements?)[*_]*\s*:/i;

class Walker {
  readonly out: Parsed = {
    title: undefined,
    items: [],
    leftOut: [],
    prose: [],
    prioritySections: false,
  };
  private stack: { depth: number; kind: SectionKind; name: string }[] = [];
  private sawTitle = false;

  constructor(
    private readonly doc: MarkdownDoc,
    private readonly flavor: TaskListFlavor,
    private readonly numbered: boolean,
  ) {}

  private get section(): SectionKind {
    return this.stack.length > 0 ? this.stack[this.stack.length - 1]!.kind : PLAIN;
  }

  private get sectionName(): string {
    return this.stack.map((s) => s.name).join(' > ');
  }

  run(): Parsed {
    for (const node of this.doc.root.children) {
      if (node.type === 'heading') this.heading(node.depth, headingText(this.doc, node));
      else if (node.type === 'list') this.list(node);
      else this.prose(node);
    }
    return this.out;
  }

  private heading(depth: number, text: string): void {
    if (depth === 1 && !this.sawTitle) {
      this.sawTitle = true;
      this.out.title = projectTitle(text);
      return;
    }
    while (this.stack.length > 0 && this.stack[this.stack.length - 1]!.depth >= depth) {
      this.stack.pop();
    }
    const own = classifySection(text);
    const parent = this.stack[this.stack.length - 1];
    let kind = own;
    if (parent) {
      // Under a section that holds no tasks, nothing is a task.
      kind =
        parent.kind.kind === 'notes' || parent.kind.kind === 'completed'
          ? parent.kind
          : nestedSection(own, parent.kind);
    }
    if (this.flavor === 'spec-kit' && kind.kind === 'tasks') {
      if (kind.priority !== undefined) this.out.headingPriorities = true;
      kind = PLAIN;
    }
    if (
      (kind.kind === 'tasks' && (kind.priority !== undefined || kind.inProgress)) ||
      kind.kind === 'optional' ||
      kind.kind === 'deferred'
    ) {
      this.out.prioritySections = true;
    }
    this.stack.push({ depth, kind, name: text });
  }

  private prose(node: RootContent): void {
    const text = blocksText(this.doc, [node]);
    if (text !== undefined) this.addProse(text);
  }

  private addProse(text: string): void {
    const last = this.out.prose[this.out.prose.length - 1];
    if (last && last.heading === this.sectionName) last.text += `${last.text ? '\n\n' : ''}${text}`;
    else this.out.prose.push({ heading: this.sectionName, text });
  }

  private isTask(item: ListItem, list: List): boolean {
    return this.numbered ? list.ordered === true : isChecklistItem(this.doc, item);
  }

  private list(list: List): void {
    const tasks = this.section.kind !== 'notes' && this.section.kind !== 'completed';
    const rest: ListItem[] = [];
    for (const item of list.children) {
      if (tasks && this.isTask(item, list)) {
        this.item(item, list, undefined);
        continue;
      }
      // What would have been a task anywhere else is named as left out.
      if (!tasks && (this.isTask(item, list) || isChecklistItem(this.doc, item))) {
        this.leaveOut(item);
      }
      rest.push(item);
    }
    // Lists that are not tasks stay readable in the project description.
    const text = rest
      .map((i) => blocksText(this.doc, [i]))
      .filter((t) => t !== undefined)
      .join('\n');
    if (text !== '') this.addProse(text);
  }

  private leaveOut(item: ListItem): void {
    const text = readItemText(this.doc, item, false);
    const why =
      this.section.kind === 'completed'
        ? 'a record of finished work, not a task'
        : 'this section lists no work to do';
    this.out.leftOut.push({ text: text.title, section: this.sectionName, why });
  }

  private item(listItem: ListItem, list: List, parent: number | undefined): void {
    const text = readItemText(this.doc, listItem, list.ordered === true && this.numbered);
    const item: Item = {
      label: text.label,
      title: text.title,
      description: [],
      checked: listItem.checked === true || text.checkedByStar,
      optional: text.optional,
      skip: text.skip,
      blocked: text.blocked,
      section: this.section,
      sectionName: this.sectionName,
      criteria: [],
      deps: dependencyText(inlineText(this.doc, ownParagraph(listItem)?.children ?? [])),
      files: [],
      tags: text.tags,
      parent,
      reworded: text.reworded,
    };
    if (text.deferred !== undefined) item.skip = `deferred: ${text.deferred}`;
    for (const line of text.rest) if (!this.detailLine(line, item)) item.description.push(line);
    const index = this.out.items.push(item) - 1;
    const blocks = listItem.children.slice(ownParagraph(listItem) ? 1 : 0);
    const described: RootContent[] = [];
    for (const block of blocks) {
      if (block.type !== 'list') {
        described.push(block);
        continue;
      }
      for (const child of block.children) this.nested(child, block, item, index);
    }
    const body = blocksText(this.doc, described);
    if (body !== undefined) item.description.push(body);
  }

  /** A dependency, files or requirements line under an item; false for any other line. */
  private detailLine(line: string, item: Item): boolean {
    const deps = isDependencyLine(line) ? dependencyText(line) : [];
    if (
      deps.length > 0 ||
      /^[\s*_]*(depends\s+on|dependencies)[\s*_]*:[\s*_]*(none|n\/a|-)\b/i.test(line)
    ) {
      item.deps.push(...deps);
      return true;
    }
    const files = filesLine(line.replace(/^_|_$/g, ''));
    if (files) {
      item.files.push(...files);
      return true;
    }
    if (REQUIREMENTS.test(line)) {
      item.description.push(line.replace(/^_(.*)_$/, '$1'));
      return true;
    }
    return false;
  }

  /** One item nested under a task: a subtask, a criterion, or a dependency/files/requirements line. */
  private nested(child: ListItem, list: List, item: Item, index: number): void {
    const text = readItemText(this.doc, child, false);
    const line = inlineText(this.doc, ownParagraph(child)?.children ?? []).trim();
    if (isChecklistItem(this.doc, child) && (text.label !== undefined || this.flavor === 'kiro')) {
      this.item(child, list, index);
      return;
    }
    if (this.detailLine(line, item)) return;
    const nestedText = sourceOf(this.doc, child)
      .replace(/^\s*[-*+]\s+/, '')
      .replace(/^\s*\d+[.)]\s+/, '');
    const own = child.checked === true ? `[x] ${line}` : line;
    const deeper =
      child.children.length > 1 ? nestedText.split('\n').slice(1).join(' ').trim() : '';
    item.criteria.push(deeper ? `${own} ${deeper.replace(/\s+/g, ' ')}` : own);
  }
}

function itemTask(item: Item, id: string, fileName: string): Task {
  const task: Task = { id, title: titleFromText(item.title || '(untitled)'), status: 'pending' };
  if (task.title !== item.title) item.description.unshift(item.title);
  const where = item.sectionName
    ? `in ${fileName} (section "${item.sectionName}")`
    : `in ${fileName}`;
  if (item.checked) task.status = 'done';
  else if (item.optional || item.section.kind === 'optional') {
    task.status = 'skipped';
    task.tags = ['optional'];
    item.description.push(
      `Optional ${where}: not required. Set status: pending to have the loop do it.`,
    );
  } else if (item.section.kind === 'deferred' || item.skip?.startsWith('deferred')) {
    task.status = 'skipped';
    task.tags = ['deferred'];
    const reason = item.skip?.startsWith('deferred: ') ? `: ${item.skip.slice(10)}` : '';
    item.description.push(
      `Deferred ${where}${reason}. Not to be picked now; set status: pending to have the loop do it.`,
    );
  } else if (item.skip !== undefined) {
    task.status = 'skipped';
    task.tags = ['skipped'];
    item.description.push(
      `Skipped ${where}: ${item.skip}. Set status: pending to have the loop do it.`,
    );
  } else if (item.blocked !== undefined) {
    task.status = 'blocked';
    task.blocked_by = `${item.blocked} ${where}`;
  } else if (item.section.kind === 'tasks' && item.section.inProgress) {
    task.status = 'in_progress';
  }
  if (item.tags.length > 0) task.tags = [...new Set([...(task.tags ?? []), ...item.tags])];
  if (item.description.length > 0) task.description = item.description.join('\n\n');
  if (item.criteria.length > 0) task.acceptance_criteria = item.criteria;
  if (item.files.length > 0) task.files = [...new Set(item.files)];
  return task;
}

/** Source ids where they are unique; generated ids for the rest. */
function assignIds(items: Item[], report: ReportBuilder): string[] {
  const count = new Map<string, number>();
  for (const i of items) if (i.label) count.set(i.label, (count.get(i.label) ?? 0) + 1);
  const used = new Set<string>();
  const ids = items.map((item, index) => {
    const label = item.label;
    if (label !== undefined && count.get(label) === 1) return label;
    if (label !== undefined) {
      report.warn(`${count.get(label)} items are numbered ${label}: they get generated ids`);
    }
    let n = index;
    while (used.has(generatedId(n)) || count.has(generatedId(n))) n++;
    return generatedId(n);
  });
  ids.forEach((id) => used.add(id));
  return ids;
}

function describeProse(parsed: Parsed): string | undefined {
  const parts = parsed.prose
    .filter((p) => p.text.trim() !== '')
    .map((p) => (p.heading === '' ? p.text : `${p.heading}:\n${p.text}`));
  return parts.length > 0 ? parts.join('\n\n') : undefined;
}

export function importTaskListMarkdown(
  text: string,
  fileName: string,
  now: Date,
  title: { option: string | undefined; fallback: string },
  flavor: TaskListFlavor,
): ImportResult {
  const doc = parseMarkdown(text);
  // Checklist items are the tasks; numbered items are when no checklist item is work to do
  // (a plan whose only checkboxes are a testing checklist under its Notes).
  let numbered = !hasChecklist(doc);
  let parsed = new Walker(doc, flavor, numbered).run();
  if (!numbered && parsed.items.length === 0) {
    numbered = true;
    parsed = new Walker(doc, flavor, numbered).run();
  }
  if (parsed.items.length === 0) {
    throw new ImportError(
      `${fileName}: no tasks found (expected checklist lines like "- [ ] Do something", or numbered items under headings)`,
    );
  }
  const format = flavor === 'checklist' && parsed.prioritySections ? 'fix-plan' : flavor;
  const report = new ReportBuilder(FORMAT_NAMES[format]);
  report.mapped(
    numbered
      ? 'each numbered item under a task heading -> a task, its number as its id'
      : 'each top-level checklist item -> a task; [x] -> done, [ ] -> pending',
  );
  const ids = assignIds(parsed.items, report);
  const tasks = parsed.items.map((item, i) => itemTask(item, ids[i]!, fileName));
  linkSubtasks(parsed.items, tasks, flavor, report);
  linkDependencyText(
    parsed.items.map((item, i) => ({
      task: tasks[i]!,
      labels: item.label ? [item.label] : [],
      deps: item.deps,
    })),
    report,
  );
  const ordered = orderTasks(parsed.items, tasks, format, report);
  reportItems(parsed, ordered, report, format);

  const project: Prd['project'] = { title: title.option ?? parsed.title ?? title.fallback };
  if (title.option !== undefined) report.mapped('project title <- --title');
  else if (parsed.title !== undefined) report.mapped('# heading -> project.title');
  else report.warn(`no usable # heading: the title is "${project.title}" (set it with --title)`);
  const description = describeProse(parsed);
  if (description) {
    project.description = description;
    report.mapped(
      'section text and lists that are not tasks -> project.description, under their section names',
    );
  }
  project.created = isoDate(now);
  return report.build({ schema_version: '1.0', project, tasks: ordered });
}

/**
 * A parent depends on its subtasks (the ones not skipped: a skipped task never satisfies a
 * dependency): checklist items nested under it, and in Kiro's flat lists the items numbered
 * `N.M` under the item numbered `N`.
 */
function linkSubtasks(items: Item[], tasks: Task[], flavor: TaskListFlavor, report: ReportBuilder) {
  const byLabel = new Map(items.map((item, i) => [item.label, i] as const));
  items.forEach((item, i) => {
    let parentIndex = item.parent;
    const prefix = flavor === 'kiro' ? /^(\d+)\.\d+[a-z]?$/.exec(item.label ?? '') : null;
    if (parentIndex === undefined && prefix) parentIndex = byLabel.get(prefix[1]);
    if (parentIndex === undefined || tasks[i]!.status === 'skipped') return;
    const parent = tasks[parentIndex]!;
    parent.depends_on = [...(parent.depends_on ?? []), tasks[i]!.id];
    report.mapped(
      flavor === 'kiro'
        ? 'sub-tasks numbered N.M -> tasks of their own; task N depends on them (optional ones excepted)'
        : 'checklist items nested under an item, with their own number -> tasks of their own; the parent depends on them',
    );
  });
}

/** File order, except where priority headings rank the sections (fix_plan.md, plans). */
function orderTasks(
  items: Item[],
  tasks: Task[],
  format: TaskListFlavor,
  report: ReportBuilder,
): Task[] {
  if (format === 'spec-kit' || format === 'kiro') {
    report.mapped('tasks in file order: phases run in the order the file lists them');
    return tasks;
  }
  const work = items.map((item, i) => ({ item, task: tasks[i]! }));
  const ranked = work.filter((w) => w.item.section.kind === 'tasks');
  const rest = work.filter((w) => w.item.section.kind !== 'tasks');
  const ordered = orderByPriority(
    ranked.map((w) => ({
      item: w.task,
      priority: w.item.section.kind === 'tasks' ? w.item.section.priority : undefined,
    })),
    report,
    'section priority',
  );
  const prioritized = ordered.some((o) => o.priority !== undefined);
  ordered.push(
    ...rest.map((w) => ({ item: w.task, priority: prioritized ? ('low' as const) : undefined })),
  );
  return ordered.map(({ item, priority }) => withPriority(item, priority));
}

function reportItems(
  parsed: Parsed,
  tasks: Task[],
  report: ReportBuilder,
  format: TaskListFlavor,
): void {
  if (tasks.some((t) => t.acceptance_criteria)) {
    report.mapped(
      'items nested under an item -> its acceptance_criteria (a checked one keeps its [x])',
    );
  }
  if (parsed.items.some((i) => i.label !== undefined)) {
    report.mapped('source ids (T001, 1.1, P1-01, the item number) -> task ids');
  }
  if (parsed.items.some((i) => i.reworded)) {
    report.mapped('bold markers and numbering left out of titles (code spans kept as written)');
  }
  if (format === 'spec-kit' && tasks.some((t) => t.tags?.length)) {
    report.mapped('[P] -> tag parallel, [US1] story markers -> tags');
  }
  if (format === 'spec-kit' && parsed.headingPriorities) {
    report.mapped('"(Priority: P1)" in phase headings does not reorder the phases');
  }
  if (tasks.some((t) => t.description?.includes('Requirements:'))) {
    report.mapped('"_Requirements: 1.1_" references -> kept in the description');
  }
  if (tasks.some((t) => t.files)) report.mapped('"Files: a, b" under an item -> its files');
  if (tasks.some((t) => t.status === 'in_progress')) {
    report.mapped('open items under "In Progress" -> status in_progress (resumed first)');
  }
  const count = (tag: string) => tasks.filter((t) => t.tags?.includes(tag)).length;
  const items = (n: number) => `${n} open ${n === 1 ? 'item' : 'items'}`;
  if (count('optional') > 0) {
    report.mapped(
      `${items(count('optional'))} marked optional -> status skipped, tagged optional: not required for completion (set status: pending to run one)`,
    );
  }
  if (count('deferred') > 0) {
    report.mapped(
      `${items(count('deferred'))} deferred -> status skipped, tagged deferred, with the reason (set status: pending to run one)`,
    );
  }
  if (count('skipped') > 0) {
    report.mapped(
      `${items(count('skipped'))} struck through or marked SKIP/OBSOLETE/WONTFIX/(future)/out of scope -> status skipped, tagged skipped`,
    );
  }
  const blocked = tasks.filter((t) => t.status === 'blocked').length;
  if (blocked > 0)
    report.mapped(
      `${blocked} ${blocked === 1 ? 'item' : 'items'} marked BLOCKED -> status blocked`,
    );
  for (const left of parsed.leftOut) {
    report.dropped(
      `"${left.text}" (section "${left.section}": ${left.why}; its text is in project.description)`,
    );
  }
}
