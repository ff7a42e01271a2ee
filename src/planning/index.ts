export { resolveClaudePath } from './claude-path.js';
export {
  exists,
  fileChanged,
  fingerprint,
  writeFileAtomic,
  type FileFingerprint,
} from './files.js';
export {
  generateTasks,
  TASKS_ALLOWED_TOOLS,
  TASKS_MAX_TURNS,
  type GenerateTasksArgs,
  type GenerateTasksDeps,
  type GenerateTasksResult,
  type TaskListCheck,
} from './generate-tasks.js';
export {
  PRD_ALLOWED_TOOLS,
  PRD_MAX_TURNS,
  renderInteractivePrdPrompt,
  renderPrdPrompt,
  runPrdSession,
  SPEC_PATH,
  type PrdSessionDeps,
  type PrdSessionMode,
  type PrdSessionResult,
  type SpawnInteractive,
} from './prd-session.js';
export { DEFAULT_PRD_SCHEMA_URL, ensureSchemaComment } from './schema-comment.js';
export { spawnInteractive } from './spawn-interactive.js';
export { PRD_ESSENTIALS, renderRetryPrompt, renderTasksPrompt } from './tasks-prompt.js';
export { extractLastYamlBlock } from './yaml-block.js';
