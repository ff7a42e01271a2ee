/**
 * Where each task of prd.yaml sits in the text, found by a line scan (no YAML parse), for
 * edits that touch one task: its region is parsed and edited alone, so an edit costs the
 * same on a list of 10 tasks and of 10,000. Only for texts in the fast subset (plain block
 * YAML); anything else gets no index and edits take the full parser's way.
 */
import { readScalarLine } from './fast-yaml.js';
import { idKey } from './schema.js';

export interface TaskIndex {
  /** Offset of the first line of each task item (its `- `), in list order. */
  starts: number[];
  /** Offset where the last item ends (the next top-level content, or the end of the text). */
  end: number;
  /** Task id (as idKey) -> item number. */
  byId: Map<string, number>;
  /** Each item's `status` as written (String of the scalar), undefined when it has none. */
  statuses: (string | undefined)[];
  /** Every item is in byId (false when some are written in flow style, `- {id: ...}`). */
  complete: boolean;
}

const TASKS_KEY = /^tasks:[ ]*(#.*)?$/;
const FIELD = /^(id|status):(?: +(.*))?$/;

function indentOf(text: string, at: number): number {
  let i = at;
  while (text.charCodeAt(i) === 32) i++;
  return i - at;
}

function isDash(text: string, at: number, lineEnd: number): boolean {
  return text.charCodeAt(at) === 45 && (at + 1 === lineEnd || text.charCodeAt(at + 1) === 32);
}

/** The index of a text's task list, or undefined when its layout is not the plain one. */
export function buildTaskIndex(text: string): TaskIndex | undefined {
  const starts: number[] = [];
  const ids: (string | undefined)[] = [];
  const statuses: (string | undefined)[] = [];
  let seqIndent = -1;
  let keyColumn = -1;
  let inTasks = false;
  let end = text.length;
  let lineStart = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const indent = indentOf(text, lineStart);
    const first = lineStart + indent;
    const blank = first >= lineEnd || text.charCodeAt(first) === 35; /* # */
    if (!inTasks) {
      if (indent === 0 && TASKS_KEY.test(text.slice(lineStart, lineEnd))) {
        if (starts.length > 0) return undefined;
        inTasks = true;
      }
    } else if (!blank) {
      if (seqIndent < 0) {
        if (!isDash(text, first, lineEnd)) return undefined;
        seqIndent = indent;
      }
      if (indent < seqIndent || (indent === seqIndent && !isDash(text, first, lineEnd))) {
        end = lineStart;
        break;
      }
      let content = first;
      if (indent === seqIndent) {
        starts.push(lineStart);
        ids.push(undefined);
        statuses.push(undefined);
        content = first + 1;
        while (text.charCodeAt(content) === 32) content++;
        keyColumn = content < lineEnd ? content - lineStart : -1;
      } else if (keyColumn < 0) {
        keyColumn = indent;
      }
      if (content - lineStart === keyColumn) {
        const field = FIELD.exec(text.slice(content, lineEnd));
        if (field) {
          const scalar = readScalarLine(field[2] ?? '');
          if (!scalar) return undefined;
          const n = starts.length - 1;
          if (field[1] === 'id') {
            const v = scalar.value;
            if (typeof v !== 'string' && typeof v !== 'number') return undefined;
            ids[n] = idKey(v);
          } else {
            statuses[n] = String(scalar.value);
          }
        }
      }
    }
    lineStart = lineEnd + 1;
  }
  if (!inTasks || starts.length === 0) return undefined;
  const byId = new Map<string, number>();
  let complete = true;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    if (id === undefined) {
      complete = false; // edited and read the plain way
      continue;
    }
    if (byId.has(id)) return undefined;
    byId.set(id, i);
  }
  return { starts, end, byId, statuses, complete };
}
