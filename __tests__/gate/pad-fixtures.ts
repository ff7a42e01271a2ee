/**
 * Small projects for the gate's end-to-end tests: a padLeft library tested with node --test
 * through `npm test`, the same with jest, and a Python one tested with pytest. Each comes with
 * correct code, code that breaks padLeft, and a one-task list.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const PROJECT_NODE_MODULES = resolve(here, '..', '..', 'node_modules');

export interface TaskSpec {
  title: string;
  description: string;
  files?: string[];
}

export function prdYaml(task: TaskSpec): string {
  const files = task.files
    ? `    files:\n${task.files.map((f) => `      - "${f}"`).join('\n')}\n`
    : '';
  return `schema_version: "1.0"
project:
  title: "Pad Kit"
  created: "2026-01-05"
tasks:
  - id: "task-001"
    title: "${task.title}"
    description: "${task.description}"
    status: "pending"
    priority: "high"
    acceptance_criteria:
      - "npm test passes"
${files}    created: "2026-01-05"
`;
}

function claudeMd(command: string): string {
  return `# pad-kit

## Quality Checks

<!-- RALPH:CHECKS:START -->
\`\`\`yaml
checks:
  - name: test
    command: ${command}
\`\`\`
<!-- RALPH:CHECKS:END -->
`;
}

const PAD_ESM = `export function padLeft(text, width, fill = ' ') {
  const s = String(text);
  return s.length >= width ? s : fill.repeat(width - s.length) + s;
}
`;

/** Five cases of padLeft; the broken code fails three of them. */
export const PAD_TEST = `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { padLeft } from '../src/pad.js';

test('pads with the given fill', () => assert.equal(padLeft('7', 3, '0'), '007'));
test('leaves long text alone', () => assert.equal(padLeft('abc', 2), 'abc'));
test('pads with spaces by default', () => assert.equal(padLeft('ab', 4), '  ab'));
test('takes numbers', () => assert.equal(padLeft(5, 3), '  5'));
test('pads empty text', () => assert.equal(padLeft('', 2, '*'), '**'));
`;

/** The broken version pads on the wrong side. */
export const BROKEN_PAD = `export function padLeft(text, width, fill = ' ') {
  const s = String(text);
  return s.length >= width ? s : s + fill.repeat(width - s.length);
}

export function padRight(text, width, fill = ' ') {
  const s = String(text);
  return s.length >= width ? s : s + fill.repeat(width - s.length);
}
`;

export const GOOD_PAD = `${PAD_ESM}
export function padRight(text, width, fill = ' ') {
  const s = String(text);
  return s.length >= width ? s : s + fill.repeat(width - s.length);
}
`;

export const PAD_RIGHT_TEST = `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { padRight } from '../src/pad.js';

test('padRight pads on the right', () => assert.equal(padRight('ab', 4, '.'), 'ab..'));
`;

export const ADD_PAD_RIGHT: TaskSpec = {
  title: 'Add padRight',
  description: 'Add padRight(text, width, fill) to src/pad.js, with a test',
};

export function padFiles(task: TaskSpec = ADD_PAD_RIGHT): Record<string, string> {
  return {
    'package.json': `${JSON.stringify(
      { name: 'pad-kit', private: true, type: 'module', scripts: { test: 'node --test' } },
      null,
      2,
    )}\n`,
    'CLAUDE.md': claudeMd('npm test'),
    '.gitignore': 'node_modules/\n',
    'src/pad.js': PAD_ESM,
    'test/pad.test.js': PAD_TEST,
    '.ralph/prd.yaml': prdYaml(task),
  };
}

export function jestFiles(): Record<string, string> {
  return {
    'package.json': `${JSON.stringify({ name: 'pad-jest', private: true, scripts: { test: 'jest' } }, null, 2)}\n`,
    'jest.config.js': "module.exports = { testEnvironment: 'node' };\n",
    'CLAUDE.md': claudeMd('npm test'),
    '.gitignore': 'node_modules\n',
    'src/pad.js': `exports.padLeft = (text, width, fill = ' ') => {\n  const s = String(text);\n  return s.length >= width ? s : fill.repeat(width - s.length) + s;\n};\n`,
    'test/pad.test.js': `const { padLeft } = require('../src/pad.js');\n\ntest('pads with the given fill', () => expect(padLeft('7', 3, '0')).toBe('007'));\n`,
    '.ralph/prd.yaml': prdYaml(ADD_PAD_RIGHT),
  };
}

export const BROKEN_PAD_CJS = `exports.padLeft = (text, width, fill = ' ') => String(text);\nexports.padRight = (text) => String(text);\n`;

/** jest needs its package: the project's own node_modules, linked in (and ignored by git). */
export function linkNodeModules(dir: string): void {
  symlinkSync(PROJECT_NODE_MODULES, join(dir, 'node_modules'));
}

export function pythonFiles(): Record<string, string> {
  return {
    'pyproject.toml':
      '[project]\nname = "pad"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n',
    'CLAUDE.md': claudeMd('python3 -m pytest -q -p no:cacheprovider'),
    'pad.py': 'def pad_left(text, width, fill=" "):\n    return str(text).rjust(width, fill)\n',
    'tests/test_pad.py':
      'from pad import pad_left\n\n\ndef test_pads():\n    assert pad_left("7", 3, "0") == "007"\n',
    '.ralph/prd.yaml': prdYaml(ADD_PAD_RIGHT),
  };
}

export const BROKEN_PAD_PY =
  'def pad_left(text, width, fill=" "):\n    return str(text)\n\n\ndef pad_right(text, width, fill=" "):\n    return str(text)\n';

export function hasPytest(): boolean {
  return spawnSync('python3', ['-m', 'pytest', '--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * Runs `command` in a scratch copy of `files` with `changes` applied (null deletes a file):
 * how a gate that trusted the working tree would judge the agent's work.
 */
export function checkOnTree(
  files: Record<string, string>,
  changes: Record<string, string | null>,
  command: string,
  options: { nodeModules?: boolean } = {},
): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-attack-'));
  try {
    for (const [path, content] of Object.entries({ ...files, ...changes })) {
      const full = join(dir, path);
      if (content === null) {
        if (existsSync(full)) rmSync(full);
        continue;
      }
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, content);
    }
    if (options.nodeModules) linkNodeModules(dir);
    const run = spawnSync('sh', ['-c', command], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
