/**
 * The built bundles at their edges: an event the action does not handle, a bad input, and the
 * `ralph` CLI bundle (dist/cli.js) run with node the way a user runs it.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../test-support/action-runner.js';
import { createDemoProject, type DemoProject } from '../../test-support/demo-project.js';
import { eventPayload, workflowDispatchPayload } from '../../test-support/webhooks.js';
import { OWNER, REPO, startActionWorld, type ActionWorld } from './world.js';

const CLI_BUNDLE = join(REPO_ROOT, 'dist', 'cli.js');
const VERSION = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

describe('the action bundle at its edges', () => {
  let world: ActionWorld;

  beforeEach(async () => {
    world = await startActionWorld();
  });

  afterEach(async () => {
    await world.close();
  });

  test('an unsupported event: a notice naming the handled events, exit 0, no API call', async () => {
    const result = await world.run({
      eventName: 'release',
      payload: eventPayload('release', OWNER, REPO, 'published'),
    });
    expect(result.exitCode).toBe(0);
    const notices = result.stdout.split('\n').filter((line) => line.startsWith('::notice'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('"release"');
    for (const event of ['schedule', 'workflow_dispatch', 'issue_comment', 'pull_request'])
      expect(notices[0]).toContain(event);
    expect(world.github.requests).toHaveLength(0);
    expect(world.model.requests).toHaveLength(0);
    expect(result.outputs).toEqual({});
  });

  test('a bad input: exit 1 with one error naming the input and the value, nothing done', async () => {
    const result = await world.run({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(OWNER, REPO, {}),
      inputs: { iterations: 'abc' },
    });
    expect(result.exitCode).toBe(1);
    const errors = result.stdout.split('\n').filter((line) => line.startsWith('::error'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Input 'iterations' must be a positive integer, got "abc"/);
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/); // no stack trace
    expect(world.github.requests).toHaveLength(0);
    expect(world.model.requests).toHaveLength(0);
    expect(world.originSha('ralph/textkit')).toBeUndefined();
  });

  test('no credential for Claude Code: exit 1 naming the inputs, before any agent run', async () => {
    const result = await world.run({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(OWNER, REPO, { iterations: '1' }),
      inputs: { 'anthropic-api-key': '' },
      env: { ANTHROPIC_API_KEY: '', CLAUDE_CODE_OAUTH_TOKEN: '' },
    });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(
      /::error::No credential for Claude Code: set the anthropic-api-key input/,
    );
    expect(world.model.requests).toHaveLength(0);
    expect(world.originSha('ralph/textkit')).toBeUndefined();
  });

  test('a bad workflow_dispatch iterations value is refused the same way', async () => {
    const result = await world.run({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(OWNER, REPO, { iterations: 'lots' }),
    });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(
      /::error::workflow_dispatch input 'iterations' must be a positive integer, got "lots"/,
    );
    expect(world.model.requests).toHaveLength(0);
  });
});

describe('the ralph CLI bundle, run with node', () => {
  let project: DemoProject;

  beforeAll(() => {
    project = createDemoProject(join(REPO_ROOT, 'fixtures', 'demo'));
  });

  afterAll(() => {
    project.cleanup();
  });

  function cli(args: string[]): { status: number | null; stdout: string; stderr: string } {
    const result = spawnSync(process.execPath, [CLI_BUNDLE, ...args], {
      cwd: project.workspace,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', HOME: project.home },
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  test('--version prints the package version', () => {
    const result = cli(['--version']);
    expect(result).toMatchObject({ status: 0, stdout: `${VERSION}\n` });
  });

  test('validate accepts the demo task list and rejects a broken one with its line', () => {
    const ok = cli(['validate', '.ralph/prd.yaml']);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('valid: .ralph/prd.yaml: 3 tasks');

    const broken = join(project.workspace, 'broken.yaml');
    writeFileSync(
      broken,
      'schema_version: "1.0"\nproject:\n  title: "x"\ntasks:\n  - id: "task-001"\n    title: "A"\n    status: "finished"\n',
    );
    const bad = cli(['validate', 'broken.yaml']);
    expect(bad.status).toBe(1);
    expect(bad.stdout + bad.stderr).toMatch(/broken\.yaml:7:\d+: VAL-07 Invalid status 'finished'/);
  });

  test('status --json reports the demo project', () => {
    const result = cli(['status', '--json']);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      project: 'textkit',
      counts: { total: 3, done: 0, in_progress: 0, pending: 3, blocked: 0, skipped: 0 },
      progress_percent: 0,
      complete: false,
      next: 'task-001',
      verify: {},
    });
  });
});
