/**
 * The cost of the OS boundary per iteration: the harness overhead row's loop (an instant agent,
 * a `true` check, 10 tasks) with `--isolation required` and with `--isolation none`. The whole
 * isolated overhead must stay under half of one bare `claude -p` start.
 * Needs root or passwordless sudo, as on the machines the action isolates on.
 */
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { detectPrivilege } from '../../src/isolation/probe.js';
import { bestOf, ratioAtMost, type BenchCase } from '../harness.js';
import { realClaudeRun } from '../transcript.js';
import { instantAgent, perIteration, templateRepo } from './harness-overhead.js';

export const isolationOverhead: BenchCase = {
  name: 'isolation overhead',
  async run({ root, cli, scratch }) {
    const privilege = await detectPrivilege();
    if (privilege.kind === 'none') {
      throw new Error(`cannot measure isolation here: ${privilege.why}`);
    }
    const dir = mkdtempSync(join(scratch, 'isolation-'));
    const agent = instantAgent(dir);
    const repo = templateRepo(dir, 10, 0);
    const claude = join(root, 'node_modules', '.bin', 'claude');
    const bare = await bestOf(3, async () => {
      const run = await realClaudeRun(claude, [[{ text: 'ok' }]]);
      return run.cpuMs ?? run.ms;
    });
    const [isolated = NaN, plain = NaN] = await perIteration(
      cli,
      [
        { template: repo, args: ['--isolation', 'required'] },
        { template: repo, args: ['--isolation', 'none'] },
      ],
      agent,
    );
    return [
      ratioAtMost(
        {
          name: 'harness overhead per iteration, isolated (agent and checks as their own user)',
          value: isolated,
          floor: bare,
          floorLabel: 'one bare claude -p start',
          unit: 'ms CPU',
        },
        0.5,
      ),
      ratioAtMost(
        {
          // As measured: below zero, the boundary costs less than the noise between the runs.
          name: 'isolation alone per iteration (isolated minus not isolated)',
          value: isolated - plain,
          floor: bare,
          floorLabel: 'one bare claude -p start',
          unit: 'ms CPU',
        },
        0.5,
      ),
    ];
  },
};
