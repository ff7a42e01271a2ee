/**
 * The rows of `npm run bench`, in the order the table shows them. One file per subject under
 * bench/rows/; adding a subject is a file exporting a BenchCase and one line here.
 */
import type { BenchCase } from '../harness.js';
import { actionStartup } from './action.js';
import { gateOverhead } from './gate.js';
import { harnessOverhead } from './harness-overhead.js';
import { isolationOverhead } from './isolation.js';
import { modelProxy } from './model-proxy.js';
import { parallelRound } from './parallel.js';
import { promptSize } from './prompt-size.js';
import { sealedStart } from './sealed-start.js';
import { startup } from './startup.js';
import { tokensPerTask } from './tokens-per-task.js';
import { transcript } from './transcript.js';
import { validate } from './validate.js';

export const cases: readonly BenchCase[] = [
  startup,
  validate,
  transcript,
  harnessOverhead,
  gateOverhead,
  isolationOverhead,
  modelProxy,
  sealedStart,
  promptSize,
  tokensPerTask,
  actionStartup,
  parallelRound,
];
