/** Converting the other Ralph tools' task lists into prd.yaml text, with a report of the mapping. */
import { basename, dirname } from 'node:path';
import { parsePrdText } from '../load-full.js';
import { CODE_TASK_FILE, importCodeTasks } from './code-task.js';
import { emitPrdYaml } from './emit.js';
import { ImportError } from './errors.js';
import { parseMarkdown } from './md-tree.js';
import { importTaskListMarkdown } from './task-list-md.js';
import type { TaskListFlavor } from './task-list-md.js';
import type { ImportReport, ImportResult } from './report.js';
import { isRecord, parseJson, titleFromName } from './shared.js';
import type { Json } from './shared.js';
import type { ImportSource, SourceFile } from './source.js';
import { importStoryMarkdown, isStoryMarkdown } from './story-md.js';
import { importJsonList, importStoriesObject, STORY_KEYS, unknownJsonShape } from './tasks-json.js';
import { importTaskMaster, isLegacyTaskMaster, taskMasterTags } from './taskmaster.js';
import { importTilthDirectory, isTilthTaskText, TILTH_TASK_FILE } from './tilth-md.js';

export { ImportError } from './errors.js';
export { emitPrdYaml, SCHEMA_COMMENT } from './emit.js';
export { integerLevels } from './priority.js';
export { specReferences } from './code-task-spec.js';
export { CODE_TASK_FILE } from './code-task.js';
export type { ImportReport, ImportResult } from './report.js';
export type { ImportSource, SourceFile } from './source.js';

export type ImportFormat =
  | 'tasks-json'
  | 'taskmaster-json'
  | 'json-list'
  | 'story-md'
  | 'checklist-md'
  | 'fix-plan-md'
  | 'implementation-plan-md'
  | 'spec-kit-md'
  | 'kiro-md'
  | 'tilth-dir'
  | 'code-task';

export interface ImportOptions {
  now?: Date;
  /** Project title; wins over the one in the file. */
  title?: string;
}

const isMarkdown = (name: string) => /\.(md|markdown)$/i.test(name);
const FIX_PLAN_FILE = /^@?fix_plan\.md$/i;

function detectJson(json: Json): ImportFormat | undefined {
  if (Array.isArray(json)) return 'json-list';
  if (taskMasterTags(json).length > 0 || isLegacyTaskMaster(json)) return 'taskmaster-json';
  if (isRecord(json) && STORY_KEYS.some((k) => k in json)) return 'tasks-json';
  return undefined;
}

/** What the Markdown tree holds: checklist items (GFM or Kiro's `- [ ]*`), numbered items. */
function markdownShape(text: string) {
  const doc = parseMarkdown(text);
  let checklist = 0;
  let specKitIds = 0;
  let numbered = 0;
  let kiroOptional = 0;
  const visit = (nodes: readonly unknown[]) => {
    for (const node of nodes as {
      type: string;
      checked?: boolean | null;
      ordered?: boolean;
      children?: unknown[];
    }[]) {
      if (node.type === 'list' && node.ordered) numbered++;
      if (node.type === 'listItem') {
        const source = text.slice(
          (node as { position?: { start: { offset?: number } } }).position?.start.offset ?? 0,
        );
        const line = source.split('\n')[0]!;
        if (/^\s*[-*+]\s+\[[ xX]\]\*/.test(line)) kiroOptional++;
        if (typeof node.checked === 'boolean') {
          checklist++;
          if (/^\s*[-*+]\s+\[[ xX]\]\s+T\d{3,}\b/.test(line)) specKitIds++;
        }
      }
      if (node.children) visit(node.children);
    }
  };
  visit(doc.root.children);
  return { checklist: checklist + kiroOptional, specKitIds, numbered, kiroOptional };
}

function detectMarkdown(text: string, fileName: string): ImportFormat | undefined {
  if (CODE_TASK_FILE.test(fileName)) return 'code-task';
  if (isTilthTaskText(text)) return 'tilth-dir';
  const base = basename(fileName);
  const shape = markdownShape(text);
  // frankbria's file is a fix plan whatever its headings look like (`### PRD-01: ...`).
  if (FIX_PLAN_FILE.test(base) && shape.checklist > 0) return 'fix-plan-md';
  if (/^IMPLEMENTATION_PLAN\.md$/i.test(base) && (shape.checklist > 0 || shape.numbered > 0)) {
    return 'implementation-plan-md';
  }
  if (/(^|\/)\.kiro\/specs\//.test(fileName) || shape.kiroOptional > 0) {
    if (shape.checklist > 0) return 'kiro-md';
  }
  if (shape.specKitIds > 0 && shape.specKitIds * 2 >= shape.checklist) return 'spec-kit-md';
  if (isStoryMarkdown(text)) return 'story-md';
  if (shape.checklist > 0) return 'checklist-md';
  return undefined;
}

/** The format of one file, or undefined when it is none of the supported ones. */
export function detectImportFormat(text: string, fileName: string): ImportFormat | undefined {
  if (isMarkdown(fileName)) return detectMarkdown(text, fileName);
  try {
    return detectJson(JSON.parse(text) as Json);
  } catch {
    return detectMarkdown(text, fileName);
  }
}

const FLAVORS: Record<string, TaskListFlavor> = {
  'checklist-md': 'checklist',
  'fix-plan-md': 'fix-plan',
  'implementation-plan-md': 'implementation-plan',
  'spec-kit-md': 'spec-kit',
  'kiro-md': 'kiro',
};

