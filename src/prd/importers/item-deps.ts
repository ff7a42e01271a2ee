/**
 * Dependencies written as prose in a task list, resolved against the ids the items were given:
 * "Depends on 9.1", "Depends on: T006", "requires 7.0 + 7.1a–f", "after T012",
 * "Dependencies: Tasks 1-4", "_Depends: 4.1_". Text in code spans is never read as a dependency.
 * A link that would close a cycle is left out with a warning, never written.
 */
import type { Task, TaskId } from '../schema.js';
import type { ReportBuilder } from './report.js';

export interface DependencyText {
  labels: string[];
  /** "depends on" / "dependencies": a label no item has is warned about. "after" / "requires": only labels that exist count. */
  strict: boolean;
}

const PHRASE =
  /\b(depends\s+on|dependencies|dependency|depends|blocked\s+by|requires|required|after)\b\s*:?\s*/gi;
const STRICT = /^(depends|dependenc|blocked)/i;
const LABEL = /^[A-Z]{0,6}[-_]?\d+(?:[.-]\d+)*[a-z]?$/i;
const NOUN = /^(tasks?|steps?|items?|stories|story|#)$/i;
const NONE = /^(none|nothing|n\/a|-)$/i;

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** One token: a label, or a range ("1-4", "7.1a–f", "T001–T005"); undefined when it is none. */
function expand(raw: string): string[] | undefined {
  const token = raw.replace(/^[(`*_#]+/, '').replace(/[)`*_.,;:]+$/, '');
  const letters = /^(.*\d)([a-z])[–—-]([a-z])$/i.exec(token);
  if (letters) {
    const from = letters[2]!.toLowerCase().charCodeAt(0);
    const to = letters[3]!.toLowerCase().charCodeAt(0);
    if (to >= from && to - from < 26) {
      return Array.from(
        { length: to - from + 1 },
        (_, i) => `${letters[1]}${String.fromCharCode(from + i)}`,
      );
    }
  }
  const numbers = /^([A-Z]{0,3})(\d+)[–—-]\1?(\d+)$/i.exec(token);
  if (numbers) {
    const from = Number(numbers[2]);
    const to = Number(numbers[3]);
    if (to > from && to - from <= 100) {
      const width = numbers[2]!.length;
      return Array.from(
        { length: to - from + 1 },
        (_, i) => `${numbers[1]}${pad(from + i, width)}`,
      );
    }
  }
  return LABEL.test(token) ? [token] : undefined;
}

/** The labels named after a phrase, up to the first word that is not a label. */
function labelsAfter(tail: string): string[] | undefined {
  const tokens = tail.split(/\s*(?:,|;|\+|&|\/|\band\b|\s)\s*/i).filter((t) => t !== '');
  const labels: string[] = [];
  for (const token of tokens) {
    if (NOUN.test(token)) continue;
    if (NONE.test(token.replace(/[().,;:]+/g, ''))) return [];
    const found = expand(token);
    if (!found) break;
    labels.push(...found);
  }
  return labels.length > 0 ? labels : undefined;
}

/** The dependencies a piece of prose names (code spans ignored). */
export function dependencyText(text: string): DependencyText[] {
  const plain = text.replace(/`[^`]*`/g, ' ');
  const out: DependencyText[] = [];
  for (const match of plain.matchAll(PHRASE)) {
    const tail = plain.slice(match.index + match[0].length).split(/[\n]/)[0]!;
    const labels = labelsAfter(tail);
    if (labels === undefined) continue;
    const strict = STRICT.test(match[1]!);
    // "after 5 seconds", "requires 2 GB": loose words only take ids such as T012 or 9.1.
    const kept = strict ? labels : labels.filter((l) => /[a-z]|\./i.test(l));
    if (kept.length > 0) out.push({ labels: kept, strict });
  }
  return out;
}

/** True when a line says nothing but dependencies ("Dependencies: Tasks 1-4", "_Depends: 4.1_"). */
export function isDependencyLine(text: string): boolean {
  return /^[\s*_]*(depends\s+on|dependencies|dependency|depends|blocked\s+by|requires)\b[\s*_]*:/i.test(
    text,
  );
}

/** The text with a trailing dependency clause removed ("Add X. Depends on T006." -> "Add X."). */
export function withoutTrailingDependency(text: string): string {
  const match = /[\s(_*]*\b(depends\s+on|dependencies)\b\s*:?\s*([^)]*?)[\s)_*.]*$/i.exec(text);
  if (!match || match.index === 0 || labelsAfter(match[2]!) === undefined) return text;
  return text.slice(0, match.index).replace(/[\s;,.]+$/, '');
}

const key = (label: string) =>
  label
    .toLowerCase()
    .replace(/^(task|step)\s*#?/, '')
    .replace(/^0+(?=\d)/, '');

export interface LinkItem {
  task: Task;
  /** The labels other items use for this one (its source id, its number). */
  labels: string[];
  deps: DependencyText[];
}

/** True when `to` already reaches `from` through depends_on. */
function reaches(edges: Map<string, Set<string>>, from: string, to: string): boolean {
  const seen = new Set<string>();
  const stack = [to];
  while (stack.length > 0) {
    const at = stack.pop()!;
    if (at === from) return true;
    if (seen.has(at)) continue;
    seen.add(at);
    for (const next of edges.get(at) ?? []) stack.push(next);
  }
  return false;
}

/** Sets depends_on from the prose; names unknown labels and refused cycles in the report. */
export function linkDependencyText(items: LinkItem[], report: ReportBuilder): void {
  const byLabel = new Map<string, TaskId>();
  for (const { task, labels } of items) for (const l of labels) byLabel.set(key(l), task.id);
  const edges = new Map<string, Set<string>>();
  for (const { task } of items) {
    for (const d of task.depends_on ?? []) {
      if (!edges.has(String(task.id))) edges.set(String(task.id), new Set());
      edges.get(String(task.id))!.add(String(d));
    }
  }
  for (const { task, deps } of items) {
    const id = String(task.id);
    const unknown: string[] = [];
    for (const dep of deps) {
      for (const label of dep.labels) {
        const target = byLabel.get(key(label));
        if (target === undefined) {
          if (dep.strict) unknown.push(label);
          continue;
        }
        if (String(target) === id) continue;
        if (reaches(edges, id, String(target))) {
          report.warn(
            `${id} depends on ${String(target)}, which already depends on ${id}: that link was left out (no cycles)`,
          );
          continue;
        }
        if (!edges.has(id)) edges.set(id, new Set());
        edges.get(id)!.add(String(target));
        task.depends_on = [...(task.depends_on ?? []), target].filter(
          (v, i, all) => all.findIndex((w) => String(w) === String(v)) === i,
        );
        report.mapped(
          'dependencies written as prose ("Depends on 9.1", "after T012") -> depends_on',
        );
      }
    }
    if (unknown.length > 0) {
      report.warn(
        `${id} ("${task.title}") depends on ${[...new Set(unknown)].join(', ')}, which no item in the file is: left out`,
      );
    }
  }
}
