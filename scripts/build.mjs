// Bundles the action (dist/index.js) and the CLI (dist/cli.js) with ncc.
// Each entry is built into its own temp dir, then moved into dist/ so the two
// bundles can sit side by side; the output is deterministic so CI can diff it.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
const entries = [
  { src: 'src/index.ts', out: 'index.js' },
  { src: 'src/cli/main.ts', out: 'cli.js', shebang: true },
  // The root init of the agent's network namespace, started by both bundles.
  { src: 'src/network/netns-init.ts', out: 'netns-init.js' },
];

const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

for (const entry of entries) {
  const tmp = mkdtempSync(join(tmpdir(), 'ralph-build-'));
  try {
    execFileSync(
      process.execPath,
      [ncc, 'build', join(root, entry.src), '-o', tmp, '--quiet', '--target', 'es2022'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    for (const name of readdirSync(tmp)) {
      if (name === 'index.js') continue;
      if (name === 'package.json') {
        cpSync(join(tmp, name), join(dist, name));
        continue;
      }
      // Extra chunks/assets: keep them, but never let one bundle overwrite the other's.
      const target = join(dist, name);
      if (
        existsSync(target) &&
        readFileSync(target, 'utf8') !== readFileSync(join(tmp, name), 'utf8')
      ) {
        throw new Error(`build: ${name} is emitted by two bundles with different contents`);
      }
      cpSync(join(tmp, name), target, { recursive: true });
    }
    let code = readFileSync(join(tmp, 'index.js'), 'utf8');
    if (entry.shebang && !code.startsWith('#!')) code = '#!/usr/bin/env node\n' + code;
    writeFileSync(join(dist, entry.out), code);
    if (entry.shebang) chmodSync(join(dist, entry.out), 0o755);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
if (!existsSync(join(dist, 'package.json'))) {
  writeFileSync(join(dist, 'package.json'), JSON.stringify({ type: 'module' }, null, 2) + '\n');
}
console.log('built dist/index.js, dist/cli.js and dist/netns-init.js');
