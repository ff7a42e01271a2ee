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
});
