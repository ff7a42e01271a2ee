/**
 * The toolchain homes the checks get next to their fresh HOME: the runner's rustup and Cargo
 * homes, Go's download cache as a read-only proxy, Maven's and Gradle's read-only caches, and a
 * persistent per-user cache for npm.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runChecks } from '../../src/checks/run.js';
import {
  parseProbe,
  runnerCandidates,
  toolchainEnvironment,
  toolchainHomes,
  toolchainOpenPaths,
} from '../../src/checks/toolchain-homes.js';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});
function tempDir(prefix = 'ralph-toolchains-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

describe('the toolchain environment', () => {
  const runner = runnerCandidates('/home/runner');

  it('points at the runner’s homes and the user’s cache', () => {
    const env = toolchainEnvironment({ runner, cache: '/var/cache/ralph-toolchains/1001' });
    expect(env).toEqual({
      RUSTUP_HOME: '/home/runner/.rustup',
      CARGO_HOME: '/home/runner/.cargo',
      GOPROXY: 'file:///home/runner/go/pkg/mod/cache/download,https://proxy.golang.org,direct',
      MAVEN_OPTS: '-Dmaven.repo.local.tail=/home/runner/.m2/repository',
      GRADLE_RO_DEP_CACHE: '/home/runner/.gradle/caches',
      npm_config_cache: '/var/cache/ralph-toolchains/1001/npm',
    });
  });

  it('keeps what the runner sets, and its GOPROXY behind the download cache', () => {
    const env = toolchainEnvironment(
      { runner: { rustup: '/home/runner/.rustup', goModDownload: '/m/cache/download' } },
      { RUSTUP_HOME: '/opt/rustup', GOPROXY: 'https://goproxy.example' },
    );
    expect(env).toEqual({ GOPROXY: 'file:///m/cache/download,https://goproxy.example' });
  });

  it('follows GOPATH and GOMODCACHE to the download cache', () => {
    expect(runnerCandidates('/h', { GOPATH: '/gp:/other' }).goModDownload).toBe(
      '/gp/pkg/mod/cache/download',
    );
    expect(runnerCandidates('/h', { GOMODCACHE: '/mc' }).goModDownload).toBe('/mc/cache/download');
  });

  it('gives nothing the user cannot read, and no cache where none was made', () => {
    const homes = parseProbe('READ /home/runner/.cargo\n', runner);
    expect(homes).toEqual({ runner: { cargo: '/home/runner/.cargo' } });
    expect(toolchainEnvironment(homes)).toEqual({ CARGO_HOME: '/home/runner/.cargo' });
  });
});

describe('what the sandbox opens to the agent’s user', () => {
  it('the runner’s toolchain directories that exist, never Cargo’s credentials or configuration', () => {
    const home = tempDir();
    for (const dir of ['.rustup/toolchains', '.cargo/bin', '.cargo/registry', '.m2/repository']) {
      mkdirSync(join(home, dir), { recursive: true });
    }
    writeFileSync(join(home, '.cargo/credentials.toml'), '[registry]\ntoken = "cio-secret"\n');
    writeFileSync(join(home, '.cargo/config.toml'), '');
    expect(toolchainOpenPaths(home)).toEqual([
      join(home, '.rustup'),
      join(home, '.cargo/bin'),
      join(home, '.cargo/registry'),
      join(home, '.m2/repository'),
    ]);
    expect(toolchainOpenPaths('')).toEqual([]);
  });
});

describe('finding the homes on this machine', () => {
  it('uses what exists, and makes the user’s own cache directory, private', async () => {
    const runnerHome = tempDir();
    for (const dir of ['.rustup', '.cargo', 'go/pkg/mod/cache/download']) {
      mkdirSync(join(runnerHome, dir), { recursive: true });
    }
    const root = join(tempDir(), 'caches');
    const homes = await toolchainHomes(undefined, { runnerHome, root });
    const own = join(root, String(process.getuid!()));
    expect(homes).toEqual({
      runner: {
        rustup: join(runnerHome, '.rustup'),
        cargo: join(runnerHome, '.cargo'),
        goModDownload: join(runnerHome, 'go/pkg/mod/cache/download'),
      },
      cache: own,
    });
    expect(lstatSync(own).mode & 0o7777).toBe(0o700);
    // Anyone may add a directory of their own, nobody may list or remove another's.
    expect(lstatSync(root).mode & 0o7777).toBe(0o1733);
  });

  it('refuses a cache directory someone planted as a link', async () => {
    const runnerHome = tempDir();
    const root = tempDir();
    const elsewhere = tempDir();
    symlinkSync(elsewhere, join(root, String(process.getuid!())));
    const homes = await toolchainHomes(undefined, { runnerHome, root });
    expect(homes).toEqual({ runner: {} });
  });
});

const rustup = join(process.env.HOME ?? homedir(), '.rustup');
const withRustup = existsSync(rustup) ? it : it.skip;
if (!existsSync(rustup)) {
  process.stderr.write(`skipped the rustup check: ${rustup} does not exist on this machine\n`);
}

describe('a check with a fresh HOME on a runner with rustup', () => {
  withRustup(
    'finds the runner’s default toolchain and builds a crate in the tree',
    async () => {
      const crate = tempDir('ralph-crate-');
      mkdirSync(join(crate, 'src'));
      execFileSync(
        'sh',
        [
          '-c',
          `printf '[package]\\nname = "slug"\\nversion = "0.1.0"\\nedition = "2021"\\n' > Cargo.toml
       printf 'pub fn slug(s: &str) -> String { s.to_lowercase().replace(" ", "-") }\\n#[test]\\nfn it_slugs() { assert_eq!(slug("A b"), "a-b"); }\\n' > src/lib.rs`,
        ],
        { cwd: crate },
      );
      const [result] = await runChecks(
        [{ name: 'test', command: 'cargo test --offline -q', required: true, timeoutMs: 300_000 }],
        { cwd: crate },
      );
      expect(result!.outputTail).not.toContain('no default is configured');
      expect({ passed: result!.passed, tail: result!.outputTail }).toMatchObject({ passed: true });
      // The build went to the tree's target dir, not into the runner's Cargo home.
      expect(existsSync(join(crate, 'target'))).toBe(true);
    },
    300_000,
  );
});
