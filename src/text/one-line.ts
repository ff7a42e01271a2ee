/**
 * Text from the task list (and from issues, through plan mode) is data. Wherever a title or an
 * id becomes part of something else (a commit subject, a progress heading, a pull-request row,
 * a comment, a log group), it goes through `oneLine` first: one line, no control or
 * direction-changing characters, length-capped. A title can then never add a line of its own
 * (a `Co-authored-by:` trailer, a markdown heading, a YAML key).
 */
import { parseDocument, isMap, isSeq, isScalar } from 'yaml';

export const TITLE_MAX_LENGTH = 200;

// eslint-disable-next-line no-control-regex
const ANSI_ESCAPE = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b[@-_]/g;
// C0 and C1 controls, DEL; bidi embeddings, overrides and isolates; zero-width and BOM.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\x00-\x08\x0e-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
// Every kind of line break and tab becomes a space.
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

/** One line of plain text: breaks become spaces, invisible characters go, at most `max` characters. */
export function oneLine(text: string | number, max = TITLE_MAX_LENGTH): string {
  const flat = String(text)
    .replace(ANSI_ESCAPE, '')
    .replace(BREAKS, ' ')
    .replace(INVISIBLE, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/**
 * A task list written from text anyone can write (plan mode): the project title and every task
 * title are made one line before the file is written. Comments and layout are kept.
 */
export function sanitizeTaskListTitles(yamlText: string): string {
  const doc = parseDocument(yamlText);
  if (doc.errors.length > 0) return yamlText;
  let changed = false;
  const fix = (map: unknown): void => {
    if (!isMap(map)) return;
    const title = map.get('title', true);
    if (isScalar(title) && typeof title.value === 'string') {
      const clean = oneLine(title.value);
      if (clean !== title.value) {
        title.value = clean;
        changed = true;
      }
    }
  };
  if (isMap(doc.contents)) {
    fix(doc.contents.get('project'));
    const tasks = doc.contents.get('tasks');
    if (isSeq(tasks)) for (const task of tasks.items) fix(task);
  }
  return changed ? doc.toString() : yamlText;
}
