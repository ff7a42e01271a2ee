/** `ralph init` writes the protected files it finds into the block, where users can see and edit them. */
import { afterEach, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseChecksBlock } from '../../src/checks/parse.js';
import { runInit } from '../../src/scaffold/init.js';
import { tempProject } from '../scaffold/helpers.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

test('the detected protected files are listed beside the checks, and read back by the gate', async () => {
  const project = tempProject({
    'package.json': JSON.stringify({ name: 'shop', scripts: { test: 'jest' } }),
    'jest.config.js': 'module.exports = {};\n',
    '.npmrc': 'engine-strict=true\n',
    '.github/workflows/ci.yml': 'on: push\n',
    'src/index.js': '',
  });
  cleanups.push(project.cleanup);
  await runInit({ repoDir: project.dir, today: '2026-02-05' });
  const claude = readFileSync(join(project.dir, 'CLAUDE.md'), 'utf8');
  expect(claude).toContain('protect:\n  - .npmrc\n  - jest.config.js\n  - .github/workflows/**\n');
  const parsed = parseChecksBlock(claude, 'CLAUDE.md');
  expect(parsed.errors).toEqual([]);
  expect(parsed.protect).toEqual(['.npmrc', 'jest.config.js', '.github/workflows/**']);
});

test('a project without such files gets no protect: list', async () => {
  const project = tempProject({ 'package.json': JSON.stringify({ scripts: { test: 'jest' } }) });
  cleanups.push(project.cleanup);
  await runInit({ repoDir: project.dir, today: '2026-02-05' });
  expect(readFileSync(join(project.dir, 'CLAUDE.md'), 'utf8')).not.toContain('protect:');
});
