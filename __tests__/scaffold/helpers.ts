import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { CliIO } from '../../src/cli/types.js';

export function tempProject(
  files: Record<string, string> = {},
  name = 'ralph-init-',
): { dir: string; cleanup(): void } {
  const root = mkdtempSync(join(tmpdir(), name));
  const dir = join(root, 'widget-shop');
  mkdirSync(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** path -> sha256 of every file under dir. */
export function treeHashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

export function captureIO(
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): CliIO & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
    isTTY: false,
    color: false,
    cwd,
    env,
  };
}
