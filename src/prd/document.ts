/**
 * Format-preserving edits of prd.yaml. Edits are spliced into the original text at the
 * positions of the YAML nodes, so comments, key order, quoting and blank lines outside
 * the changed lines survive byte for byte. The edited text is re-parsed after every edit.
 *
 * On a plain file (the fast subset) an edit of one task parses and re-parses only that
 * task's lines, and the whole document is parsed only if something asks for it: the cost of
 * an edit does not grow with the list.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, stringify } from 'yaml';
import type { Document, Node, Pair, Scalar, YAMLMap, YAMLSeq } from 'yaml';
import { AsciiPieces } from './ascii-pieces.js';
import { fastParseYaml, inFastSubset } from './fast-yaml.js';
import { checkTransition } from './state-machine.js';
import { buildTaskIndex } from './task-index.js';
import type { TaskIndex } from './task-index.js';
import { idKey, TASK_STATUSES, TaskCommentSchema } from './schema.js';
import type { TaskComment, TaskId, TaskStatus } from './schema.js';

/** A refused edit: unknown task, illegal transition, invalid value. `rule` names why. */
export class PrdEditError extends Error {
  override name = 'PrdEditError';
  constructor(
    message: string,
    readonly rule: string,
  ) {
    super(message);
  }
}

interface Splice {
  start: number;
  end: number;
  text: string;
}

type ScalarStyle = 'PLAIN' | 'QUOTE_DOUBLE' | 'QUOTE_SINGLE';

