/**
 * `ralph validate` end to end on 10,000 and 100,000 realistic tasks (warnings present), against
 * a bare `JSON.parse` of the same data as a JSON file; growth to 100,000 and its peak memory.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { realisticPrd } from '../generate.js';
import { cpuPerRun, ratioAtMost, runNodeOk, valueBelow } from '../harness.js';
import type { BenchCase } from '../harness.js';

const JSON_PARSE =
  "const t=require('fs').readFileSync(process.argv[1],'utf8');if(!JSON.parse(t).tasks)process.exit(1)";

function files(scratch: string, count: number): { yaml: string; json: string } {
  const data = realisticPrd(count);
  const yaml = join(scratch, `prd-${count}.yaml`);
  const json = join(scratch, `prd-${count}.json`);
  writeFileSync(yaml, data.yaml);
  writeFileSync(json, data.json);
  return { yaml, json };
}

function validated(cli: string, file: string, rss = false) {
  const run = runNodeOk([cli, 'validate', file], { rss });
  if (!/^valid: .*\(\d+ warnings?\)$/m.test(run.stdout)) {
    throw new Error(
      `ralph validate did not accept ${file} with its warnings: ${run.stdout.slice(-300)}`,
    );
  }
  return run;
}

export const validate: BenchCase = {
  name: 'validate',
  async run({ cli, scratch }) {
    const small = files(scratch, 10_000);
    const large = files(scratch, 100_000);
    const floor = await cpuPerRun(7, () => runNodeOk(['-e', JSON_PARSE, small.json]));
    const value = await cpuPerRun(7, () => validated(cli, small.yaml));
    const node = await cpuPerRun(10, () => runNodeOk(['-e', '0']));
    const largeMs = await cpuPerRun(3, () => validated(cli, large.yaml));
    const rss = validated(cli, large.yaml, true).peakRssMb!;
    const nodeRss = runNodeOk(['-e', '0'], { rss: true }).peakRssMb!;
    // Linear: the time per task (start-up excluded) at 100k is at most 1.5x that at 10k.
    const perTaskSmall = (value - node) / 10_000;
    const perTaskLarge = (largeMs - node) / 100_000;
    return [
      ratioAtMost(
        {
          name: 'ralph validate, 10,000 tasks (with warnings)',
          value,
          floor,
          floorLabel: 'JSON.parse of the same data',
          unit: 'ms CPU',
        },
        2,
      ),
      ratioAtMost(
        {
          name: 'ralph validate, time per task at 100,000 vs 10,000',
          value: perTaskLarge * 1000,
          floor: perTaskSmall * 1000,
          floorLabel: 'per task at 10,000',
          unit: 'us CPU',
        },
        1.5,
      ),
      valueBelow(
        {
          name: 'ralph validate, 100,000 tasks: peak RSS',
          value: rss,
          floor: nodeRss,
          floorLabel: 'node -e 0',
          unit: 'MB',
        },
        300,
      ),
    ];
  },
};
