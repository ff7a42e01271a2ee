/**
 * The parallel-round row: one round of six 4-second tasks on three runners, against the
 * sequential `ralph loop` over the same tasks (see bench/parallel.ts: each job is timed alone,
 * as on a runner of its own, and the round is the schedule of those times). Both are measured
 * three times, taking turns; the row is the measurement with the median ratio.
 */
import { measureParallel, AT_ONCE, TASK_COUNT, AGENT_SECONDS } from '../parallel.js';
import { ratioAtMost, type BenchCase } from '../harness.js';

export const parallelRound: BenchCase = {
  name: 'parallel round',
  async run() {
    const { sequentialMs, parallelMs } = await measureParallel();
    return [
      ratioAtMost(
        {
          name: `${TASK_COUNT} tasks of ${AGENT_SECONDS} s: plan, task jobs on ${AT_ONCE} runners, integration`,
          value: parallelMs,
          floor: sequentialMs,
          floorLabel: `ralph loop over the same ${TASK_COUNT} tasks`,
          unit: 'ms',
        },
        0.6,
      ),
    ];
  },
};
