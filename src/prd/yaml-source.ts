/**
 * Turning bytes and text into a YAML document with positions, refusing hostile input
 * (oversized files, invalid UTF-8, alias bombs) with a located diagnostic instead of a crash.
 */
import { isUtf8 } from 'node:buffer';
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Document, Node } from 'yaml';
import type { Diagnostic } from './diagnostics.js';

/**
 * Files above this are refused: a real 100,000-task list is about 50 MB; beyond a few times
 * that, reading would take minutes and gigabytes.
 */
export const MAX_PRD_BYTES = 128 * 1024 * 1024;
/** Nesting deeper than this is refused with its position (no task list needs more than ~10). */
export const MAX_NESTING = 500;
/** Aliases are legitimate YAML, but thousands of them are an expansion attack. */
export const MAX_ALIAS_COUNT = 1000;

export type PathSegment = string | number;
export type Path = readonly PathSegment[];

export interface Position {
  line: number;
  column: number;
}

export interface YamlSource {
  doc: Document.Parsed | undefined;
  lineCounter: LineCounter;
  /** The plain JS value; undefined when the YAML has errors. */
  value: unknown;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

export function diagnostic(
  file: string,
  rule: string,
  message: string,
  pos: Position = { line: 0, column: 0 },
  severity: 'error' | 'warning' = 'error',
): Diagnostic {
  return { rule, message, file, line: pos.line, column: pos.column, severity };
}

export function formatSize(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function tooLargeMessage(bytes: number): string {
  return `File is too large (${formatSize(bytes)}); the limit is ${formatSize(MAX_PRD_BYTES)}`;
}

/** Decodes UTF-8 strictly; on failure reports the line and column of the first bad byte. */
export function decodeUtf8(
  bytes: Uint8Array,
  file: string,
): { text: string } | { error: Diagnostic } {
  // Buffer's decoder keeps ASCII text in one byte a character (half the memory of the
  // TextDecoder's answer on a large file); isUtf8 does the strict check first.
  const buffer = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isUtf8(buffer)) {
    const text = buffer.toString('utf8');
    return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text }; // as TextDecoder does
  }
  const lossy = new TextDecoder('utf-8').decode(bytes);
  const bad = Math.max(0, lossy.indexOf('\uFFFD'));
  const before = lossy.slice(0, bad);
  const line = before.split('\n').length;
  const column = bad - before.lastIndexOf('\n');
  return {
    error: diagnostic(file, 'FILE', 'File is not valid UTF-8 text (save it as UTF-8)', {
      line,
      column,
    }),
  };
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}

/**
 * Where the nesting of block indentation plus flow brackets first goes deeper than `limit`,
 * or undefined. A cheap line scan (quotes and comments are skipped) run before the full parse,
 * whose recursion would otherwise overflow the stack without saying where.
 */
export function tooDeepAt(text: string, limit = MAX_NESTING): Position | undefined {
  const indents: number[] = [];
  let flow = 0;
  let line = 1;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let i = start;
    while (text.charCodeAt(i) === 32) i++;
    const content = i < end && text.charCodeAt(i) !== 35; /* # */
    if (content && flow === 0) {
      const indent = i - start;
      while (indents.length > 0 && indents[indents.length - 1]! >= indent) indents.pop();
      indents.push(indent);
      // `- - x` and `- key:` open one more level per dash on the line
      while (text.charCodeAt(i) === 45 && text.charCodeAt(i + 1) === 32) {
        i += 2;
        while (text.charCodeAt(i) === 32) i++;
        indents.push(i - start);
      }
      if (indents.length > limit) return { line, column: i - start + 1 };
    }
    let quote = 0;
    for (; content && i < end; i++) {
      const c = text.charCodeAt(i);
      if (quote !== 0) {
        if (c === quote) quote = 0;
        else if (c === 92 /* \ */ && quote === 34) i++;
        continue;
      }
      if (c === 34 || c === 39) quote = c;
      else if (c === 35 && text.charCodeAt(i - 1) === 32) break;
      else if (c === 91 || c === 123) {
        flow++;
        if (indents.length + flow > limit) return { line, column: i - start + 1 };
      } else if ((c === 93 || c === 125) && flow > 0) flow--;
    }
    line++;
    start = end + 1;
  }
  return undefined;
}

