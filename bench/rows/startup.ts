/** `ralph --version` against a bare `node -e 0`: what every command pays before its work. */
import { cpuPerRun, ratioAtMost, runNodeOk } from '../harness.js';
import type { BenchCase } from '../harness.js';

export const startup: BenchCase = {
  name: 'CLI start-up',
  async run({ cli }) {
    const floor = await cpuPerRun(20, () => runNodeOk(['-e', '0']));
    const value = await cpuPerRun(20, () => runNodeOk([cli, '--version']));
    return [
      ratioAtMost(
        { name: 'ralph --version', value, floor, floorLabel: 'node -e 0', unit: 'ms CPU' },
        1.5,
      ),
    ];
  },
};
