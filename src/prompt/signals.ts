/** The line an agent writes when it cannot finish its task (spec 002 FR-LOOP-13); defined by the runner. */
export { CANNOT_COMPLETE_SIGNAL } from '../agent/classify.js';
