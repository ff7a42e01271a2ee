/** The benches' generated task lists are what they claim to be (no timing here). */
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { generatePrdText, realisticPrd } from '../../bench/generate.js';
import { parsePrdText, selectNextTask } from '../../src/prd/index.js';

describe('bench task lists', () => {
  it('generates a valid chain whose next task is the first pending one', () => {
    const loaded = parsePrdText(generatePrdText(10), 'bench.yaml');
    expect(loaded.errors).toEqual([]);
    const next = selectNextTask(loaded.prd!);
    expect(next.kind === 'task' && next.task.id).toBe('task-6');
  });

  it('the realistic list is valid, has its two warnings, and its JSON is the same data', () => {
    const { yaml, json } = realisticPrd(20);
    const loaded = parsePrdText(yaml, 'prd.yaml');
    expect(loaded.errors).toEqual([]);
    expect(loaded.warnings.map((w) => `${w.line} ${w.rule} ${w.message}`)).toEqual([
      '40 STATE Task task-3 is in_progress: a run was interrupted or is still running',
      "111 KEY Unknown key 'reviewer' in task task-7 (did you mean 'review'?)",
    ]);
    expect(JSON.parse(json)).toEqual(parse(yaml));
    expect(yaml.length / 20).toBeGreaterThan(400);
  });
});
