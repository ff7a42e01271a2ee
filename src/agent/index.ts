/** The agent module's public surface. */
export {
  createClaudeRunner,
  buildClaudeArgs,
  buildChildEnv,
  CANNOT_COMPLETE_SIGNAL,
} from './runner.js';
export { classifyRun, cannotCompleteReason } from './classify.js';
export {
  resolveClaude,
  findOnPath,
  npmInstallClaude,
  PINNED_CLAUDE_CODE_VERSION,
  type ClaudeInstaller,
  type ResolveClaudeOptions,
} from './resolve-claude.js';
export {
  appendPhaseStatusLog,
  extractLastPhaseStatus,
  extractLastRalphStatus,
  parsePhaseStatus,
  readLatestPhaseStatus,
  serializePhaseStatus,
  validatePhaseStatus,
  PHASE_STATUS_LOG,
  StatusBlockError,
} from './phase-status.js';
export { textOfTranscript } from './stream.js';
export { createRedactor, secretValues, SECRET_ENV_NAMES } from './redact.js';
export type * from './types.js';
export type * from './phase-status-types.js';
