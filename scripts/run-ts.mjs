// Runs a TypeScript script (the demo, the benchmarks) on plain Node: bundles it with
// ncc into node_modules/.cache and runs the bundle with the remaining arguments.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <script.ts> [args...]');
  process.exit(2);
}
const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'node_modules', '.cache', 'ralph-scripts', basename(entry, '.ts'));
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
execFileSync(
  process.execPath,
  [ncc, 'build', resolve(root, entry), '-o', out, '--quiet', '--target', 'es2022'],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const result = spawnSync(process.execPath, [join(out, 'index.js'), ...args], {
  stdio: 'inherit',
  env: { ...process.env, RALPH_REPO_ROOT: root },
});
process.exit(result.status ?? 1);