function tooDeepDiagnostic(file: string, at: Position | undefined): Diagnostic {
  return diagnostic(
    file,
    'YAML',
    `Nesting is too deep (more than ${MAX_NESTING} levels); a task list needs only a few`,
    at ?? { line: 1, column: 1 },
  );
}

/** Parses one YAML document. Never throws. */
export function parseYaml(text: string, file: string): YamlSource {
  const deep = tooDeepAt(text);
  if (deep) {
    const errors = [tooDeepDiagnostic(file, deep)];
    return {
      doc: undefined,
      lineCounter: new LineCounter(),
      value: undefined,
      errors,
      warnings: [],
    };
  }
  try {
    return parseYamlUnchecked(text, file);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    const errors = [tooDeepDiagnostic(file, tooDeepAt(text, 50))];
    return {
      doc: undefined,
      lineCounter: new LineCounter(),
      value: undefined,
      errors,
      warnings: [],
    };
  }
}

function parseYamlUnchecked(text: string, file: string): YamlSource {
  const lineCounter = new LineCounter();
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const at = (offset: number): Position => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, column: p.col };
  };
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  for (const e of doc.errors)
    errors.push(diagnostic(file, 'YAML', firstLine(e.message), at(e.pos[0])));
  for (const w of doc.warnings) {
    warnings.push(diagnostic(file, 'YAML', firstLine(w.message), at(w.pos[0]), 'warning'));
  }
  if (errors.length > 0) return { doc: undefined, lineCounter, value: undefined, errors, warnings };
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const text = /alias count/i.test(message)
      ? `Too many YAML aliases (more than ${MAX_ALIAS_COUNT}); the file looks like an alias expansion attack`
      : `Cannot read YAML: ${firstLine(message)}`;
    errors.push(diagnostic(file, 'YAML', text, { line: 1, column: 1 }));
    return { doc: undefined, lineCounter, value: undefined, errors, warnings };
  }
  return { doc, lineCounter, value, errors, warnings };
}

/** Finds the node at `path`, or the deepest existing ancestor. */
export function nodeAt(
  doc: Document.Parsed,
  path: Path,
  opts: { key?: boolean } = {},
): Node | undefined {
  let node: unknown = doc.contents;
  let last: Node | undefined = (doc.contents as Node | null) ?? undefined;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i]!;
    const isLast = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(seg));
      if (!pair) return last;
      if (isLast && opts.key) return pair.key as Node;
      const value = pair.value as Node | null;
      node =
        value && !(isScalar(value) && value.value === null && value.source === '')
          ? value
          : pair.key;
    } else if (isSeq(node) && typeof seg === 'number') {
      const item = node.items[seg];
      if (item === undefined) return last;
      node = isPair(item) ? item.key : item;
    } else {
      return last;
    }
    if (isAlias(node)) return node as Node;
    last = node as Node;
  }
  return last;
}

/** A function giving the 1-based position of the node at a path (line 1, column 1 when unknown). */
export function makeLocator(src: Pick<YamlSource, 'doc' | 'lineCounter'>) {
  return (path: Path, opts: { key?: boolean } = {}): Position => {
    if (!src.doc) return { line: 1, column: 1 };
    const node = nodeAt(src.doc, path, opts);
    const offset = node?.range?.[0];
    if (offset === undefined) return { line: 1, column: 1 };
    const p = src.lineCounter.linePos(offset);
    return { line: p.line, column: p.col };
  };
}

export type Locator = ReturnType<typeof makeLocator>;

/** The source text of a plain scalar (`2.0` stays `2.0`, not `2`). */
export function scalarSource(doc: Document.Parsed | undefined, path: Path): string | undefined {
  if (!doc) return undefined;
  const node = nodeAt(doc, path);
  return isScalar(node) && typeof node.source === 'string' ? node.source : undefined;
}
