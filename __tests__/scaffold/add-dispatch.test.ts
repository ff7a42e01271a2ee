/**
 * `ralph init` and CI workflows without workflow_dispatch: found, offered, never edited silently;
 * when added, only the `on:` section changes and every comment and blank line stays.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseWorkflow } from '../../src/github/ci-dispatch-workflow.js';
import { addWorkflowDispatch } from '../../src/scaffold/add-dispatch.js';
import { createInitCommand } from '../../src/cli/commands/init.js';
import { runInit } from '../../src/scaffold/init.js';
import { captureIO, tempProject } from './helpers.js';

const LIST_FORM = `# Continuous integration for widget-shop.
name: CI

on: [push, pull_request]   # every branch, every PR

jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - run: npm ci
      - run: npm test
`;
const SCALAR_FORM = `name: Lint
on: push
jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - run: npm run lint
`;
const MAP_FORM = `name: Build

on:
  # Pushes to main and release branches.
  push:
    branches:
      - main
      - 'release/**'

  pull_request:
    types: [opened, synchronize]   # not on label changes

jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - run: make
`;
const SEQUENCE_FORM = `on:
    - push
    - pull_request
jobs: {}
`;

/** The lines of `after` that are not lines of `before`. */
function addedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  const lines = after.split('\n');
  expect(lines.filter((l) => old.includes(l))).toEqual(old);
  return lines.filter((l) => !old.includes(l));
}

describe('adding workflow_dispatch to a workflow', () => {
  it('list form: the one line gains workflow_dispatch, its comment kept', () => {
    const edited = addWorkflowDispatch(LIST_FORM)!;
    expect(edited).toBe(
      LIST_FORM.replace(
        'on: [push, pull_request]   # every branch, every PR',
        'on: [push, pull_request, workflow_dispatch]   # every branch, every PR',
      ),
    );
  });

  it('scalar form: `on: push` becomes a list', () => {
    expect(addWorkflowDispatch(SCALAR_FORM)).toBe(
      SCALAR_FORM.replace('on: push', 'on: [push, workflow_dispatch]'),
    );
  });

  it('map form: one line added at the events indentation, comments and blank lines untouched', () => {
    const edited = addWorkflowDispatch(MAP_FORM)!;
    expect(addedLines(MAP_FORM, edited)).toEqual(['  workflow_dispatch:']);
    const parsed = parseWorkflow(edited);
    expect(parsed.ok && parsed.facts.events).toEqual({
      workflow_dispatch: {},
      push: { branches: ['main', 'release/**'] },
      pull_request: { types: ['opened', 'synchronize'] },
    });
  });

  it('sequence form: a list item at the same indentation', () => {
    const edited = addWorkflowDispatch(SEQUENCE_FORM)!;
    expect(addedLines(SEQUENCE_FORM, edited)).toEqual(['    - workflow_dispatch']);
  });

  it('leaves alone what has it already, and what it cannot edit safely', () => {
    expect(addWorkflowDispatch('on: [push, workflow_dispatch]\njobs: {}\n')).toBeUndefined();
    expect(addWorkflowDispatch('on: >-\n  push\njobs: {}\n')).toBeUndefined();
    expect(addWorkflowDispatch('not: a workflow\n')).toBeUndefined();
  });
});

describe('ralph init offers workflow_dispatch for CI workflows', () => {
  const projects: { cleanup(): void }[] = [];
  afterEach(() => projects.splice(0).forEach((p) => p.cleanup()));

  function project() {
    const p = tempProject({
      '.github/workflows/ci.yml': LIST_FORM,
      '.github/workflows/build.yml': MAP_FORM,
      '.github/workflows/release.yml': 'on: workflow_dispatch\njobs: {}\n',
      'package.json': '{"name":"widget-shop","scripts":{"test":"node --test"}}',
    });
    projects.push(p);
    return p;
  }
  const read = (dir: string, file: string) =>
    readFileSync(join(dir, '.github/workflows', file), 'utf8');

  it('without consent nothing is edited, and the warning names the workflows and the flag', async () => {
    const p = project();
    let asked: string[] | undefined;
    const report = await runInit({
      repoDir: p.dir,
      today: '2026-01-01',
      addDispatch: (paths) => {
        asked = paths;
        return false;
      },
    });
    expect(asked).toEqual(['.github/workflows/build.yml', '.github/workflows/ci.yml']);
    expect(read(p.dir, 'ci.yml')).toBe(LIST_FORM);
    expect(read(p.dir, 'build.yml')).toBe(MAP_FORM);
    expect(report.warnings).toContainEqual(
      expect.stringMatching(
        /^\.github\/workflows\/build\.yml, \.github\/workflows\/ci\.yml run on push or pull_request without workflow_dispatch.*`ralph init --add-dispatch`/,
      ),
    );
  });

  it('--add-dispatch edits them (not the workflow ralph init writes, not the dispatch-only one)', async () => {
    const p = project();
    const io = captureIO(p.dir);
    const code = await createInitCommand({
      createRunner: () => {
        throw new Error('no agent in this test');
      },
      findClaude: async () => undefined,
    }).run({
      positionals: [],
      values: { 'add-dispatch': true },
      io,
      signal: new AbortController().signal,
    });
    expect(code).toBe(0);
    expect(read(p.dir, 'ci.yml')).toContain('on: [push, pull_request, workflow_dispatch]');
    expect(addedLines(MAP_FORM, read(p.dir, 'build.yml'))).toEqual(['  workflow_dispatch:']);
    expect(read(p.dir, 'release.yml')).toBe('on: workflow_dispatch\njobs: {}\n');
    const out = io.out.join('');
    expect(out).toContain('.github/workflows/ci.yml');
    expect(out).toContain('added workflow_dispatch, so Ralph can start it');
  });

  it('interactive: the question is asked, and a yes edits', async () => {
    const p = project();
    const questions: string[] = [];
    const code = await createInitCommand({
      createRunner: () => {
        throw new Error('no agent in this test');
      },
      findClaude: async () => undefined,
      confirm: async (question) => {
        questions.push(question);
        return true;
      },
    }).run({
      positionals: [],
      values: {},
      io: captureIO(p.dir),
      signal: new AbortController().signal,
    });
    expect(code).toBe(0);
    expect(questions).toEqual([
      ".github/workflows/build.yml, .github/workflows/ci.yml run on push or pull_request without workflow_dispatch, so Ralph's commits will not start them. Add workflow_dispatch?",
    ]);
    expect(read(p.dir, 'ci.yml')).toContain('workflow_dispatch]');
  });
});
