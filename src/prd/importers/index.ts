/** Converting other task-list formats into prd.yaml text. */
import { basename } from 'node:path';
import { formatDiagnostic } from '../diagnostics.js';
import { parsePrdText } from '../load.js';
import type { Prd } from '../schema.js';
import { emitPrdYaml } from './emit.js';
import { ImportError } from './errors.js';
import { CHECKLIST_ITEM, importPrdMarkdown } from './prd-md.js';
import { isRecord, parseJson } from './shared.js';
import { importTasksJson } from './tasks-json.js';
import { importTilthJson } from './tilth-json.js';

export { ImportError } from './errors.js';
export { emitPrdYaml, SCHEMA_COMMENT } from './emit.js';
export { priorityFromInteger } from './tasks-json.js';

export type ImportFormat = 'tasks-json' | 'tilth-json' | 'prd-md';

export function detectImportFormat(text: string, fileName: string): ImportFormat | undefined {
  if (/\.(md|markdown)$/i.test(fileName)) return 'prd-md';
  try {
    const json: unknown = JSON.parse(text);
    if (Array.isArray(json)) return 'tilth-json';
    if (isRecord(json) && 'userStories' in json) return 'tasks-json';
    return undefined;
  } catch {
    return text.split(/\r?\n/).some((l) => CHECKLIST_ITEM.test(l)) ? 'prd-md' : undefined;
  }
}

export function importToPrd(
  text: string,
  fileName: string,
  opts: { now?: Date; title?: string } = {},
): Prd {
  const now = opts.now ?? new Date();
  const format = detectImportFormat(text, fileName);
  const fallbackTitle = opts.title ?? `Tasks imported from ${basename(fileName)}`;
  switch (format) {
    case 'tasks-json':
      return importTasksJson(parseJson(text, fileName), fileName, now);
    case 'tilth-json':
      return importTilthJson(parseJson(text, fileName), fileName, now, fallbackTitle);
    case 'prd-md':
      return importPrdMarkdown(text, fileName, now, fallbackTitle);
    default:
      throw new ImportError(
        `Cannot tell the format of ${fileName}: expected a TASKS.json/prd.json object with userStories, ` +
          'a tilth prd.json list of tasks, or a prd.md checklist',
      );
  }
}

/** Converts a task list to prd.yaml text; the result is validated before it is returned. */
export function importToPrdYaml(
  text: string,
  fileName: string,
  opts: { now?: Date; title?: string } = {},
): { yaml: string; taskCount: number } {
  const prd = importToPrd(text, fileName, opts);
  const yaml = emitPrdYaml(prd);
  const check = parsePrdText(yaml, 'prd.yaml');
  if (check.errors.length > 0) {
    const problems = check.errors.map((d) => formatDiagnostic(d)).join('\n  ');
    throw new ImportError(`${fileName} converts to an invalid prd.yaml:\n  ${problems}`);
  }
  return { yaml, taskCount: prd.tasks.length };
}
