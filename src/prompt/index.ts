export { assemblePrompt } from './assemble.js';
export { gatherPromptInput, dedupePaths, type GatherArgs, type Named } from './gather.js';
export { extractCodebasePatterns } from './codebase-patterns.js';
export { renderFixPrompt } from './fix-prompt.js';
export { renderGateFixPrompt, type GateFixReasons } from './gate-fix-prompt.js';
export { HARNESS_RULES, PHASE_STATUS_TEMPLATE } from './instructions.js';
export { buildMcpConfig, writeMcpConfig, type McpConfig, type McpServerEntry } from './mcp.js';
export { PLAN_MAX_BYTES, renderPlanLines } from './plan.js';
export {
  loadChecksForPreview,
  previewPrompt,
  type LoadedChecks,
  type PromptPreview,
  type PromptPreviewArgs,
} from './preview.js';
export { MAX_FILE_BYTES, normalizeRepoPath, readRepoFile } from './repo-files.js';
export { CANNOT_COMPLETE_SIGNAL } from './signals.js';
export type { AssembledPrompt, PromptFile, PromptInput, TaskSummary } from './types.js';
