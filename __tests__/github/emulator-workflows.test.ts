/** The emulator's GitHub Actions: workflow files and their triggers, dispatches, runs. */
import { afterEach, describe, expect, it } from '@jest/globals';
import { startGitHubEmulator, type GitHubEmulator } from '../../test-support/github-emulator.js';
import { NO_DISPATCH_TRIGGER } from '../../test-support/github-workflows.js';

let e: GitHubEmulator | undefined;
afterEach(async () => {
  await e?.close();
  e = undefined;
});

async function emulator(files: Record<string, string>): Promise<GitHubEmulator> {
  e = await startGitHubEmulator();
  e.setBranch('main');
  e.setBranch('ralph/x');
  for (const [path, text] of Object.entries(files)) e.state.workflowFiles.set(path, text);
  return e;
}

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${e!.url}${path}`, {
    method,
    headers: { authorization: 'token t', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

const dispatch = (file: string, body: unknown) =>
  call('POST', `/repos/acme/widgets/actions/workflows/${file}/dispatches`, body);

describe('GitHub emulator workflows', () => {
  it('starts a workflow with workflow_dispatch, answers with the run when asked, and lists it', async () => {
    await emulator({
      '.github/workflows/ci.yml': 'name: CI\non:\n  push:\n  workflow_dispatch:\njobs: {}\n',
      '.github/workflows/list.yml': 'on: [pull_request, workflow_dispatch]\njobs: {}\n',
    });
    expect(await dispatch('list.yml', { ref: 'ralph/x' })).toEqual({
      status: 204,
      body: undefined,
    });
    const detailed = await dispatch('ci.yml', { ref: 'ralph/x', return_run_details: true });
    expect(detailed.status).toBe(200);
    const runs = e!.state.workflowRuns;
    expect(runs.map((r) => [r.path, r.name, r.headBranch])).toEqual([
      ['.github/workflows/list.yml', '.github/workflows/list.yml', 'ralph/x'],
      ['.github/workflows/ci.yml', 'CI', 'ralph/x'],
    ]);
    expect(detailed.body).toEqual({
      workflow_run_id: runs[1]!.id,
      run_url: `${e!.url}/repos/acme/widgets/actions/runs/${runs[1]!.id}`,
      html_url: `https://github.com/acme/widgets/actions/runs/${runs[1]!.id}`,
    });
    const listed = await call(
      'GET',
      '/repos/acme/widgets/actions/runs?branch=ralph/x&event=workflow_dispatch',
    );
    expect(listed.status).toBe(200);
    expect(listed.body.total_count).toBe(2);
    expect(listed.body.workflow_runs.map((r: { path: string }) => r.path)).toEqual([
      '.github/workflows/ci.yml',
      '.github/workflows/list.yml',
    ]);
    const other = await call('GET', '/repos/acme/widgets/actions/runs?branch=main');
    expect(other.body.total_count).toBe(0);
    e!.assertNoValidationErrors();
  });

  it('refuses a workflow without the workflow_dispatch trigger (422) and, when strict, an unknown file (404)', async () => {
    await emulator({ '.github/workflows/lint.yml': 'on: [push, pull_request]\njobs: {}\n' });
    const refused = await dispatch('lint.yml', { ref: 'ralph/x' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(NO_DISPATCH_TRIGGER);
    // Lenient by default: the action's own continuation dispatches a file its fixtures lack.
    expect((await dispatch('ralph.yml', { ref: 'main' })).status).toBe(204);
    e!.state.strictWorkflows = true;
    expect((await dispatch('ralph.yml', { ref: 'main' })).status).toBe(404);
    expect(e!.state.workflowRuns.map((r) => r.path)).toEqual(['.github/workflows/ralph.yml']);
    e!.assertNoValidationErrors();
  });
});
