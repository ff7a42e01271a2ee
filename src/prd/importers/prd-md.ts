/**
 * Checklist markdown: the deprecated prd.md (SPEC-035 §10.2) and frankbria's `fix_plan.md`.
 *
 * - Every top-level checklist line (`- [ ]` / `- [x]`) is a task, pending or done; lists indented
 *   under it are its acceptance criteria, other indented text its description.
 * - The `# Title` is the project title (a trailing " PRD", a "Fix Plan - " prefix are dropped).
 * - Section headings set priorities: High/Medium/Low (and Critical), or "Priority 1".."Priority N"
 *   (integers, mapped as in priority.ts). An "In Progress" section marks its open items
 *   in_progress.
 * - `## Optional` items are not required work: imported as `skipped`, tagged `optional`, with a
 *   note saying how to turn one on. A "Completed" section's items are done when checked.
 * - A "Notes" section becomes the project description.
 */
import type { Prd, Task, TaskStatus } from '../schema.js';
import { ImportError } from './errors.js';
import { BULLET, CHECKLIST_ITEM, HEADING, plainHeading } from './markdown.js';
import { orderByPriority, priorityFromWord, withPriority } from './priority.js';
import type { SourcePriority } from './priority.js';
import { ReportBuilder } from './report.js';
import type { ImportResult } from './report.js';
import { generatedId, isoDate } from './shared.js';

type SectionKind =
  | { kind: 'tasks'; priority: SourcePriority; inProgress?: boolean }
  | { kind: 'optional' }
  | { kind: 'completed' }
  | { kind: 'notes' };

const PLAIN: SectionKind = { kind: 'tasks', priority: undefined };

/** What a section heading means for the items under it. */
export function classifySection(heading: string): SectionKind {
  const text = plainHeading(heading).toLowerCase();
  if (/^(optional|nice[- ]to[- ]have|stretch|backlog)\b/.test(text)) return { kind: 'optional' };
  if (/^(completed?|done|finished)\b/.test(text)) return { kind: 'completed' };
  if (/^notes?\b/.test(text)) return { kind: 'notes' };
  if (/^in[- ]progress\b/.test(text))
    return { kind: 'tasks', priority: undefined, inProgress: true };
  const numbered = /^(?:priority|p)\s*(\d+)\b/.exec(text);
  if (numbered) return { kind: 'tasks', priority: Number(numbered[1]) };
  const word = /^(critical|urgent|high|medium|low)\b/.exec(text);
  if (word) return { kind: 'tasks', priority: priorityFromWord(word[1]!) };
  return PLAIN;
}

interface Item {
  title: string;
  checked: boolean;
  section: SectionKind;
  sectionName: string;
  criteria: string[];
  details: string[];
}

interface Parsed {
  title: string | undefined;
  items: Item[];
  notes: string[];
  plainBullets: number;
  prioritySections: boolean;
}

function projectTitle(heading: string): string | undefined {
  const fixPlan = /^(?:ralph\s+)?fix\s+plan\b\s*[-:–—]?\s*(.*)$/i.exec(heading);
  const title = fixPlan ? fixPlan[1]! : heading.replace(/\s+PRD$/i, '');
  return title.trim() || undefined;
}

/** One pass over the lines; fenced code and HTML comments are skipped. */
function parse(text: string): Parsed {
  const out: Parsed = {
    title: undefined,
    items: [],
    notes: [],
    plainBullets: 0,
    prioritySections: false,
  };
  let section: SectionKind = PLAIN;
  let sectionName = '';
  let current: Item | undefined;
  let fence = false;
  let sawTitle = false;
  for (const line of text.replace(/<!--[\s\S]*?-->/g, '').split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) continue;
    const heading = HEADING.exec(line);
    if (heading) {
      current = undefined;
      if (heading[1] === '#' && !sawTitle) {
        sawTitle = true;
        out.title = projectTitle(heading[2]!);
        continue;
      }
      sectionName = heading[2]!;
      section = classifySection(sectionName);
      if (section.kind !== 'tasks' || section.priority !== undefined) out.prioritySections = true;
      continue;
    }
    const item = CHECKLIST_ITEM.exec(line);
    const indented = /^\s{2,}|^\t/.test(line);
    if (item && (!indented || current === undefined)) {
      current = {
        title: item[3]!,
        checked: item[2] !== ' ',
        section,
        sectionName,
        criteria: [],
        details: [],
      };
      out.items.push(current);
      continue;
    }
    const bullet = BULLET.exec(line);
    if (current && indented && bullet) {
      current.criteria.push(bullet[2]!.replace(/^\[[ xX]\]\s+/, ''));
    } else if (current && indented && line.trim() !== '') {
      current.details.push(line.trim());
    } else if (section.kind === 'notes' && line.trim() !== '') {
      out.notes.push(line.trimEnd());
    } else if (bullet && !indented) {
      current = undefined;
      out.plainBullets++;
    } else if (line.trim() !== '' && !indented) {
      current = undefined;
    }
  }
  return out;
}

function itemStatus(item: Item): TaskStatus {
  if (item.checked) return 'done';
  if (item.section.kind === 'optional') return 'skipped';
  if (item.section.kind === 'tasks' && item.section.inProgress) return 'in_progress';
  return 'pending';
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
  // Work items in priority order, then Optional and Completed items (never picked as pending).
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
  const tasks = ordered.map(({ item, priority }, index): Task => {
    const task = withPriority(
      { id: generatedId(index), title: item.title, status: itemStatus(item) },
      priority,
    );
    const details = [...item.details];
    if (task.status === 'skipped') {
      task.tags = ['optional'];
      details.push(
        `Optional in ${fileName} (section "${item.sectionName}"): not required. Set status: pending to have the loop do it.`,
      );
    }
    if (details.length > 0) task.description = details.join('\n');
    if (item.criteria.length > 0) task.acceptance_criteria = item.criteria;
    return task;
  });
  reportSections(parsed, tasks, report);

  const project: Prd['project'] = { title: title.option ?? parsed.title ?? title.fallback };
  if (title.option !== undefined) report.mapped('project title <- --title');
  else if (parsed.title !== undefined) report.mapped('# heading -> project.title');
  else report.warn(`no usable # heading: the title is "${project.title}" (set it with --title)`);
  if (parsed.notes.length > 0) {
    project.description = `Notes:\n${parsed.notes.join('\n')}`;
    report.mapped('Notes section -> project.description');
  }
  project.created = isoDate(now);
  return report.build({ schema_version: '1.0', project, tasks });
}

function reportSections(parsed: Parsed, tasks: Task[], report: ReportBuilder): void {
  if (tasks.some((t) => t.acceptance_criteria)) {
    report.mapped('lists indented under an item -> its acceptance_criteria');
  }
  if (tasks.some((t) => t.status === 'in_progress')) {
    report.mapped('open items under "In Progress" -> status in_progress (resumed first)');
  }
  const optional = tasks.filter((t) => t.status === 'skipped').length;
  if (optional > 0) {
    report.mapped(
      `${optional} open Optional item(s) -> status skipped, tagged optional: not required for completion (set status: pending to run one)`,
    );
  }
  if (parsed.plainBullets > 0) {
    report.dropped(
      `${parsed.plainBullets} list item(s) without a checkbox outside Notes (not tasks)`,
    );
  }
}
