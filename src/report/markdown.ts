/**
 * Markdown building blocks that are safe for user text: task titles, check names and agent
 * output end up in PR bodies, so nothing they contain may open markup we did not write.
 */

import { oneLine } from '../text/one-line.js';

/** Removes C0/C1 control characters (ANSI escapes included) except tab and newline. */
export function stripControl(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\x1b\[[0-?]*[ -/]*[@-~]/g, '').replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/g, '');
}

/** Shortens plain text to `max` characters (before escaping, so no escape sequence is cut). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, Math.max(0, max - 1)).join('') + '…';
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Inline markdown text: HTML is escaped, markdown punctuation that could start emphasis,
 * links, code spans, fences or table cells is backslash-escaped, and `@` mentions are
 * defused so a task title cannot ping anyone.
 */
export function mdText(text: string): string {
  return escapeHtml(stripControl(text))
    .replace(/[\\`*_[\]|~#]/g, (c) => '\\' + c)
    .replace(/@(?=\w)/g, '@\u200b');
}

/**
 * User text as an inline code span: one line, capped, inside a fence longer than any backtick
 * run in it, so it can neither close the span nor render a mention, link or image.
 */
export function codeSpan(text: string, max = 100): string {
  const flat = oneLine(text, max);
  const longest = Math.max(0, ...Array.from(flat.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat === '' ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** One table cell: inline text on a single line. */
export function mdCell(text: string, max = 200): string {
  return mdText(oneLine(text, max));
}

/** A multi-line paragraph of user text: each line escaped, line breaks kept, blank runs collapsed. */
export function mdParagraph(text: string, max: number): string {
  return truncate(text.trim(), max)
    .split(/\r?\n/)
    .map((line) => mdText(line.trim()))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

/** A fenced code block whose fence is longer than any backtick run inside, so it always closes. */
export function codeFence(content: string, info = ''): string {
  const longest = Math.max(0, ...Array.from(content.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const body = stripControl(content).replace(/\n+$/, '');
  return `${fence}${info}\n${body}\n${fence}`;
}

/** A GitHub-flavoured table. `align` holds 'l' or 'r' per column. */
export function mdTable(header: string[], align: ('l' | 'r')[], rows: string[][]): string {
  const sep = align.map((a) => (a === 'r' ? '---:' : '---'));
  const line = (cells: string[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(sep), ...rows.map(line)].join('\n');
}

/** A link target: http(s) only, with characters that would end the markdown link encoded. */
export function safeUrl(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\/[^\s]+$/i.test(url)) return undefined;
  return url.replace(
    /[()<>"'\\`|[\]]/g,
    (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'),
  );
}

/** `<details>` with a summary; the blank lines let GitHub render the markdown inside. */
export function details(summary: string, body: string): string {
  return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}
