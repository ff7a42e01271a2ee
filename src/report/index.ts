/** Renderers: pure functions from engine results to text for PRs, summaries, consoles and logs. */
export * from './types.js';
export {
  PR_BODY_MARKER,
  PR_BODY_MAX_LENGTH,
  composePrBody,
  renderPrBody,
  renderPrBodyWithStage,
} from './pr-body.js';
export type { PrBodyOptions, PrBodyStage } from './pr-body.js';
export { JOB_SUMMARY_MAX_BYTES, renderJobSummary } from './job-summary.js';
export { renderConsoleSummary, displayWidth } from './console-summary.js';
export type { ConsoleSummaryOptions } from './console-summary.js';
export { COMMAND_REPLY_MARKER, renderCommandReply } from './command-reply.js';
export { STATUS_DESCRIPTION_MAX, renderStatusDescription } from './status-description.js';
export { renderIterationLine } from './iteration-line.js';
export { renderProgressSummary, renderStoppedSummary } from './progress-summary.js';
export { STATUS_ICONS, STATUS_LABELS, progressBar, formatCost, formatDuration } from './format.js';
export { renderStatusText } from './status-text.js';
