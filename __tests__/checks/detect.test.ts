import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectChecks } from '../../src/checks/detect.js';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});

async function commandsFor(files: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-detect-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return (await detectChecks(dir)).map((c) => `${c.name}: ${c.command}`);
}

describe('detectChecks', () => {
  it('Node: the typecheck, lint and test scripts that exist', async () => {
    expect(
      await commandsFor({
        'package.json': JSON.stringify({
          scripts: { test: 'jest', lint: 'eslint .', typecheck: 'tsc' },
        }),
      }),
    ).toEqual(['typecheck: npm run typecheck', 'lint: npm run lint', 'test: npm test']);
    expect(
      await commandsFor({ 'package.json': JSON.stringify({ scripts: { lint: 'eslint .' } }) }),
    ).toEqual(['lint: npm run lint']);
  });

  it("Node: skips npm's default test script and survives a broken package.json", async () => {
    const npmDefault = 'echo "Error: no test specified" && exit 1';
    expect(
      await commandsFor({ 'package.json': JSON.stringify({ scripts: { test: npmDefault } }) }),
    ).toEqual([]);
    expect(await commandsFor({ 'package.json': '{ not json' })).toEqual([]);
  });

  it('Python: pytest and ruff only when configured or mentioned', async () => {
    expect(
      await commandsFor({
        'pyproject.toml': '[tool.ruff]\nline-length = 100\n[tool.pytest.ini_options]\n',
      }),
    ).toEqual(['lint: ruff check .', 'test: pytest']);
    expect(await commandsFor({ 'requirements.txt': 'pytest==8.0\n' })).toEqual(['test: pytest']);
    expect(await commandsFor({ 'setup.py': 'from setuptools import setup\n' })).toEqual([]);
  });

  it('Go and Rust', async () => {
    expect(await commandsFor({ 'go.mod': 'module example.com/x\n' })).toEqual([
      'vet: go vet ./...',
      'test: go test ./...',
    ]);
    expect(await commandsFor({ 'Cargo.toml': '[package]\nname = "x"\n' })).toEqual([
      'clippy: cargo clippy -- -D warnings',
      'test: cargo test',
    ]);
  });

  it('several ecosystems keep names unique, and nothing is detected in an empty dir', async () => {
    expect(
      await commandsFor({
        'package.json': JSON.stringify({ scripts: { test: 'jest' } }),
        'go.mod': 'module x\n',
      }),
    ).toEqual(['test: npm test', 'vet: go vet ./...', 'go-test: go test ./...']);
    expect(await commandsFor({})).toEqual([]);
  });

  it('pnpm and yarn projects get their own commands (from the lockfile or packageManager)', async () => {
    const scripts = { typecheck: 'tsc', lint: 'eslint .', test: 'vitest run' };
    expect(
      await commandsFor({
        'package.json': JSON.stringify({ scripts }),
        'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
      }),
    ).toEqual(['typecheck: pnpm run typecheck', 'lint: pnpm run lint', 'test: pnpm test']);
    expect(
      await commandsFor({ 'package.json': JSON.stringify({ scripts }), 'yarn.lock': '# yarn\n' }),
    ).toEqual(['typecheck: yarn typecheck', 'lint: yarn lint', 'test: yarn test']);
    expect(
      await commandsFor({
        'package.json': JSON.stringify({ packageManager: 'pnpm@9.12.0', scripts: { test: 'x' } }),
      }),
    ).toEqual(['test: pnpm test']);
  });

  it('a test script that already lints gets no lint check of its own', async () => {
    const lintAndTest = async (extra: Record<string, string>, files: Record<string, string> = {}) =>
      commandsFor({
        'package.json': JSON.stringify({ scripts: { lint: 'eslint src', ...extra } }),
        ...files,
      });
    expect(await lintAndTest({ test: 'npm run lint && jest' })).toEqual(['test: npm test']);
    expect(await lintAndTest({ test: 'eslint src && node --test' })).toEqual(['test: npm test']);
    expect(await lintAndTest({ test: 'jest', pretest: 'npm run lint' })).toEqual([
      'test: npm test',
    ]);
    // pnpm runs no pretest by default, and "lint:css" or "tslint" are other scripts.
    expect(
      await lintAndTest({ test: 'jest', pretest: 'pnpm lint' }, { 'pnpm-lock.yaml': '' }),
    ).toEqual(['lint: pnpm run lint', 'test: pnpm test']);
    expect(await lintAndTest({ test: 'npm run lint:css && jest' })).toEqual([
      'lint: npm run lint',
      'test: npm test',
    ]);
  });

  it('Python: flake8 and ruff, from their config files too', async () => {
    expect(await commandsFor({ 'setup.cfg': '[flake8]\nmax-line-length = 100\n' })).toEqual([
      'lint: flake8',
    ]);
    expect(
      await commandsFor({ 'requirements.txt': 'flake8\npytest\n', '.flake8': '[flake8]\n' }),
    ).toEqual(['lint: flake8', 'test: pytest']);
    expect(
      await commandsFor({ 'setup.py': 'setup()\n', 'ruff.toml': 'line-length = 88\n' }),
    ).toEqual(['lint: ruff check .']);
    expect(await commandsFor({ 'tox.ini': '[tox]\n[flake8]\n[pytest]\n' })).toEqual([
      'lint: flake8',
      'test: pytest',
    ]);
  });

  it('a Makefile test target becomes `make test`, unless the project has its own test', async () => {
    const makefile = 'CFLAGS = -O2\n\nall: app\n\ntest: app\n\t./run-tests.sh\n';
    expect(await commandsFor({ Makefile: makefile })).toEqual(['test: make test']);
    expect(await commandsFor({ Makefile: 'test := unit\nall:\n\techo\n' })).toEqual([]);
    expect(await commandsFor({ Makefile: makefile, 'go.mod': 'module x\n' })).toEqual([
      'vet: go vet ./...',
      'test: go test ./...',
    ]);
  });
});
