/** The quality gate: the RALPH:CHECKS block, how it is trusted, detected and run. */
export { parseChecksBlock } from './parse.js';
export {
  readChecksAtCommit,
  checksBlockChanged,
  changedChecksBlocks,
  CHECKS_FILES,
} from './trust.js';
export type { ChecksAtCommit, ChecksFile, ChecksSource, ReadChecksOptions } from './trust.js';
export {
  runChecks,
  runCheck,
  gatePassed,
  failingRequired,
  failingOptional,
  OUTPUT_TAIL_LINES,
} from './run.js';
export { detectChecks, detectChecksWith } from './detect.js';
export type { ReadProjectFile } from './detect.js';
export {
  renderChecksBlock,
  renderPlaceholderChecksBlock,
  renderQualityChecksSection,
  QUALITY_CHECKS_HEADING,
} from './render.js';
export { DEFAULT_CHECK_TIMEOUT_MS, parseTimeout, formatTimeout } from './duration.js';
export { CHECKS_START_MARKER, CHECKS_END_MARKER } from './markers.js';
export type * from './types.js';
