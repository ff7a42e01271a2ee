/**
 * The loop's memory (spec 002 FR-MEM-01..05): `.ralph/progress.txt`, append-only, with a
 * "Codebase Patterns" section kept at the top; and the "Codebase Patterns" sections of CLAUDE.md
 * and AGENTS.md, kept identical.
 */
import type { FileChanges } from '../git/types.js';
import { oneLine } from '../text/one-line.js';

export const PROGRESS_PATH = '.ralph/progress.txt';
const PATTERNS_HEADING = '## Codebase Patterns';
const PATTERNS_HEADING_RE = /^#{1,6}[ \t]+Codebase Patterns[ \t]*$/im;
const PLACEHOLDER = '(Patterns discovered during iterations will be consolidated here)';

export const PROGRESS_HEADER = `# Ralph Progress Log\n\n${PATTERNS_HEADING}\n\n${PLACEHOLDER}\n\n---\n`;

function normalize(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** Makes sure the progress log exists and starts with the Codebase Patterns section. */
export function ensureProgressHeader(existing: string | undefined): string {
  if (existing === undefined || existing.trim() === '') return PROGRESS_HEADER;
  const text = normalize(existing);
  if (PATTERNS_HEADING_RE.test(text)) return text;
  return `${PROGRESS_HEADER}\n${text.replace(/^\n+/, '')}`;
}

export interface ProgressEntry {
  timestamp: string;
  taskId: string;
  title: string;
  outcome: string;
  runUrl?: string;
  files: FileChanges;
  learnings?: string;
  /** Extra lines, e.g. the failure summary. */
  details?: string[];
}

export function formatProgressBlock(entry: ProgressEntry): string {
  const lines = [
    `## ${entry.timestamp} - ${oneLine(entry.taskId)}: ${oneLine(entry.title)}`,
    `Outcome: ${entry.outcome}`,
  ];
  if (entry.runUrl) lines.push(`Run: ${entry.runUrl}`);
  const changed = [
    ...entry.files.created.map((f) => `- created ${f}`),
    ...entry.files.modified.map((f) => `- modified ${f}`),
    ...entry.files.deleted.map((f) => `- deleted ${f}`),
  ];
  if (changed.length > 0) lines.push('Files changed:', ...changed);
  for (const detail of entry.details ?? []) lines.push(detail);
  if (entry.learnings)
    lines.push('Learnings:', ...entry.learnings.split('\n').map((l) => `  ${l}`.trimEnd()));
  lines.push('---');
  return lines.join('\n');
}

/** Appends one block, keeping the patterns section at the top (and creating the file's header). */
export function appendProgress(existing: string | undefined, block: string): string {
  const text = ensureProgressHeader(existing).replace(/\n*$/, '\n');
  return `${text}\n${block}\n`;
}

/** Adds lines to the Codebase Patterns section of the progress log (not repeating any). */
export function addProgressPatterns(
  existing: string | undefined,
  lines: readonly string[],
): string {
  const text = ensureProgressHeader(existing);
  if (lines.length === 0) return text;
  return addToPatternsSection(text, lines, { dropPlaceholder: true });
}

/** The lines of a markdown file's Codebase Patterns section, or undefined without one. */
export function patternLines(markdown: string | undefined): string[] | undefined {
  if (markdown === undefined) return undefined;
  const text = normalize(markdown);
  const match = PATTERNS_HEADING_RE.exec(text);
  if (!match) return undefined;
  const level = /^#+/.exec(match[0])![0].length;
  const out: string[] = [];
  for (const line of text
    .slice(match.index + match[0].length)
    .split('\n')
    .slice(1)) {
    const heading = /^(#{1,6})[ \t]/.exec(line);
    if (/^---+\s*$/.test(line) || (heading && heading[1]!.length <= level)) break;
    out.push(line);
  }
  return out;
}

function meaningful(line: string): boolean {
  const trimmed = line.trim();
  return trimmed !== '' && trimmed !== PLACEHOLDER;
}

/** Lines present in `after`'s patterns section that `before`'s did not have. */
export function addedPatternLines(before: string | undefined, after: string | undefined): string[] {
  const afterLines = patternLines(after) ?? [];
  const known = new Set((patternLines(before) ?? []).map((l) => l.trim()));
  return afterLines.filter((l) => meaningful(l) && !known.has(l.trim()));
}

/** Inserts lines at the end of the patterns section (creating the section at the end if needed). */
function addToPatternsSection(
  markdown: string,
  lines: readonly string[],
  options: { dropPlaceholder?: boolean } = {},
): string {
  const text = normalize(markdown);
  const existing = new Set((patternLines(text) ?? []).map((l) => l.trim()));
  const fresh = lines.filter((l) => !existing.has(l.trim()));
  if (fresh.length === 0) return text;
  const match = PATTERNS_HEADING_RE.exec(text);
  if (!match) {
    return `${text.replace(/\n*$/, '\n')}\n${PATTERNS_HEADING}\n\n${fresh.join('\n')}\n`;
  }
  const level = /^#+/.exec(match[0])![0].length;
  const all = text.split('\n');
  const headingLine = text.slice(0, match.index).split('\n').length - 1;
  let end = all.length;
  for (let i = headingLine + 1; i < all.length; i++) {
    const heading = /^(#{1,6})[ \t]/.exec(all[i]!);
    if (/^---+\s*$/.test(all[i]!) || (heading && heading[1]!.length <= level)) {
      end = i;
      break;
    }
  }
  const section = all.slice(headingLine + 1, end);
  const kept = options.dropPlaceholder ? section.filter((l) => l.trim() !== PLACEHOLDER) : section;
  const body = [
    ...kept.filter((l, i) => l.trim() !== '' || kept.slice(i).some((r) => r.trim() !== '')),
    ...fresh,
  ];
  while (body.length > 0 && body[0]!.trim() === '') body.shift();
  const rest = all.slice(end);
  const rebuilt = [
    ...all.slice(0, headingLine + 1),
    '',
    ...body,
    ...(rest.length > 0 ? ['', ...rest] : ['']),
  ];
  return rebuilt.join('\n');
}

export interface PatternSync {
  claudeMd?: string;
  agentsMd?: string;
  /** Every pattern line added during the iteration (to either file). */
  added: string[];
  /** Files whose text changed through the sync. */
  changed: string[];
}

/**
 * Keeps CLAUDE.md and AGENTS.md patterns identical: lines the agent added to one file's
 * Codebase Patterns section are added to the other. Files that do not exist are left alone.
 */
export function syncPatterns(args: {
  claudeBefore?: string;
  claudeAfter?: string;
  agentsBefore?: string;
  agentsAfter?: string;
}): PatternSync {
  const fromClaude = addedPatternLines(args.claudeBefore, args.claudeAfter);
  const fromAgents = addedPatternLines(args.agentsBefore, args.agentsAfter);
  const result: PatternSync = { added: [], changed: [] };
  const seen = new Set<string>();
  for (const line of [...fromClaude, ...fromAgents]) {
    if (seen.has(line.trim())) continue;
    seen.add(line.trim());
    result.added.push(line);
  }
  if (args.claudeAfter !== undefined && args.agentsAfter !== undefined) {
    const claude = addToPatternsSection(args.claudeAfter, fromAgents);
    const agents = addToPatternsSection(args.agentsAfter, fromClaude);
    if (claude !== normalize(args.claudeAfter)) {
      result.claudeMd = claude;
      result.changed.push('CLAUDE.md');
    }
    if (agents !== normalize(args.agentsAfter)) {
      result.agentsMd = agents;
      result.changed.push('AGENTS.md');
    }
  }
  return result;
}

const STATUS_BLOCK_RE = /---PRP_PHASE_STATUS---[\s\S]*?(---END_PRP_PHASE_STATUS---|$)/g;
const RALPH_STATUS_RE = /---RALPH_STATUS---[\s\S]*?(---END_RALPH_STATUS---|$)/g;

/**
 * The agent's learnings: the paragraph starting with `LEARNINGS:` in its final message, else the
 * final message's first paragraph. Status blocks never count as learnings.
 */
export function extractLearnings(finalText: string): string | undefined {
  const text = normalize(finalText)
    .replace(STATUS_BLOCK_RE, '')
    .replace(RALPH_STATUS_RE, '')
    .trim();
  if (text === '') return undefined;
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const tagged = paragraphs.find((p) => /^LEARNINGS:/i.test(p));
  const chosen = tagged ? tagged.replace(/^LEARNINGS:\s*/i, '') : paragraphs[0];
  if (!chosen) return undefined;
  const trimmed = chosen.trim();
  return trimmed.length > 2000 ? `${trimmed.slice(0, 1997)}...` : trimmed;
}
