/**
 * The full YAML parser's side of reading a task list: a document with positions, for files
 * outside the fast reader's subset and for the exact messages of syntax errors. Loaded only
 * when such a file is read.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Document, Node } from 'yaml';
import type { Diagnostic } from './diagnostics.js';
import { diagnostic, MAX_ALIAS_COUNT, MAX_NESTING, tooDeepAt } from './source-text.js';
import type { Locator, Path, Position } from './source-text.js';

export * from './source-text.js';

export interface YamlSource {
  doc: Document.Parsed | undefined;
  lineCounter: LineCounter;
  /** The plain JS value; undefined when the YAML has errors. */
  value: unknown;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
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
export function makeLocator(src: Pick<YamlSource, 'doc' | 'lineCounter'>): Locator {
  return (path: Path, opts: { key?: boolean } = {}): Position => {
    if (!src.doc) return { line: 1, column: 1 };
    const node = nodeAt(src.doc, path, opts);
    const offset = node?.range?.[0];
    if (offset === undefined) return { line: 1, column: 1 };
    const p = src.lineCounter.linePos(offset);
    return { line: p.line, column: p.col };
  };
}

/** The source text of a plain scalar (`2.0` stays `2.0`, not `2`). */
export function scalarSource(doc: Document.Parsed | undefined, path: Path): string | undefined {
  if (!doc) return undefined;
  const node = nodeAt(doc, path);
  return isScalar(node) && typeof node.source === 'string' ? node.source : undefined;
}
