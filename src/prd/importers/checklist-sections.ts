/**
 * What a checklist section heading means for the items under it: a priority band, Optional,
 * Deferred ("do not pick"), Completed, Notes, or plain work. Priorities are found where the other
 * tools put them: `## High Priority`, `## Priority 2`, `## P1: Tests`, `## Phase 1: X (P0 - Critical)`,
 * `## Phase 2 (Priority: HIGH)`.
 */
import { priorityFromWord } from './priority.js';
import type { SourcePriority } from './priority.js';

export type SectionKind =
  | { kind: 'tasks'; priority: SourcePriority; inProgress?: boolean }
  | { kind: 'optional' }
  | { kind: 'deferred' }
  | { kind: 'completed' }
  | { kind: 'notes' };

export const PLAIN: SectionKind = { kind: 'tasks', priority: undefined };

const WORD = '(critical|urgent|high|medium|low)';

/** Sections whose lists are not work to do: criteria, logs, notes, how-to. */
const NOT_TASKS =
  /^(notes?|success (criteria|metrics)|completion criteria|definition of done|exit criteria|done log|changelog|change log|progress( log| tracking)?|discoveries|learnings|lessons learned|open questions|references|format\b|path conventions|parallel (example|opportunities|execution)|dependencies( (&|and) execution order)?|execution order|implementation strategy|current state|overview|summary|testing checklist|verification checklist|how to use|legend)\b/;

/** A priority written anywhere in a heading; undefined when there is none. */
export function headingPriority(text: string): SourcePriority {
  const leading = new RegExp(`^${WORD}\\b`).exec(text);
  if (leading) return priorityFromWord(leading[1]!);
  const numbered = /^(?:priority|p)\s*(\d+)\b/.exec(text);
  if (numbered) return Number(numbered[1]);
  const labelled = new RegExp(`\\bpriority\\s*[:=]?\\s*(?:${WORD}|p?(\\d+))\\b`).exec(text);
  if (labelled) return labelled[1] ? priorityFromWord(labelled[1]) : Number(labelled[2]);
  const pLevel = /\(\s*p(\d)\b/.exec(text) ?? /\bp(\d)\s*[:-]/.exec(text);
  if (pLevel) return Number(pLevel[1]);
  const worded = new RegExp(`\\b${WORD}\\s+priority\\b|\\(\\s*${WORD}\\s*\\)`).exec(text);
  if (worded) return priorityFromWord(worded[1] ?? worded[2]!);
  return undefined;
}

/** What a section heading means for the items under it. */
export function classifySection(heading: string): SectionKind {
  const text = heading
    .replace(/[*_`]/g, '')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .trim()
    .replace(/^\d+(?:\.\d+)*[.)]?\s+/, '')
    .toLowerCase();
  if (
    /\b(deferred|postponed|do not (pick|start|do)|don'?t (pick|start)|not now|icebox|parking lot|won'?t do)\b/.test(
      text,
    )
  ) {
    return { kind: 'deferred' };
  }
  if (/^(optional|nice[- ]to[- ]have|stretch|backlog)\b/.test(text)) return { kind: 'optional' };
  if (/^(completed?|done|finished)\b/.test(text)) return { kind: 'completed' };
  if (NOT_TASKS.test(text)) return { kind: 'notes' };
  if (/^in[- ]progress\b/.test(text))
    return { kind: 'tasks', priority: undefined, inProgress: true };
  const priority = headingPriority(text);
  return priority === undefined ? PLAIN : { kind: 'tasks', priority };
}

/**
 * The meaning of a heading nested under a band (`### Scanner` inside `## Deferred`, `### T1` inside
 * `## P1: Tests`): a sub-heading of its own kind (Optional, Deferred, Completed, Notes) wins;
 * otherwise the band's meaning holds, so its items keep the band's priority.
 */
export function nestedSection(own: SectionKind, band: SectionKind): SectionKind {
  if (own.kind !== 'tasks' || own.inProgress) return own;
  if (band.kind === 'tasks' && band.priority === undefined) return own;
  return band;
}
