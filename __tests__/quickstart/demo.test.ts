/**
 * The README's first command: `npm run demo` must finish with a complete 3/3 task list,
 * three commits on the branch, a success status and a readable PR body.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';

describe('npm run demo', () => {
  it('runs the whole loop offline and shows the result', () => {
    const result = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/demo.ts'], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 170_000,
    });
    const out = result.stdout;
    if (result.status !== 0) {
      throw new Error(
        `demo exited ${result.status}\n${out.slice(-3000)}\n${result.stderr.slice(-3000)}`,
      );
    }
    // It says plainly that the model is scripted, and how to use a real one.
    expect(out).toContain('The model is SCRIPTED');
    expect(out).toContain('ANTHROPIC_API_KEY');
    // Each iteration, with its check result.
    for (const title of ['Add slugify', 'Add word count', 'Add the textkit summary function']) {
      expect(out).toMatch(new RegExp(`Iteration \\d of 3: task-00\\d ${title}`));
    }
    // The PR body: counts, progress and the latest status block.
    expect(out).toContain('100%');
    expect(out).toContain('---PRP_PHASE_STATUS---');
    expect(out).toContain('CAN_EXIT: true');
    // Three feat commits, in dependency order (newest first in the log).
    const commits = out.match(/^[0-9a-f]{7} feat: task-00\d - .+$/gm) ?? [];
    expect(commits.map((c) => c.slice(8))).toEqual([
      'feat: task-003 - Add the textkit summary function',
      'feat: task-002 - Add word count',
      'feat: task-001 - Add slugify',
    ]);
    expect(out).toMatch(/ralph: success/);
    expect(out).toContain('tasks-done: 3');
    expect(out).toContain('OpenAPI validation failures: 0');
  }, 180_000);
});
