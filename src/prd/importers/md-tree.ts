/**
 * Markdown read through a CommonMark + GFM parser (mdast-util-from-markdown with the GFM
 * extensions: task list items, strikethrough, tables), and the few ways the importers look at the
 * tree. Text that goes into a task is taken from the source by position, so code spans and code
 * blocks reach prd.yaml exactly as they were written.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { Heading, ListItem, Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import { parse as parseYaml } from 'yaml';
import { ImportError } from './errors.js';

export type { Heading, List, ListItem, Paragraph, Root, RootContent } from 'mdast';

export interface MarkdownDoc {
  root: Root;
  /** The text the positions point into (frontmatter included). */
  source: string;
}

export function parseMarkdown(text: string): MarkdownDoc {
  const source = text.replace(/^\uFEFF/, '');
  return {
    root: fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }),
    source,
  };
}

/** The source text of a node, as written. */
export function sourceOf(doc: MarkdownDoc, node: Nodes): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? '' : doc.source.slice(start, end);
}

/**
 * The source text of a run of blocks, with the indentation they share removed (blocks nested in a
 * list item are indented in the source).
 */
export function blocksText(doc: MarkdownDoc, nodes: readonly Nodes[]): string | undefined {
  const skipped = (n: Nodes) =>
    (n.type === 'html' && /^<!--[\s\S]*-->$/.test(n.value.trim())) || n.type === 'thematicBreak';
  const first = nodes[0]?.position;
  const last = nodes[nodes.length - 1]?.position;
  if (first && last && nodes.every((n) => n.position?.start.column === 1 && !skipped(n))) {
    // Top-level blocks together: the source as written, blank lines and all.
    const text = doc.source.slice(first.start.offset, last.end.offset).trim();
    return text === '' ? undefined : text;
  }
  const parts = nodes
    .filter((n) => !(n.type === 'html' && /^<!--[\s\S]*-->$/.test(n.value.trim())))
    .map((n) => {
      const column = (n.position?.start.column ?? 1) - 1;
      return sourceOf(doc, n)
        .split('\n')
        .map((line, i) => (i === 0 ? line : line.replace(new RegExp(`^ {0,${column}}`), '')))
        .join('\n');
    })
    .filter((t) => t.trim() !== '' && !/^\s*([-*_])(\s*\1){2,}\s*$/.test(t));
  const text = parts.join('\n\n').trim();
  return text === '' ? undefined : text;
}

/**
 * Inline content as text for a title: emphasis markers go, code spans stay as written (with their
 * backticks), links keep their text, HTML comments go.
 */
export function inlineText(doc: MarkdownDoc, nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((n): string => {
      switch (n.type) {
        case 'text':
          return n.value;
        case 'inlineCode':
          return sourceOf(doc, n);
        case 'break':
          return '\n';
        case 'html':
          return /^<!--/.test(n.value) ? '' : n.value;
        case 'image':
          return n.alt ?? '';
        case 'footnoteReference':
          return '';
        default:
          return 'children' in n ? inlineText(doc, n.children as PhrasingContent[]) : '';
      }
    })
    .join('');
}

/** Plain heading text: "🔴 **High** Priority" -> "High Priority". */
export function headingText(doc: MarkdownDoc, heading: Heading): string {
  return inlineText(doc, heading.children)
    .replace(/`/g, '')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .trim();
}

/** True when some of the inline content is struck through (`~~text~~`). */
export function struckShare(doc: MarkdownDoc, nodes: readonly PhrasingContent[]): number {
  const all = inlineText(doc, nodes).replace(/\s+/g, '').length;
  if (all === 0) return 0;
  const struck = nodes
    .filter((n) => n.type === 'delete')
    .map((n) => inlineText(doc, [n]).replace(/\s+/g, '').length)
    .reduce((a, b) => a + b, 0);
  return struck / all;
}

export interface Section {
  /** 0 for the text before the first heading. */
  depth: number;
  heading: Heading | undefined;
  title: string;
  /** The blocks up to the next heading of this depth or less (deeper headings included). */
  blocks: RootContent[];
}

/** The document cut at headings of `depth` or less. */
export function sectionsAt(doc: MarkdownDoc, depth: number): Section[] {
  const out: Section[] = [{ depth: 0, heading: undefined, title: '', blocks: [] }];
  for (const node of doc.root.children) {
    if (node.type === 'heading' && node.depth <= depth) {
      out.push({ depth: node.depth, heading: node, title: headingText(doc, node), blocks: [] });
    } else if (node.type !== 'yaml') {
      out[out.length - 1]!.blocks.push(node);
    }
  }
  return out.filter((s, i) => i > 0 || blocksText(doc, s.blocks) !== undefined);
}

/** The items of the lists in some blocks (one level), as title text. */
export function listItemTexts(doc: MarkdownDoc, blocks: readonly RootContent[]): string[] {
  return blocks.flatMap((b) =>
    b.type === 'list' ? b.children.map((item) => itemText(doc, item)) : [],
  );
}

/** A list item's own text: its first paragraph, lines joined. */
export function itemText(doc: MarkdownDoc, item: ListItem): string {
  const first = item.children[0];
  if (first?.type !== 'paragraph') return '';
  return inlineText(doc, first.children)
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

export interface Frontmatter {
  data: Map<string, string>;
  /** The markdown after the block. */
  body: string;
}

/**
 * A `---` ... `---` block at the top, read as YAML; scalar values kept as text, nested values
 * ignored. No block: empty data, the whole text as body.
 */
export function splitFrontmatter(text: string, fileName: string): Frontmatter {
  const source = text.replace(/^\uFEFF/, '');
  const data = new Map<string, string>();
  const open = /^---[ \t]*\r?\n/.exec(source);
  if (!open) return { data, body: source };
  const close = /^---[ \t]*$/m.exec(source.slice(open[0].length));
  if (!close) throw new ImportError(`${fileName}: the frontmatter block (---) is not closed`);
  const block = source.slice(open[0].length, open[0].length + close.index);
  let parsed: unknown;
  try {
    parsed = parseYaml(block);
  } catch (e) {
    throw new ImportError(
      `${fileName}: the frontmatter is not valid YAML: ${(e as Error).message}`,
    );
  }
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (typeof value === 'string' && value.trim() !== '') data.set(key, value.trim());
      else if (typeof value === 'number' || typeof value === 'boolean')
        data.set(key, String(value));
      else if (value instanceof Date) data.set(key, value.toISOString());
    }
  }
  const rest = source.slice(open[0].length + close.index + close[0].length).replace(/^\r?\n/, '');
  return { data, body: rest };
}
