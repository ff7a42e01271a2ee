/**
 * The parallel-round row: one round of six 4-second tasks, three at a time, against the
 * sequential `ralph loop` over the same tasks (see bench/parallel.ts).
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
          name: `${TASK_COUNT} tasks of ${AGENT_SECONDS} s: plan, ${AT_ONCE} task jobs at a time, integration`,
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
