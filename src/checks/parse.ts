/**
 * Reads the RALPH:CHECKS block of a CLAUDE.md/AGENTS.md: YAML between the markers, optionally
 * inside a ```yaml fence. Every problem is reported with its line in the markdown file.
 */
import { isMap, isNode, isPair, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { DEFAULT_CHECK_TIMEOUT_MS, parseTimeout } from './duration.js';
import { findMarkerLines } from './markers.js';

export { findChecksBlock } from './markers.js';
import type { CheckDefinition, ChecksBlockError, ChecksParseResult } from './types.js';

const CHECK_KEYS = ['name', 'command', 'required', 'timeout'] as const;

const CheckEntrySchema = z
  .object({
    name: z.string().trim().min(1),
    command: z.string().trim().min(1),
    required: z.boolean().optional(),
    timeout: z.union([z.number(), z.string()]).optional(),
  })
  .strict();

const BLOCK_KEYS = ['checks', 'protect'] as const;

const ChecksBlockSchema = z
  .object({
    checks: z.array(CheckEntrySchema).min(1),
    /** Globs of more files the checks depend on (see src/engine/gate/defaults.ts). */
    protect: z
      .array(
        z.union([
          z.string().trim().min(1),
          z.object({ refuse: z.string().trim().min(1) }).strict(),
        ]),
      )
      .optional(),
  })
  .strict();

const FENCE_OPEN = /^\s*(`{3,}|~{3,})\s*([\w-]*)\s*$/;

type Path = ReadonlyArray<string | number>;

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = levenshtein(word.toLowerCase(), candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 3))
    ? best
    : undefined;
}

/**
 * Parses the RALPH:CHECKS block of `markdown`. `found` is false when there is no block at all.
 * Error messages are ready to print: they start with `<file>:<line>:` (or `line <n>:`).
 */
export function parseChecksBlock(markdown: string, file?: string): ChecksParseResult {
  const lines = markdown.split(/\r?\n/);
  const errors: ChecksBlockError[] = [];
  const fail = (line: number, message: string) => {
    errors.push({ line, message: `${file ? `${file}:${line}` : `line ${line}`}: ${message}` });
  };
  const result = (extra: Partial<ChecksParseResult> = {}): ChecksParseResult => ({
    found: true,
    checks: [],
    errors,
    ...extra,
  });

  // Marker lines only: a marker in prose, inline code or a fenced example is text.
  const { starts, ends } = findMarkerLines(lines);
  if (starts.length === 0) {
    if (ends.length > 0) {
      fail(
        ends[0]! + 1,
        'found <!-- RALPH:CHECKS:END --> without a <!-- RALPH:CHECKS:START --> before it',
      );
      return result();
    }
    return { found: false, checks: [], errors };
  }
  const start = starts[0]!;
  if (starts.length > 1) {
    fail(
      starts[1]! + 1,
      `a second RALPH:CHECKS block starts here (the first starts at line ${start + 1}); keep one block`,
    );
    return result();
  }
  const end = ends.find((e) => e > start);
  if (end === undefined) {
    fail(start + 1, 'RALPH:CHECKS:START has no matching <!-- RALPH:CHECKS:END --> after it');
    return result();
  }

  const rawBlock = lines.slice(start + 1, end).join('\n');
  // 0-based markdown index of the first YAML line, and the YAML lines themselves.
  let yamlFirst = start + 1;
  let yamlLines = lines.slice(start + 1, end);
  const firstContent = yamlLines.findIndex((l) => l.trim() !== '');
  const open = firstContent >= 0 ? FENCE_OPEN.exec(yamlLines[firstContent]!) : null;
  if (open) {
    const language = open[2]!.toLowerCase();
    if (language !== '' && language !== 'yaml' && language !== 'yml') {
      fail(
        yamlFirst + firstContent + 1,
        `the code fence is marked "${language}"; the checks block must be YAML (\`\`\`yaml)`,
      );
      return result({ rawBlock });
    }
    let lastContent = yamlLines.length - 1;
    while (lastContent > firstContent && yamlLines[lastContent]!.trim() === '') lastContent--;
    const fence = open[1]!;
    if (
      lastContent === firstContent ||
      !yamlLines[lastContent]!.trim().startsWith(fence[0]!.repeat(3))
    ) {
      fail(
        yamlFirst + firstContent + 1,
        `the ${fence}${open[2]} fence opened here is not closed before <!-- RALPH:CHECKS:END -->`,
      );
      return result({ rawBlock });
    }
    yamlLines = yamlLines.slice(firstContent + 1, lastContent);
    yamlFirst = yamlFirst + firstContent + 1;
  }

  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlLines.join('\n'), {
    lineCounter,
    prettyErrors: false,
    uniqueKeys: true,
  });
  const lineAt = (offset: number) => yamlFirst + lineCounter.linePos(offset).line;
  if (doc.errors.length > 0) {
    for (const error of doc.errors)
      fail(lineAt(error.pos[0]), `YAML syntax error: ${error.message.split('\n')[0]}`);
    return result({ rawBlock });
  }

  const value: unknown = doc.toJS();
  if (value === null || value === undefined) {
    fail(
      start + 1,
      'the RALPH:CHECKS block has no checks yet (it is empty or only comments): add a `checks:` list with at least one command',
    );
    return result({ rawBlock });
  }

  const lineOf = (path: Path | number) =>
    typeof path === 'number' ? path : (nodeLine(doc, path, lineAt) ?? start + 1);
  const parsed = ChecksBlockSchema.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      describeIssue(issue, value, (path, message) => fail(lineOf(path), message), doc, lineAt);
    }
    errors.sort((a, b) => a.line - b.line);
    return result({ rawBlock });
  }

  const checks: CheckDefinition[] = [];
  const seen = new Map<string, number>();
  parsed.data.checks.forEach((entry, index) => {
    const label = checkLabel(index, entry.name);
    let timeoutMs = DEFAULT_CHECK_TIMEOUT_MS;
    if (entry.timeout !== undefined) {
      const ms = parseTimeout(entry.timeout);
      if (ms === undefined) {
        fail(
          lineOf(['checks', index, 'timeout']),
          `${label}: timeout ${JSON.stringify(entry.timeout)} is not a duration; use seconds (90) or a string like "90s", "10m", "1h"`,
        );
        return;
      }
      timeoutMs = ms;
    }
    const name = entry.name.trim();
    const first = seen.get(name);
    if (first !== undefined) {
      fail(
        lineOf(['checks', index, 'name']),
        `${label}: the name "${name}" is already used by check ${first + 1}; names must be unique`,
      );
      return;
    }
    seen.set(name, index);
    checks.push({
      name,
      command: entry.command.trim(),
      required: entry.required ?? true,
      timeoutMs,
    });
  });
  if (errors.length > 0) return result({ rawBlock });
  const protect = parsed.data.protect?.map((entry) =>
    typeof entry === 'string' ? entry.trim() : `refuse:${entry.refuse.trim()}`,
  );
  return result({ checks, rawBlock, ...(protect ? { protect } : {}) });
}