const SUPPORTED =
  'expected a prd.json/TASKS.json object with userStories or tasks, a Task Master tasks.json, a ' +
  'JSON list of tasks, a PRD markdown with "### US-001: Title" stories, a Markdown checklist ' +
  '(prd.md, fix_plan.md, IMPLEMENTATION_PLAN.md, spec-kit or Kiro tasks.md), numbered items under ' +
  'headings (IMPLEMENTATION_PLAN.md), a tilth task directory or T-NNN-*.md file, or ' +
  'ralph-orchestrator *.code-task.md files';

function importFile(
  file: SourceFile,
  now: Date,
  title: ImportOptions['title'],
  specs: SourceFile[] = [],
): ImportResult {
  file = { ...file, text: file.text.replace(/^\uFEFF/, '') }; // editors on Windows add one
  const names = {
    option: title,
    fallback:
      titleFromName(file.name) ??
      // spec-kit's specs/<feature>/tasks.md, Kiro's .kiro/specs/<feature>/tasks.md: the feature.
      (/(^|\/)specs\/[^/]+\/tasks\.md$/i.test(file.name)
        ? titleFromName(dirname(file.name).replace(/^.*\/\d+-/, ''))
        : undefined) ??
      `Tasks imported from ${file.baseName}`,
  };
  const json = { fileName: file.name, now, title, fallbackTitle: names.fallback };
  if (/\.json$/i.test(file.name)) parseJson(file.text, file.name); // invalid JSON: say why
  const format = detectImportFormat(file.text, file.name);
  switch (format) {
    case 'tasks-json':
      return importStoriesObject(parseJson(file.text, file.name) as Record<string, Json>, json);
    case 'taskmaster-json':
      return importTaskMaster(parseJson(file.text, file.name) as Record<string, Json>, json);
    case 'json-list':
      return importJsonList(parseJson(file.text, file.name) as Json[], json);
    case 'story-md':
      return importStoryMarkdown(file.text, file.name, now, names);
    case 'checklist-md':
    case 'fix-plan-md':
    case 'implementation-plan-md':
    case 'spec-kit-md':
    case 'kiro-md':
      return importTaskListMarkdown(file.text, file.name, now, names, FLAVORS[format]!);
    case 'tilth-dir':
      return importTilthDirectory(file.name, [file], now, names);
    case 'code-task':
      return importCodeTasks(file.name, [file], now, names, specs);
    default:
      if (/\.json$/i.test(file.name)) {
        throw new ImportError(unknownJsonShape(file.name, parseJson(file.text, file.name)));
      }
      throw new ImportError(`Cannot tell the format of ${file.name}: ${SUPPORTED}`);
  }
}

function importDirectory(
  name: string,
  files: SourceFile[],
  now: Date,
  title: ImportOptions['title'],
  specs: SourceFile[] = [],
): ImportResult {
  const names = {
    option: title,
    fallback: titleFromName(name) ?? `Tasks imported from ${basename(name)}`,
  };
  if (files.some((f) => TILTH_TASK_FILE.test(f.baseName))) {
    return importTilthDirectory(name, files, now, names);
  }
  if (files.some((f) => CODE_TASK_FILE.test(f.baseName))) {
    return importCodeTasks(name, files, now, names, specs);
  }
  throw new ImportError(
    `${name} is a directory without task files: expected tilth's T-NNN-*.md files (with overview.md) ` +
      'or ralph-orchestrator *.code-task.md files; to convert one file, name the file',
  );
}

/** Converts a source to a Prd and says what was mapped and dropped. Throws ImportError. */
export function importSource(source: ImportSource, opts: ImportOptions = {}): ImportResult {
  const now = opts.now ?? new Date();
  return source.kind === 'file'
    ? importFile(source.file, now, opts.title, source.specs)
    : importDirectory(source.name, source.files, now, opts.title, source.specs);
}

export interface ImportedYaml {
  yaml: string;
  taskCount: number;
  report: ImportReport;
}

/** The source as prd.yaml text, validated before it is returned. */
export function importSourceToYaml(source: ImportSource, opts: ImportOptions = {}): ImportedYaml {
  const { prd, report } = importSource(source, opts);
  const yaml = emitPrdYaml(prd);
  const check = parsePrdText(yaml, 'prd.yaml');
  if (check.errors.length > 0) {
    const name = source.kind === 'file' ? source.file.name : source.name;
    // Positions in text the user never saw would not help: name the rule and the task.
    const problems = check.errors.map((d) => `${d.rule} ${d.message}`).join('\n  ');
    throw new ImportError(`${name} converts to an invalid prd.yaml:\n  ${problems}`);
  }
  const warnings = [...report.warnings, ...check.warnings.map((d) => d.message)];
  return { yaml, taskCount: prd.tasks.length, report: { ...report, warnings } };
}

const fileSource = (text: string, fileName: string): ImportSource => ({
  kind: 'file',
  file: { name: fileName, baseName: basename(fileName), text },
});

/** One file's text to a Prd (see importSource). */
export function importToPrd(text: string, fileName: string, opts: ImportOptions = {}) {
  return importSource(fileSource(text, fileName), opts).prd;
}

/** One file's text to prd.yaml text (see importSourceToYaml). */
export function importToPrdYaml(text: string, fileName: string, opts: ImportOptions = {}) {
  return importSourceToYaml(fileSource(text, fileName), opts);
}