/** YYYY-MM-DD in UTC, as SPEC-035 writes `updated`. */
export function isoDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** ISO 8601 without milliseconds (2026-02-05T10:30:00Z), as SPEC-035 writes `completed`. */
export function isoDateTime(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function isPlainSafe(value: string): boolean {
  if (value === '' || value !== value.trim() || /[\n\r\t]/.test(value)) return false;
  const doc = parseDocument(value);
  return (
    doc.errors.length === 0 &&
    isScalar(doc.contents) &&
    doc.contents.type === 'PLAIN' &&
    doc.contents.value === value
  );
}

/** Renders a string in the given quoting style, falling back to double quotes when needed. */
export function renderScalar(value: string, style: string | undefined): string {
  if (style === 'QUOTE_SINGLE' && !/[\n\r]/.test(value)) return `'${value.replace(/'/g, "''")}'`;
  if (style === 'PLAIN' && isPlainSafe(value)) return value;
  return JSON.stringify(value);
}

const REGION_PREFIX = 'tasks:\n';

/**
 * A document for format-preserving edits of a loaded task list: the one the full parser built,
 * else parsed from the text read. Undefined when the text could not be read or does not parse.
 */
export function documentOf(loaded: {
  path: string;
  text: string | undefined;
  document?: PrdDocument;
}): PrdDocument | undefined {
  if (loaded.document) return loaded.document;
  if (loaded.text === undefined) return undefined;
  try {
    return PrdDocument.parse(loaded.text, loaded.path);
  } catch {
    return undefined;
  }
}

/** A copy of an index (its arrays are updated in place by edits; the id map never changes). */
function copyIndex(index: TaskIndex): TaskIndex {
  return { ...index, starts: [...index.starts], statuses: [...index.statuses] };
}

/**
 * The last text known to be in the fast subset, with its task index: the text the harness
 * wrote after editing one task is read and edited again at the next step, and neither the
 * fast reader's check nor the index has to go over the whole text again for it.
 */
let lastKnown:
  { text: string; index: TaskIndex; ascii: AsciiPieces | null | undefined } | undefined;

export class PrdDocument {
  /** undefined: not built yet; null: the layout has no index (edits use the full parse). */
  private index: TaskIndex | null | undefined;
  /** The text as parsed, before any edit. */
  private readonly original: string;
  /**
   * While every edit went through one task's lines: each edited item's value as the fast
   * reader reads its new lines (by item number). null after an edit of the whole document.
   */
  private edited: Map<number, unknown> | null = new Map();
  /** The text in pieces (undefined: not worked out yet; null: the text is not all ASCII). */
  private ascii: AsciiPieces | null | undefined;

  private constructor(
    private text: string,
    readonly file: string,
    private parsed: Document.Parsed | undefined,
    /** The text is in the fast reader's subset (then `parsed` waits until needed). */
    private fast = false,
  ) {
    this.original = text;
  }

  /** Parses prd.yaml text for editing. Throws PrdEditError (rule YAML) when it doesn't parse. */
  static parse(text: string, file: string): PrdDocument {
    const known = lastKnown;
    if (known !== undefined && known.text === text) {
      // The known string is kept, the equal one just read is dropped: a large list is held once.
      const doc = new PrdDocument(known.text, file, undefined, true);
      doc.index = copyIndex(known.index);
      doc.ascii = known.ascii;
      return doc;
    }
    // A text the fast reader accepts is valid YAML: its full parse can wait until needed.
    if (inFastSubset(text)) return new PrdDocument(text, file, undefined, true);
    return PrdDocument.parseFully(text, file);
  }

  private static parseFully(text: string, file: string): PrdDocument {
    const lineCounter = new LineCounter();
    let doc: Document.Parsed;
    try {
      doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
    } catch (e) {
      if (e instanceof RangeError) throw new PrdEditError(`${file}: nesting is too deep`, 'YAML');
      throw e;
    }
    const first = doc.errors[0];
    if (first) {
      const pos = lineCounter.linePos(first.pos[0]);
      throw new PrdEditError(
        `${file}:${pos.line}:${pos.col}: ${first.message.split('\n')[0]!}`,
        'YAML',
      );
    }
    return new PrdDocument(text, file, doc);
  }

  /** Wraps an already parsed document (the loader parses once). */
  static fromParsed(
    text: string,
    file: string,
    doc: Document.Parsed,
    _lineCounter?: LineCounter,
  ): PrdDocument {
    return new PrdDocument(text, file, doc);
  }

  /** The underlying yaml Document (read-only use; edit through the methods). */
  get yaml(): Document.Parsed {
    return this.doc;
  }

  /** Whether the whole text has been parsed (edits of one task on a plain file do not need it). */
  get fullyParsed(): boolean {
    return this.parsed !== undefined;
  }

  private get doc(): Document.Parsed {
    this.parsed ??= PrdDocument.parseFully(this.text, this.file).parsed!;
    return this.parsed;
  }

  private taskIndex(): TaskIndex | undefined {
    if (this.index === undefined) {
      this.index = buildTaskIndex(this.text) ?? null;
      if (this.fast && this.index !== null) this.noteKnown(this.index);
    }
    return this.index ?? undefined;
  }

  /** Remembers this text, in the fast subset, for the next document parsed from it. */
  private noteKnown(index: TaskIndex): void {
    lastKnown = { text: this.text, index: copyIndex(index), ascii: this.ascii };
  }

  private asciiPieces(): AsciiPieces | undefined {
    if (this.ascii === undefined) this.ascii = AsciiPieces.of(this.text) ?? null;
    return this.ascii ?? undefined;
  }

  /** The text's UTF-8, in pieces: what the file is to hold. */
  bytes(): readonly Buffer[] {
    return this.asciiPieces()?.bytes ?? [Buffer.from(this.text, 'utf8')];
  }

  /**
   * Applies an edit to one task by parsing and editing only its lines (as a document of its
   * own, `tasks:` and the item); the edited lines must still be one plain task with the same
   * id, else nothing is changed and false is returned (the caller edits the whole document).
   */
  private editTaskRegion(id: TaskId | string, edit: (task: PrdDocument) => void): boolean {
    const index = this.taskIndex();
    const n = index?.byId.get(idKey(id));
    if (!index || n === undefined) return false;
    const start = index.starts[n]!;
    const end = n + 1 < index.starts.length ? index.starts[n + 1]! : index.end;
    // The lines come from the pieces when there are: slicing the whole text would copy it.
    const ascii = this.asciiPieces();
    const lines = ascii ? ascii.slice(start, end) : this.text.slice(start, end);
    let region: PrdDocument;
    try {
      region = PrdDocument.parseFully(REGION_PREFIX + lines, this.file);
    } catch {
      return false;
    }
    region.index = null; // the region is edited the plain way
    edit(region); // refusals (PrdEditError) propagate as from a whole-document edit
    const after = fastParseYaml(region.text);
    const tasks = (after?.value as { tasks?: { id?: unknown; status?: unknown }[] } | undefined)
      ?.tasks;
    const task = Array.isArray(tasks) && tasks.length === 1 ? tasks[0] : undefined;
    const sameId =
      (typeof task?.id === 'string' || typeof task?.id === 'number') &&
      idKey(task.id) === idKey(id);
    if (!region.text.startsWith(REGION_PREFIX) || !sameId) return false;
    const edited = region.text.slice(REGION_PREFIX.length);
    const pieces = ascii?.splice(start, end, edited);
    this.text = pieces ? pieces.text() : this.text.slice(0, start) + edited + this.text.slice(end);
    this.ascii = pieces ?? null; // else the text, or the lines put in, are not all ASCII
    const delta = edited.length - (end - start);
    for (let i = n + 1; i < index.starts.length; i++) index.starts[i]! += delta;
    index.end += delta;
    index.statuses[n] = task.status === undefined ? undefined : String(task.status);
    this.parsed = undefined;
    this.edited?.set(n, task);
    // One item's lines, replaced by lines the fast reader takes as one item: still in the subset.
    if (this.fast) this.noteKnown(index);
    return true;
  }

  toString(): string {
    return this.text;
  }

  /**
   * How this document's text came from the text it was parsed from (`from`), when every edit
   * went through one task's lines: `items` holds each edited task item's new value (by its
   * position in `tasks`), as the fast reader reads the new lines. Undefined after an edit of
   * the whole document.
   */
  taskEdits(): { from: string; items: ReadonlyMap<number, unknown> } | undefined {
    return this.edited === null ? undefined : { from: this.original, items: this.edited };
  }

  /** The current status text of a task, or undefined when the task doesn't exist. */
  getTaskStatus(id: TaskId | string): string | undefined {
    const index = this.taskIndex();
    const n = index?.byId.get(idKey(id));
    if (n !== undefined) return index!.statuses[n];
    if (index?.complete) return undefined;
    const task = this.findTaskMap(id);
    const node = task?.get('status', true);
    return isScalar(node) ? String(node.value) : undefined;
  }

  setTaskStatus(
    id: TaskId | string,
    status: TaskStatus,
    opts: { blockedBy?: string; now?: Date; force?: boolean } = {},
  ): void {
    if (this.editTaskRegion(id, (region) => region.setTaskStatus(id, status, opts))) return;
    const task = this.requireTask(id);
    const statusPair = this.pairOf(task, 'status');
    const statusNode = statusPair?.value;
    const from = isScalar(statusNode) ? String(statusNode.value) : undefined;
    if (!opts.force) {
      if (!from || !(TASK_STATUSES as readonly string[]).includes(from)) {
        throw new PrdEditError(
          `Task ${String(id)} has no valid status to change from (found '${from ?? ''}')`,
          'VAL-07',
        );
      }
      const check = checkTransition(from as TaskStatus, status, { blockedBy: opts.blockedBy });
      if (!check.ok) {
        throw new PrdEditError(
          `Cannot mark task ${String(id)} ${status}: ${check.message}`,
          check.rule,
        );
      }
    }
    const now = opts.now ?? new Date();
    const style = this.styleOf(statusNode);
    const updates: [string, string][] = [['status', status]];
    if (status === 'blocked' && opts.blockedBy !== undefined)
      updates.push(['blocked_by', opts.blockedBy]);
    updates.push(['updated', isoDate(now)]);
    if (status === 'done') updates.push(['completed', isoDateTime(now)]);
    const removals: string[] = [];
    if (status !== 'blocked') removals.push('blocked_by');
    if (status !== 'done') removals.push('completed');

    const splices: Splice[] = [];
    const inserts: [string, string][] = [];
    for (const [key, value] of updates) {
      const pair = this.pairOf(task, key);
      if (pair) splices.push(this.replaceValue(pair, value, style));
      else inserts.push([key, value]);
    }
    for (const key of removals) {
      const pair = this.pairOf(task, key);
      if (pair) splices.push(this.removePair(task, pair));
    }
    if (inserts.length > 0) {
      const anchor =
        statusPair ?? (task.items[task.items.length - 1] as Pair<Node, Node> | undefined);
      splices.push(this.insertAfterPair(task, anchor, inserts, style));
    }
    this.apply(splices);
  }

  /**
   * Several edits of one task as one (`edit` makes them on the document it is given): where the
   * layout allows, through that task's lines, and the whole text is put together once.
   */
  editTask(id: TaskId | string, edit: (doc: PrdDocument) => void): void {
    if (!this.editTaskRegion(id, edit)) edit(this);
  }

  addTaskComment(id: TaskId | string, comment: TaskComment): void {
    if (this.editTaskRegion(id, (region) => region.addTaskComment(id, comment))) return;
    const parsed = TaskCommentSchema.safeParse(comment);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new PrdEditError(
        `Invalid comment for task ${String(id)}: ${issue.path.join('.')} ${issue.message}`,
        'SCHEMA',
      );
    }
    const task = this.requireTask(id);
    const style = this.styleOf(this.pairOf(task, 'status')?.value);
    const itemLines = this.renderBlockItem(parsed.data, style);
    const pair = this.pairOf(task, 'comments');
    const seq = pair?.value;

    if (task.flow) {
      const flowItem = stringify(parsed.data, this.stringifyOptions(style, true)).trim();
      if (pair && isSeq(seq) && seq.flow && seq.range) {
        const close = this.text.lastIndexOf(']', seq.range[1]);
        const sep = seq.items.length > 0 ? ', ' : '';
        this.apply([{ start: close, end: close, text: `${sep}${flowItem}` }]);
        return;
      }
      if (pair) throw new PrdEditError(`Cannot add a comment to task ${String(id)}`, 'SCHEMA');
      const last = task.items[task.items.length - 1] as Pair<Node, Node>;
      const end = this.valueEnd(last);
      this.apply([{ start: end, end, text: `, comments: [${flowItem}]` }]);
      return;
    }

    if (pair && isSeq(seq) && !seq.flow && seq.range && seq.items.length > 0) {
      const indent = this.columnOf(seq.range[0]);
      const at = this.afterLine(seq.range[1]);
      this.apply([
        { start: at.offset, end: at.offset, text: at.prefix + indentLines(itemLines, indent) },
      ]);
      return;
    }
    const keyIndent = this.columnOf(this.keyStart(task.items[0] as Pair<Node, Node>));
    const block = indentLines(itemLines, keyIndent + 2);
    if (pair) {
      // `comments: []`, `comments:` or a flow list: rewrite the value as a block list.
      const existing = isSeq(seq) ? (seq.toJSON() as unknown[]) : [];
      const before = existing.map((c) =>
        indentLines(this.renderBlockItem(c, style), keyIndent + 2),
      );
      const value = seq as Node | null;
      const start = this.text.indexOf(':', this.keyEnd(pair)) + 1;
      const end = value?.range ? Math.max(value.range[1], start) : start;
      const trailing = this.text.slice(start, end).endsWith('\n') ? '\n' : '';
      const body = (before.join('') + block).replace(/\n$/, '');
      this.apply([{ start, end, text: `\n${body}${trailing}` }]);
      return;
    }
    const at = this.afterLine(task.range![1]);
    this.apply([
      {
        start: at.offset,
        end: at.offset,
        text: `${at.prefix}${' '.repeat(keyIndent)}comments:\n${block}`,
      },
    ]);
  }

  // --- locating ---

  private findTaskMap(id: TaskId | string): YAMLMap | undefined {
    const tasks = isMap(this.doc.contents) ? this.doc.contents.get('tasks', true) : undefined;
    if (!isSeq(tasks)) return undefined;
    const wanted = idKey(id);
    for (const item of (tasks as YAMLSeq).items) {
      if (!isMap(item)) continue;
      const node = item.get('id', true);
      if (isScalar(node) && (typeof node.value === 'string' || typeof node.value === 'number')) {
        if (idKey(node.value) === wanted) return item;
      }
    }
    return undefined;
  }

  private requireTask(id: TaskId | string): YAMLMap {
    const task = this.findTaskMap(id);
    if (!task) throw new PrdEditError(`Task not found: ${String(id)}`, 'NOT_FOUND');
    if (!task.range) throw new PrdEditError(`Task ${String(id)} has no source position`, 'YAML');
    return task;
  }

  private pairOf(map: YAMLMap, key: string): Pair<Node, Node | null> | undefined {
    return (map.items as Pair<Node, Node | null>[]).find(
      (p) => isScalar(p.key) && String(p.key.value) === key,
    );
  }

  private styleOf(node: unknown): ScalarStyle {
    const type = isScalar(node) ? node.type : undefined;
    return type === 'QUOTE_DOUBLE' || type === 'QUOTE_SINGLE' ? type : 'PLAIN';
  }

  private keyStart(pair: Pair<Node, unknown>): number {
    return pair.key.range![0];
  }

  private keyEnd(pair: Pair<Node, unknown>): number {
    return pair.key.range![1];
  }

  /** Where a pair's value ends (before any trailing comment). */
  private valueEnd(pair: Pair<Node, Node | null>): number {
    const value = pair.value;
    if (value?.range && value.range[1] > value.range[0]) return value.range[1];
    const colon = this.text.indexOf(':', this.keyEnd(pair));
    return colon >= 0 ? colon + 1 : this.keyEnd(pair);
  }

  private columnOf(offset: number): number {
    return offset - (this.text.lastIndexOf('\n', offset - 1) + 1);
  }

  /** The offset just after the line that contains `offset - 1` (a newline is added at EOF). */
  private afterLine(offset: number): { offset: number; prefix: string } {
    if (offset > 0 && this.text[offset - 1] === '\n') return { offset, prefix: '' };
    const nl = this.text.indexOf('\n', offset);
    if (nl < 0) return { offset: this.text.length, prefix: '\n' };
    return { offset: nl + 1, prefix: '' };
  }

  // --- splices ---

  private replaceValue(pair: Pair<Node, Node | null>, value: string, style: ScalarStyle): Splice {
    const node = pair.value;
    if (node?.range && node.range[1] > node.range[0]) {
      const old = this.text.slice(node.range[0], node.range[1]);
      const own = isScalar(node) ? (node as Scalar).type : undefined;
      const rendered = renderScalar(
        value,
        own === 'QUOTE_DOUBLE' || own === 'QUOTE_SINGLE' || own === 'PLAIN' ? own : style,
      );
      // Block scalars own their trailing newline; keep it.
      return {
        start: node.range[0],
        end: node.range[1],
        text: rendered + (old.endsWith('\n') ? '\n' : ''),
      };
    }
    // `key:` with no value
    const end = this.keyEnd(pair);
    const colon = this.text.indexOf(':', end);
    return { start: colon + 1, end: colon + 1, text: ` ${renderScalar(value, style)}` };
  }

  private removePair(map: YAMLMap, pair: Pair<Node, Node | null>): Splice {
    const start = this.keyStart(pair);
    const end = this.valueEnd(pair);
    if (map.flow) {
      const after = /^\s*,\s*/.exec(this.text.slice(end));
      if (after) return { start, end: end + after[0].length, text: '' };
      const before = /\s*,\s*$/.exec(this.text.slice(0, start));
      return { start: before ? start - before[0].length : start, end, text: '' };
    }
    const lineStart = this.text.lastIndexOf('\n', start - 1) + 1;
    if (this.text.slice(lineStart, start).trim() === '') {
      const lineEnd = this.afterLine(end);
      return { start: lineStart, end: lineEnd.offset, text: '' };
    }
    // The pair follows a `- ` on its line: pull the next key up into its place.
    const index = map.items.indexOf(pair as Pair);
    const next = map.items[index + 1] as Pair<Node, Node> | undefined;
    if (next) return { start, end: this.keyStart(next), text: '' };
    throw new PrdEditError(`Cannot remove ${String((pair.key as Scalar).value)}`, 'YAML');
  }

  private insertAfterPair(
    map: YAMLMap,
    anchor: Pair<Node, Node | null> | undefined,
    entries: [string, string][],
    style: ScalarStyle,
  ): Splice {
    if (!anchor) throw new PrdEditError('Cannot add keys to an empty task', 'YAML');
    const end = this.valueEnd(anchor);
    if (map.flow) {
      const text = entries.map(([k, v]) => `, ${k}: ${renderScalar(v, style)}`).join('');
      return { start: end, end, text };
    }
    const indent = ' '.repeat(this.columnOf(this.keyStart(anchor)));
    const at = this.afterLine(end);
    const text = entries.map(([k, v]) => `${indent}${k}: ${renderScalar(v, style)}\n`).join('');
    return { start: at.offset, end: at.offset, text: at.prefix + text };
  }

  private stringifyOptions(style: ScalarStyle, flow: boolean) {
    return {
      lineWidth: 0,
      defaultStringType: style,
      defaultKeyType: 'PLAIN' as const,
      collectionStyle: flow ? ('flow' as const) : ('block' as const),
    };
  }

  /** A list item (`- author: ...`) as lines with no indentation. */
  private renderBlockItem(value: unknown, style: ScalarStyle): string[] {
    const lines = stringify(value, this.stringifyOptions(style, false))
      .replace(/\n$/, '')
      .split('\n');
    return lines.map((line, i) => (i === 0 ? `- ${line}` : `  ${line}`));
  }

  private apply(splices: Splice[]): void {
    // Back to front; at the same offset a removal goes before an insertion.
    const sorted = [...splices].sort((a, b) => b.start - a.start || b.end - a.end);
    let text = this.text;
    for (const s of sorted) text = text.slice(0, s.start) + s.text + text.slice(s.end);
    const next = PrdDocument.parseFully(text, this.file);
    this.text = next.text;
    this.ascii = undefined;
    this.parsed = next.parsed;
    if (this.index !== null) this.index = undefined;
    this.edited = null;
    this.fast = false;
  }
}

function indentLines(lines: string[], indent: number): string {
  const pad = ' '.repeat(indent);
  return lines.map((l) => (l === '' ? '\n' : `${pad}${l}\n`)).join('');
}
