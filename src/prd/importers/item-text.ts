/**
 * A checklist item's text as the other tools write it (`**Task 1: Add X**`, `P0-001: Add X`,
 * `1.1 Add X. Depends on: 1.0`, `Add X (deferred - needs Y)`) -> a clean title, the label it was
 * numbered with, the labels it depends on and any deferred/blocked marker.
 */
import { titleFromText } from './shared.js';

export interface ItemText {
  title: string;
  /** `1.1`, `P0-001`, `Task 1` -> `1`: what other items call it in "Depends on". */
  label: string | undefined;
  dependsOn: string[];
  /** The whole text when the title had to be shortened. */
  fullText: string | undefined;
  marker: { kind: 'deferred' | 'blocked'; reason: string } | undefined;
  /** Bold markers or a numbering label were taken out. */
  reworded: boolean;
}

const LABELS = [
  /^(?:task|step|item)\s+#?(\d+(?:\.\d+)*)\s*[:.)\-–—]\s*/i,
  /^([A-Z][A-Z0-9]{0,5}-\d+[a-z]?)\s*[:.)\-–—]\s*/,
  /^([A-Z]{0,2}\d+(?:\.\d+)+)\s*[:.)\-–—]?\s+/,
  /^([A-Z]{1,2}\d+)\s*[:.)\-–—]\s+/,
  /^(\d+)[.)]\s+/,
];

const DEPENDS = /[\s(_*]*\bdepends on\b\s*:?\s*([^)]*?)[\s)_*.]*$/i;

const LABEL = /^[A-Z]{0,6}[-_]?\d+(?:[.-]\d+)*[a-z]?$/i;

/**
 * "1.1, 1.2 and 2.1" -> ["1.1", "1.2", "2.1"]; "none" -> []; undefined when the text names
 * something other than item numbers ("depends on the timezone"), which then stays text.
 */
export function dependencyLabels(text: string): string[] | undefined {
  const labels = text
    .replace(/\s*\([^)]*\)\s*$/, '')
    .split(/\s*(?:,|;|\band\b)\s*/)
    .map((s) =>
      s
        .replace(/^(?:task|step)\s+#?/i, '')
        .replace(/[*_`.]+$/g, '')
        .trim(),
    )
    .filter((s) => s !== '' && !/^(none|nothing|n\/a|-)$/i.test(s));
  return labels.every((l) => LABEL.test(l)) ? labels : undefined;
}

/** `**Label**: value` on a line of its own under an item (a bullet or not). */
function labelledLine(line: string, label: RegExp): string | undefined {
  const match = /^\s*(?:[-*+]\s+)?[*_]*([A-Za-z ]+?)[*_]*\s*:\s*[*_]*\s*(.*)$/.exec(line);
  return match && label.test(match[1]!.trim()) ? match[2]!.trim() : undefined;
}

/** "Depends on: 1.1" / "**Dependencies**: 1.1, 2.1" under an item; undefined for other lines. */
export function dependencyLine(line: string): string[] | undefined {
  const value = labelledLine(line, /^(depends on|dependencies|dependency|requires)$/i);
  return value === undefined ? undefined : dependencyLabels(value);
}

/** "**Files**: a.ts, b.ts" under an item -> the paths ("None (...)" -> none); else undefined. */
export function filesLine(line: string): string[] | undefined {
  const value = labelledLine(line, /^(files?|files to (create|modify|change)|touches)$/i);
  if (value === undefined) return undefined;
  return value
    .split(/\s*,\s*/)
    .map((f) => f.replace(/^`|`$/g, '').trim())
    .filter((f) => f !== '' && !/^(none|n\/a|-)\b/i.test(f));
}

function inlineMarker(title: string): { title: string; marker: ItemText['marker'] } {
  const deferred = /\s*\((deferred|postponed|later)\b\s*[-:–—]?\s*([^)]*)\)/i.exec(title);
  if (deferred) {
    const reason = deferred[2]!.trim() || 'deferred';
    return { title: title.replace(deferred[0], ''), marker: { kind: 'deferred', reason } };
  }
  const blocked = /\s*\((blocked)\b\s*[-:–—]?\s*([^)]*)\)/i.exec(title);
  if (blocked) {
    const reason = blocked[2]!.trim() || 'marked BLOCKED in the source';
    return { title: title.replace(blocked[0], ''), marker: { kind: 'blocked', reason } };
  }
  return { title, marker: undefined };
}

export function readItemText(raw: string): ItemText {
  let text = raw
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .trim();
  const unbolded = text !== raw.trim();
  let dependsOn: string[] = [];
  const depends = DEPENDS.exec(text);
  const labels = depends && depends.index > 0 ? dependencyLabels(depends[1]!) : undefined;
  if (depends && labels) {
    dependsOn = labels;
    text = text.slice(0, depends.index).replace(/[\s.;,]+$/, '');
  }
  let label: string | undefined;
  for (const pattern of LABELS) {
    const match = pattern.exec(text);
    if (match && match[0].length < text.length) {
      label = match[1];
      text = text.slice(match[0].length);
      break;
    }
  }
  const marked = inlineMarker(text);
  const clean = marked.title.replace(/^[*_\s]+|[*_\s]+$/g, '').trim();
  const title = titleFromText(clean);
  return {
    title,
    label,
    dependsOn,
    fullText: title === clean ? undefined : clean,
    marker: marked.marker,
    reworded: unbolded || label !== undefined,
  };
}
