/**
 * Just enough markdown reading for the documentation tests: fenced code blocks, sections by
 * heading, pipe tables, GitHub heading anchors. Lines inside code fences are never mistaken
 * for headings or tables.
 */

export interface FencedBlock {
  /** The info string's first word (`yaml`, `bash`...), '' when none. */
  lang: string;
  content: string;
  /** 1-based line of the opening fence. */
  line: number;
}

interface Line {
  text: string;
  /** 1-based. */
  number: number;
  inFence: boolean;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)/;

/** Every line, marked when it belongs to a fenced code block (fence lines included). */
function classify(markdown: string): Line[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let fence: string | undefined;
  return lines.map((text, index) => {
    const number = index + 1;
    if (fence !== undefined) {
      const trimmed = text.trim();
      if (trimmed.startsWith(fence) && /^(`+|~+)$/.test(trimmed) && trimmed[0] === fence[0]) {
        fence = undefined;
      }
      return { text, number, inFence: true };
    }
    const open = FENCE.exec(text);
    if (open) {
      fence = open[1]!;
      return { text, number, inFence: true };
    }
    return { text, number, inFence: false };
  });
}

export function fencedBlocks(markdown: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const fence = open[1]!;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const trimmed = lines[j]!.trim();
      if (trimmed[0] === fence[0] && /^(`+|~+)$/.test(trimmed) && trimmed.length >= fence.length) {
        break;
      }
      body.push(lines[j]!);
    }
    blocks.push({ lang: open[2] ?? '', content: body.join('\n'), line: i + 1 });
    i = j;
  }
  return blocks;
}

export interface Heading {
  level: number;
  text: string;
  line: number;
}

export function headings(markdown: string): Heading[] {
  return classify(markdown).flatMap((l) => {
    if (l.inFence) return [];
    const match = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(l.text);
    return match ? [{ level: match[1]!.length, text: match[2]!, line: l.number }] : [];
  });
}

/**
 * The text under the heading whose text is `title` (exact), up to the next heading of the
 * same or a higher level. Throws when the heading is missing, naming the headings there are.
 */
export function section(markdown: string, title: string): string {
  const all = headings(markdown);
  const index = all.findIndex((h) => h.text === title);
  if (index < 0) {
    throw new Error(
      `No heading "${title}" in the document; its headings are:\n${all.map((h) => `${'#'.repeat(h.level)} ${h.text}`).join('\n')}`,
    );
  }
  const start = all[index]!;
  const end = all.slice(index + 1).find((h) => h.level <= start.level);
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  return lines.slice(start.line, end ? end.line - 1 : lines.length).join('\n');
}

/** Splits a table row into trimmed cells; `\|` stays inside a cell (as `|`). */
export function tableCells(row: string): string[] {
  let body = row.trim();
  if (body.startsWith('|')) body = body.slice(1);
  if (body.endsWith('|') && !body.endsWith('\\|')) body = body.slice(0, -1);
  const cells: string[] = [];
  let current = '';
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch === '\\' && body[i + 1] === '|') {
      current += '|';
      i++;
    } else if (ch === '|') {
      cells.push(current.trim());
      current = '';
    } else {
      current += ch;
    }
  }
  cells.push(current.trim());
  return cells;
}

export interface Table {
  header: string[];
  rows: string[][];
  /** 1-based line of the header row within the text given. */
  line: number;
}

/** Every pipe table in `markdown`, outside code fences. */
export function tables(markdown: string): Table[] {
  const found: Table[] = [];
  const lines = classify(markdown);
  for (let i = 0; i < lines.length; i++) {
    const header = lines[i]!;
    const separator = lines[i + 1];
    if (header.inFence || !header.text.trim().startsWith('|')) continue;
    if (!separator || separator.inFence || !/^\s*\|?\s*:?-{3,}/.test(separator.text)) continue;
    const rows: string[][] = [];
    let j = i + 2;
    for (; j < lines.length && !lines[j]!.inFence && lines[j]!.text.trim().startsWith('|'); j++) {
      rows.push(tableCells(lines[j]!.text));
    }
    found.push({ header: tableCells(header.text), rows, line: header.number });
    i = j - 1;
  }
  return found;
}

/** The first table of a section (see `section`). */
export function firstTable(markdown: string, title: string): Table {
  const table = tables(section(markdown, title))[0];
  if (!table) throw new Error(`The section "${title}" has no table`);
  return table;
}

/** A value as one table cell: one line, `|` escaped, `<` as `&lt;` (else `<name>` reads as HTML). */
export function escapeCell(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|').replace(/</g, '&lt;');
}

/** A value as inline code, with a longer backtick run when it contains backticks. */
export function inlineCode(text: string): string {
  if (!text.includes('`')) return `\`${text}\``;
  return `\`\` ${text} \`\``;
}

export function renderTable(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/**
 * GitHub's anchor for a heading: lower case, everything but letters, digits, `_`, `-` and
 * spaces removed, spaces turned into hyphens (duplicates get -1, -2... suffixes).
 */
export function githubAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a reader can link to: heading anchors (with duplicate suffixes) and `<a id>`s. */
export function anchors(markdown: string): Set<string> {
  const result = new Set<string>();
  const seen = new Map<string, number>();
  for (const h of headings(markdown)) {
    const base = githubAnchor(h.text);
    const count = seen.get(base) ?? 0;
    result.add(count === 0 ? base : `${base}-${count}`);
    seen.set(base, count + 1);
  }
  for (const l of classify(markdown)) {
    if (l.inFence) continue;
    for (const match of l.text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) result.add(match[1]!);
  }
  return result;
}

/** Targets of markdown links `[text](target)` outside code fences and inline code. */
export function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const l of classify(markdown)) {
    if (l.inFence) continue;
    const withoutCode = l.text.replace(/`[^`]*`/g, '');
    for (const match of withoutCode.matchAll(/\]\(([^)\s]+)\)/g)) targets.push(match[1]!);
  }
  return targets;
}

/** Inline code spans outside fences (their content). */
export function inlineCodeSpans(markdown: string): string[] {
  const spans: string[] = [];
  for (const l of classify(markdown)) {
    if (l.inFence) continue;
    for (const match of l.text.matchAll(/(`+)(?!`)(.+?)(?<!`)\1(?!`)/g))
      spans.push(match[2]!.trim());
  }
  return spans;
}
