/** Small markdown helpers for prompt sections. */
import path from 'node:path';
import type { PromptFile } from './types.js';

const LANGUAGES: Record<string, string> = {
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.ts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.jsx': 'jsx',
  '.mjs': 'js',
  '.cjs': 'js',
  '.json': 'json',
  '.yaml': 'yaml',
  '.yml': 'yaml',
  '.py': 'python',
  '.rs': 'rust',
  '.go': 'go',
  '.sh': 'bash',
  '.css': 'css',
  '.html': 'html',
  '.sql': 'sql',
  '.toml': 'toml',
};

/** A code fence longer than any backtick run inside `content`, so the file cannot close it. */
export function fenceFor(content: string): string {
  let longest = 0;
  for (const run of content.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return '`'.repeat(Math.max(3, longest + 1));
}

export function fenced(content: string, language = ''): string {
  const fence = fenceFor(content);
  const body = content.endsWith('\n') ? content : `${content}\n`;
  return `${fence}${language}\n${body}${fence}`;
}

export function languageOf(filePath: string): string {
  return LANGUAGES[path.posix.extname(filePath).toLowerCase()] ?? '';
}

/** `### path` then the fenced contents, or the note saying why they are missing. */
export function renderFile(file: PromptFile): string {
  if (file.content === undefined)
    return `### ${file.path}\n${file.note ?? `(file not found: ${file.path})`}`;
  return `### ${file.path}\n${fenced(file.content, languageOf(file.path))}`;
}

/** Trims trailing whitespace and surrounding blank lines; CRLF becomes LF. */
export function cleanBlock(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .trim();
}

/** Continuation lines of a list item are indented so the item stays one item. */
export function indentContinuation(text: string, indent = '  '): string {
  return cleanBlock(text).split('\n').join(`\n${indent}`);
}
