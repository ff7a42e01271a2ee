import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import {
  ACTION_NAME,
  selectCiWorkflows,
  type SelectionContext,
  type WorkflowFile,
} from '../../src/github/ci-dispatch-select.js';
import type { CiWorkflowsSetting } from '../../src/github/ci-dispatch-settings.js';

const CI = `name: CI
on:
  push:
  pull_request:
  workflow_dispatch:
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - run: npm test
`;
const LINT_NO_DISPATCH = `name: Lint
on: [push, pull_request]
jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - run: npm run lint
`;
const RELEASE_DISPATCH_ONLY = `name: Release
on:
  workflow_dispatch:
jobs:
  release:
    runs-on: ubuntu-latest
    steps:
      - run: npm publish
`;
const DEPLOY_MAIN = `name: Deploy
on:
  push:
    branches: [main]
  workflow_dispatch:
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - run: ./deploy.sh
`;
const RALPH = `name: Ralph
on:
  workflow_dispatch:
  push:
jobs:
  ralph:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - uses: someone/ralph-action@0123456789abcdef0123456789abcdef01234567 # v1
`;

const file = (name: string, text: string, changed = false): WorkflowFile => ({
  file: name,
  text,
  changed,
});

function context(
  setting: CiWorkflowsSetting,
  files: Record<string, string> = {},
): SelectionContext {
  return {
    setting,
    branch: 'ralph/textkit',
    baseBranch: 'main',
    readFile: async (path) => files[path],
  };
}

describe('selecting the CI workflows to dispatch', () => {
  it('auto: only CI workflows with workflow_dispatch, never Ralph, never a push-less or main-only one', async () => {
    const selection = await selectCiWorkflows(
      [
        file('ci.yml', CI),
        file('deploy.yml', DEPLOY_MAIN),
        file('lint.yml', LINT_NO_DISPATCH),
        file('ralph.yml', RALPH),
        file('release.yml', RELEASE_DISPATCH_ONLY),
      ],
      context({ kind: 'auto' }),
    );
    expect(selection.dispatch).toEqual([{ file: 'ci.yml', name: 'CI' }]);
    expect(selection.skipped).toEqual([
      {
        file: 'deploy.yml',
        reason:
          'its push and pull_request filters leave out ralph/textkit and its pull request into main',
        warn: false,
      },
      {
        file: 'lint.yml',
        reason: expect.stringContaining(
          "it has no workflow_dispatch trigger, so the job token cannot start it on Ralph's commits: add `workflow_dispatch:`",
        ),
        warn: true,
      },
      {
        file: 'ralph.yml',
        reason: 'it runs ralph-action (starting it would start Ralph again)',
        warn: false,
      },
      { file: 'release.yml', reason: 'not CI (no push or pull_request trigger)', warn: false },
    ]);
  });

  it('knows Ralph behind a local action, a local reusable workflow, and the running action repository', async () => {
    const local = `on: [push, workflow_dispatch]
jobs:
  r:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
`;
    const reusable = `on: [pull_request, workflow_dispatch]
jobs:
  r:
    uses: ./.github/workflows/shared.yml
`;
    const fork = `on: [push, workflow_dispatch]
jobs:
  r:
    runs-on: ubuntu-latest
    steps:
      - uses: acme/agent-loop/sub@main
`;
    const selection = await selectCiWorkflows(
      [file('a.yml', local), file('b.yml', reusable), file('c.yml', fork)],
      {
        ...context(
          { kind: 'auto' },
          {
            'action.yml': "name: 'Ralph loop'\nruns:\n  using: node24\n",
            '.github/workflows/shared.yml': RALPH,
          },
        ),
        ownRepository: 'Acme/agent-loop',
      },
    );
    expect(selection.dispatch).toEqual([]);
    expect(selection.skipped.map((s) => [s.file, s.reason])).toEqual([
      ['a.yml', 'it runs ralph-action (starting it would start Ralph again)'],
      ['b.yml', 'it runs ralph-action (starting it would start Ralph again)'],
      ['c.yml', 'it runs ralph-action (starting it would start Ralph again)'],
    ]);
  });

  it("knows this action's name as action.yml spells it", () => {
    expect((parse(readFileSync('action.yml', 'utf8')) as { name: string }).name).toBe(ACTION_NAME);
  });

  it('a local action that is not Ralph does not make a workflow Ralph', async () => {
    const local = CI.replace('- run: npm test', '- uses: ./.github/actions/setup');
    const selection = await selectCiWorkflows(
      [file('ci.yml', local)],
      context({ kind: 'auto' }, { '.github/actions/setup/action.yml': 'name: Setup\n' }),
    );
    expect(selection.dispatch).toEqual([{ file: 'ci.yml', name: 'CI' }]);
  });

  it('never dispatches a workflow the work branch changed, nor one needing inputs', async () => {
    const needsInputs = CI.replace(
      'workflow_dispatch:\n',
      'workflow_dispatch:\n    inputs:\n      target:\n        required: true\n',
    );
    const selection = await selectCiWorkflows(
      [file('ci.yml', CI, true), file('matrix.yml', needsInputs)],
      context({ kind: 'auto' }),
    );
    expect(selection.dispatch).toEqual([]);
    expect(selection.skipped).toEqual([
      {
        file: 'ci.yml',
        reason: expect.stringMatching(
          /^ralph\/textkit changes this workflow file, and a dispatch would run the changed version/,
        ),
        warn: true,
      },
      {
        file: 'matrix.yml',
        reason:
          'its workflow_dispatch needs inputs without defaults (target): give them defaults, or leave it out of ci-workflows',
        warn: true,
      },
    ]);
  });

  it('a list selects exactly the files named, and warns about each one it cannot start', async () => {
    const selection = await selectCiWorkflows(
      [
        file('ci.yml', CI),
        file('release.yml', RELEASE_DISPATCH_ONLY),
        file('lint.yml', LINT_NO_DISPATCH),
        file('ralph.yml', RALPH),
      ],
      context({ kind: 'list', files: ['release.yml', 'lint.yml', 'ralph.yml', 'gone.yml'] }),
    );
    // release.yml has no push trigger, but it was asked for; ci.yml was not.
    expect(selection.dispatch).toEqual([{ file: 'release.yml', name: 'Release' }]);
    expect(selection.skipped.map((s) => [s.file, s.warn])).toEqual([
      ['gone.yml', true],
      ['lint.yml', true],
      ['ralph.yml', true],
    ]);
    expect(selection.skipped[0]!.reason).toBe('there is no .github/workflows/gone.yml');
  });

  it('none selects nothing', async () => {
    const selection = await selectCiWorkflows([file('ci.yml', CI)], context({ kind: 'none' }));
    expect(selection).toEqual({ dispatch: [], skipped: [] });
  });
});
