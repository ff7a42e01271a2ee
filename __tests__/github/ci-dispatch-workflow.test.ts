import { describe, expect, it } from '@jest/globals';
import {
  filterSelects,
  pushRunsFor,
  branchFilterAllows,
} from '../../src/github/ci-dispatch-filters.js';
import { parseCiWorkflows } from '../../src/github/ci-dispatch-settings.js';
import { parseWorkflow, type WorkflowFacts } from '../../src/github/ci-dispatch-workflow.js';
import { readActionInputs } from '../../src/github/inputs.js';

function facts(text: string): WorkflowFacts {
  const parsed = parseWorkflow(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.facts;
}

describe('workflow triggers', () => {
  it('reads `on:` as a string, a list and a map', () => {
    expect(facts('on: push\njobs: {}\n').events).toEqual({ push: {} });
    expect(facts('on: [push, pull_request, workflow_dispatch]\n').events).toEqual({
      push: {},
      pull_request: {},
      workflow_dispatch: {},
    });
    const map = facts(`name: CI
on:
  push:
    branches: [main]
  pull_request:
  workflow_dispatch:
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - run: npm test
`);
    expect(map.name).toBe('CI');
    expect(map.events).toEqual({
      push: { branches: ['main'] },
      pull_request: {},
      workflow_dispatch: {},
    });
    expect(map.stepUses).toEqual(['actions/checkout@v5']);
  });

  it('finds `on` where a YAML 1.1 reader leaves it (`true`) and in quotes', () => {
    expect(facts('%YAML 1.1\n---\non: [push, workflow_dispatch]\n').events).toEqual({
      push: {},
      workflow_dispatch: {},
    });
    expect(facts('"on":\n  pull_request: {}\n').events).toEqual({ pull_request: {} });
  });

  it('lists the dispatch inputs that are required and have no default', () => {
    const workflow = facts(`on:
  workflow_dispatch:
    inputs:
      target:
        required: true
      level:
        required: true
        default: info
      note:
        required: false
`);
    expect(workflow.requiredInputs).toEqual(['target']);
  });

  it('collects step and reusable-workflow `uses:`', () => {
    const workflow = facts(`on: push
jobs:
  a:
    uses: ./.github/workflows/shared.yml
  b:
    runs-on: ubuntu-latest
    steps:
      - uses: acme/ralph-action@v1
      - run: echo
`);
    expect(workflow.jobUses).toEqual(['./.github/workflows/shared.yml']);
    expect(workflow.stepUses).toEqual(['acme/ralph-action@v1']);
  });

  it('says why a file is not a workflow instead of throwing', () => {
    expect(parseWorkflow('on: [push\n')).toEqual({
      ok: false,
      error: expect.stringMatching(/^not valid YAML/),
    });
    expect(parseWorkflow('- a\n- b\n')).toEqual({
      ok: false,
      error: 'not a workflow (no mapping at the top)',
    });
    expect(parseWorkflow('name: x\njobs: {}\n')).toEqual({
      ok: false,
      error: 'not a workflow (no `on:` events)',
    });
  });
});

describe('branch filters', () => {
  it('matches GitHub filter patterns, the last matching pattern deciding', () => {
    expect(filterSelects(['main'], 'main')).toBe(true);
    expect(filterSelects(['ralph/*'], 'ralph/textkit')).toBe(true);
    expect(filterSelects(['ralph/*'], 'ralph/a/b')).toBe(false);
    expect(filterSelects(['ralph/**'], 'ralph/a/b')).toBe(true);
    expect(filterSelects(['**', '!ralph/**'], 'ralph/x')).toBe(false);
    expect(filterSelects(['**', '!ralph/**', 'ralph/keep'], 'ralph/keep')).toBe(true);
    expect(filterSelects(['v[12].x'], 'v2.x')).toBe(true);
    expect(filterSelects(['main'], 'mainline')).toBe(false);
  });

  it('tells whether push and pull_request fire for the branch', () => {
    expect(pushRunsFor({}, 'ralph/x')).toBe(true);
    expect(pushRunsFor({ branches: ['main'] }, 'ralph/x')).toBe(false);
    expect(pushRunsFor({ 'branches-ignore': ['ralph/**'] }, 'ralph/x')).toBe(false);
    expect(pushRunsFor({ tags: ['v*'] }, 'ralph/x')).toBe(false);
    expect(pushRunsFor({ tags: ['v*'], branches: ['**'] }, 'ralph/x')).toBe(true);
    expect(branchFilterAllows({ branches: 'main' }, 'main')).toBe(true);
    expect(branchFilterAllows({ branches: ['release/*'] }, 'main')).toBe(false);
  });
});

describe('the ci-workflows input', () => {
  it('reads auto, none and lists of workflow files', () => {
    expect(parseCiWorkflows('')).toEqual({ kind: 'auto' });
    expect(parseCiWorkflows('auto')).toEqual({ kind: 'auto' });
    expect(parseCiWorkflows('None')).toEqual({ kind: 'none' });
    expect(
      parseCiWorkflows('ci.yml, .github/workflows/lint.yaml\n./.github/workflows/ci.yml'),
    ).toEqual({ kind: 'list', files: ['ci.yml', 'lint.yaml'] });
  });

  it('names the input and the bad entry', () => {
    const read = (value: string) => () =>
      readActionInputs((name) => (name === 'ci-workflows' ? value : ''));
    expect(read('ci')).toThrow(
      `Input 'ci-workflows' must be auto, none, or workflow file names in .github/workflows like ci.yml; "ci" is not one`,
    );
    expect(read('../x.yml')).toThrow(/"\.\.\/x\.yml" is not one/);
    expect(read('auto, ci.yml')).toThrow(
      `Input 'ci-workflows' is auto, none, or a list of workflow files, not a mix; got "auto, ci.yml"`,
    );
    expect(readActionInputs(() => '').ciWorkflows).toEqual({ kind: 'auto' });
  });
});
