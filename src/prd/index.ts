/** The task-list core: load, validate, select, change status, save, import. */
export * from './schema.js';
export * from './diagnostics.js';
export { loadPrdFile } from './load.js';
export { parsePrdText } from './load-full.js';
export type { LoadedPrd } from './load.js';
export { countTasks, findTask, isComplete, progressPercent, selectNextTask } from './select.js';
export type { Selection } from './select.js';
export { ALLOWED_TRANSITIONS, checkTransition } from './state-machine.js';
export type { TransitionCheck } from './state-machine.js';
export { documentOf, isoDate, isoDateTime, PrdDocument, PrdEditError } from './document.js';
export { savePrdDocument, writeFileAtomic } from './save.js';
export {
  detectImportFormat,
  emitPrdYaml,
  ImportError,
  importSource,
  importSourceToYaml,
  importToPrd,
  importToPrdYaml,
  SCHEMA_COMMENT,
  specReferences,
  CODE_TASK_FILE,
} from './importers/index.js';
export type {
  ImportedYaml,
  ImportFormat,
  ImportReport,
  ImportResult,
  ImportSource,
  SourceFile,
} from './importers/index.js';
export { prdJsonSchema, prdJsonSchemaText } from './json-schema.js';
export { MAX_PRD_BYTES } from './yaml-source.js';
