import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  generateTasks,
  TASKS_ALLOWED_TOOLS,
  type GenerateTasksDeps,
} from '../../src/planning/generate-tasks.js';
import { fakeRunner } from './fake-runner.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ralph-tasks-'));
  await mkdir(path.join(dir, 'plans'));
  await writeFile(path.join(dir, 'plans', 'SPEC.md'), '# Pomodoro\nA timer CLI.\n');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A stand-in validator: valid when the text has schema_version and counts "- id:" lines. */
function validate(text: string, file: string) {
  const errors = text.includes('schema_version')
    ? []
    : [`${file}:1:1: VAL-01 missing schema_version`];
  return { errors, taskCount: (text.match(/- id:/g) ?? []).length };
}

const VALID =
  '```yaml\nschema_version: "1.0"\nproject:\n  title: Pomodoro\ntasks:\n  - id: task-001\n    title: Timer\n    status: pending\n  - id: task-002\n    title: Output\n    status: pending\n```';
const INVALID = '```yaml\nproject:\n  title: Pomodoro\n```';

function deps(runner: GenerateTasksDeps['runner']): GenerateTasksDeps {
  return { runner, claudePath: '/bin/claude', validate };
}

describe('generateTasks', () => {
  it('writes a valid answer with the schema line, using a read-only agent', async () => {
    const runner = fakeRunner([{ finalText: `Here it is:\n${VALID}` }]);
    const result = await generateTasks(deps(runner), { cwd: dir, specPath: 'plans/SPEC.md' });
    expect(result).toEqual({
      kind: 'written',
      path: path.join(dir, '.ralph', 'prd.yaml'),
      taskCount: 2,
      attempts: 1,
    });
    const written = await readFile(path.join(dir, '.ralph', 'prd.yaml'), 'utf8');
    expect(written.split('\n')[0]).toMatch(/^# yaml-language-server: \$schema=/);
    expect(written).toContain('  - id: task-002\n');
    const call = runner.calls[0]!;
    expect(call.prompt).toContain('Use the ralph-tasks skill');
    expect(call.prompt).toContain('# Pomodoro\nA timer CLI.');
    expect(call.prompt).toContain('single ```yaml fenced block');
    expect(call.allowedTools).toEqual(TASKS_ALLOWED_TOOLS);
    expect(call.allowedTools).not.toContain('Write');
    expect(call.maxTurns).toBeLessThanOrEqual(10);
  });

  it('retries once in the same session with the validation errors', async () => {
    const runner = fakeRunner([{ finalText: INVALID, sessionId: 'abc' }, { finalText: VALID }]);
    const result = await generateTasks(deps(runner), {
      cwd: dir,
      specPath: 'plans/SPEC.md',
      outPath: 'out/prd.yaml',
    });
    expect(result).toMatchObject({ kind: 'written', taskCount: 2, attempts: 2 });
    expect(runner.calls[1]!.resumeSessionId).toBe('abc');
    expect(runner.calls[1]!.prompt).toContain('- out/prd.yaml:1:1: VAL-01 missing schema_version');
    expect(await readFile(path.join(dir, 'out', 'prd.yaml'), 'utf8')).toContain('task-001');
  });

  it('writes nothing when both answers are invalid', async () => {
    const runner = fakeRunner([{ finalText: INVALID }, { finalText: 'Sorry, no YAML this time.' }]);
    const result = await generateTasks(deps(runner), { cwd: dir, specPath: 'plans/SPEC.md' });
    expect(result).toEqual({
      kind: 'invalid',
      errors: ['no ```yaml fenced block found in the final message'],
      attempts: 2,
    });
    expect(await readdir(dir)).toEqual(['plans']);
  });

  it('refuses to overwrite without force, and overwrites with it', async () => {
    await mkdir(path.join(dir, '.ralph'));
    await writeFile(path.join(dir, '.ralph', 'prd.yaml'), 'old\n');
    const runner = fakeRunner([{ finalText: VALID }]);
    const refused = await generateTasks(deps(runner), { cwd: dir, specPath: 'plans/SPEC.md' });
    expect(refused).toEqual({ kind: 'exists', path: path.join(dir, '.ralph', 'prd.yaml') });
    expect(runner.calls).toHaveLength(0);
    const forced = await generateTasks(deps(runner), {
      cwd: dir,
      specPath: 'plans/SPEC.md',
      force: true,
    });
    expect(forced.kind).toBe('written');
    expect(await readFile(path.join(dir, '.ralph', 'prd.yaml'), 'utf8')).not.toContain('old');
  });

  it('reports a missing spec and an agent that did not finish', async () => {
    const none = await generateTasks(deps(fakeRunner([])), { cwd: dir, specPath: 'nope.md' });
    expect(none).toEqual({ kind: 'spec_missing', path: path.join(dir, 'nope.md') });
    const crashed = await generateTasks(
      deps(fakeRunner([{ outcome: 'crashed', summary: 'claude exited with code 1' }])),
      {
        cwd: dir,
        specPath: 'plans/SPEC.md',
      },
    );
    expect(crashed).toEqual({
      kind: 'agent_failed',
      summary: 'claude exited with code 1',
      attempts: 1,
    });
  });
});
