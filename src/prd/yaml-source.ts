/**
 * Turning bytes and text into a YAML document with positions, refusing hostile input
 * (oversized files, invalid UTF-8, alias bombs) with a located diagnostic instead of a crash.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Document, Node } from 'yaml';
import type { Diagnostic } from './diagnostics.js';

/** Files above this are refused: a task list is kilobytes, and parsing hundreds of MB would stall. */
export const MAX_PRD_BYTES = 20 * 1024 * 1024;
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
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
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
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}

/** Parses one YAML document. Never throws. */
export function parseYaml(text: string, file: string): YamlSource {
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