function checkLabel(index: number, name: unknown): string {
  return typeof name === 'string' && name.trim()
    ? `check ${index + 1} ("${name.trim()}")`
    : `check ${index + 1}`;
}

function valueAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `a ${typeof value}`;
}

function describeIssue(
  issue: z.core.$ZodIssue,
  root: unknown,
  report: (at: Path | number, message: string) => void,
  doc: Document,
  lineAt: (offset: number) => number,
): void {
  const path = issue.path as Array<string | number>;
  const inCheck = path[0] === 'checks' && typeof path[1] === 'number';
  const where = inCheck
    ? checkLabel(path[1] as number, valueAt(root, ['checks', path[1] as number, 'name']))
    : 'the block';
  const field = path[path.length - 1];
  const actual = valueAt(root, path);

  if (issue.code === 'unrecognized_keys') {
    const known = inCheck ? CHECK_KEYS : BLOCK_KEYS;
    for (const key of issue.keys) {
      const suggestion = didYouMean(key, known);
      const hint = suggestion
        ? ` (did you mean "${suggestion}"?)`
        : ` (known keys: ${known.join(', ')})`;
      report(keyLine(doc, path, key, lineAt) ?? path, `${where}: unknown key "${key}"${hint}`);
    }
    return;
  }
  if (path.length === 0) {
    report(path, `the block must be a mapping with a \`checks:\` list, found ${typeName(root)}`);
    return;
  }
  if (path.length === 1 && field === 'checks') {
    if (actual === undefined) report([], 'the block has no `checks:` list');
    else if (Array.isArray(actual))
      report(path, 'the `checks:` list is empty: add at least one check, or remove the block');
    else report(path, `\`checks:\` must be a list of checks, found ${typeName(actual)}`);
    return;
  }
  if (path[0] === 'protect' && path.length > 1 && typeof actual === 'string') {
    report(path, `\`protect:\` entry ${Number(path[1]) + 1} is empty`);
    return;
  }
  if (path[0] === 'protect') {
    report(
      path,
      `\`protect:\` must be a list of path globs (like ".npmrc" or "config/**"), found ${typeName(actual)}${path.length > 1 ? ` at entry ${Number(path[1]) + 1}` : ''}`,
    );
    return;
  }
  if (inCheck && path.length === 2) {
    report(path, `${where} must be a mapping with name and command, found ${typeName(actual)}`);
    return;
  }
  if (actual === undefined || actual === null) {
    report(path.slice(0, -1), `${where}: "${String(field)}" is missing`);
  } else if (field === 'required') {
    report(path, `${where}: "required" must be true or false, found ${JSON.stringify(actual)}`);
  } else if (field === 'timeout') {
    report(path, `${where}: timeout must be seconds (90) or a duration like "90s", "10m", "1h"`);
  } else if (typeof actual === 'string') {
    report(path, `${where}: "${String(field)}" must not be empty`);
  } else {
    report(path, `${where}: "${String(field)}" must be a string, found ${typeName(actual)}`);
  }
}

/** 1-based markdown line of the node at `path`, or of its nearest existing parent. */
function nodeLine(
  doc: Document,
  path: Path,
  lineAt: (offset: number) => number,
): number | undefined {
  for (let length = path.length; length >= 0; length--) {
    const node = length === 0 ? doc.contents : doc.getIn(path.slice(0, length), true);
    if (isNode(node) && node.range) return lineAt(node.range[0]);
  }
  return undefined;
}

function keyLine(doc: Document, path: Path, key: string, lineAt: (offset: number) => number) {
  const map = path.length === 0 ? doc.contents : doc.getIn(path, true);
  if (!isMap(map)) return undefined;
  for (const pair of map.items) {
    if (isPair(pair) && isScalar(pair.key) && pair.key.value === key && pair.key.range) {
      return lineAt(pair.key.range[0]);
    }
  }
  return undefined;
}
