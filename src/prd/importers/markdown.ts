/** Small, forgiving readers for the markdown task formats (frontmatter, headings, lists). */
import { ImportError } from './errors.js';

export const CHECKLIST_ITEM = /^(\s*)[-*+]\s+\[([ xX])\]\s+(.*\S)\s*$/;
export const BULLET = /^(\s*)(?:[-*+]|\d+[.)])\s+(.*\S)\s*$/;
export const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;

export interface Frontmatter {
  data: Map<string, string>;
  body: string[];
}

/**
 * `---` ... `---` at the top, read as `key: value` lines (quotes stripped, nested YAML ignored),
 * the way tilth and ralph-orchestrator write it. No block: empty data, the whole text as body.
 */
export function splitFrontmatter(text: string, fileName: string): Frontmatter {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const data = new Map<string, string>();
  if (lines[0]?.trim() !== '---') return { data, body: lines };
  const end = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
  if (end < 0) throw new ImportError(`${fileName}: the frontmatter block (---) is not closed`);
  for (const line of lines.slice(1, end)) {
    const match = /^([A-Za-z_][\w-]*)\s*:\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    const value = match[2]!.replace(/^(["'])(.*)\1$/, '$2');
    if (value !== '' && value !== 'null' && value !== '~') data.set(match[1]!, value);
  }
  return { data, body: lines.slice(end + 1) };
}

export interface Section {
  /** 0 for text before the first heading. */
  level: number;
  heading: string;
  lines: string[];
}

/** Splits lines at headings of `level` or higher (fewer #); deeper headings stay in the body. */
export function sectionsAt(lines: string[], level: number): Section[] {
  const out: Section[] = [{ level: 0, heading: '', lines: [] }];
  let fence = false;
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const h = fence ? null : HEADING.exec(line);
    if (h && h[1]!.length <= level) {
      out.push({ level: h[1]!.length, heading: h[2]!, lines: [] });
    } else {
      out[out.length - 1]!.lines.push(line);
    }
  }
  return out.filter((s, i) => i > 0 || s.lines.some((l) => l.trim() !== ''));
}

/** Text with HTML comments removed and outer blank lines trimmed; undefined when empty. */
export function cleanText(lines: string[]): string | undefined {
  const text = lines
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text === '' ? undefined : text;
}

/** The items of a bullet list (one level; wrapped lines joined), checkboxes removed. */
export function listItems(lines: string[]): string[] {
  const items: string[] = [];
  let indent = -1;
  for (const line of lines) {
    const bullet = BULLET.exec(line);
    if (bullet && (indent < 0 || bullet[1]!.length <= indent)) {
      indent = bullet[1]!.length;
      items.push(bullet[2]!.replace(/^\[[ xX]\]\s+/, ''));
    } else if (items.length > 0 && line.trim() !== '' && /^\s+/.test(line)) {
      items[items.length - 1] += ` ${line.trim()}`;
    }
  }
  return items;
}

/** Heading text without emoji, symbols and markup: "🔴 High Priority" -> "High Priority". */
export function plainHeading(heading: string): string {
  return heading
    .replace(/[*_`]/g, '')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .trim();
}
