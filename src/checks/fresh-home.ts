/**
 * A fresh, empty HOME for one check, owned by whoever the check runs as and removed after it.
 * Nothing the agent wrote into a HOME (an ~/.npmrc with `script-shell=/bin/true`, a git or pip
 * configuration) reaches the checks, and nothing one check writes there reaches the next.
 * The toolchains' homes and caches come with it (see toolchain-homes.ts).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sandbox } from '../isolation/types.js';
import { toolchainEnvironment, toolchainHomes } from './toolchain-homes.js';

export interface FreshHome {
  path: string;
  /** RUSTUP_HOME, GOPROXY and the like, over the check's own environment. */
  toolchains: Record<string, string>;
  remove(): Promise<void>;
}

/** What mktemp made for the agent's user: nothing else is ever removed in its name. */
const AGENT_HOME = /^\/tmp\/ralph-home-[A-Za-z0-9]{10}$/;

/** Runs `command args` on the agent's side of the boundary; resolves with its stdout. */
function runAsAgent(sandbox: Sandbox, command: string, args: string[]): Promise<string> {
  const wrapped = sandbox.wrap(command, args);
  return new Promise((resolve, reject) => {
    execFile(
      wrapped.command,
      wrapped.args,
      {
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
        timeout: 30_000,
        ...(wrapped.uid !== undefined ? { uid: wrapped.uid, gid: wrapped.gid } : {}),
      },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`${command}: ${stderr.trim() || error.message}`))
          : resolve(stdout),
    );
  });
}

/** A new HOME for one check: the harness's own temp dir, or one the agent's user owns. */
export async function freshHome(sandbox?: Sandbox): Promise<FreshHome> {
  const toolchains = toolchainEnvironment(await toolchainHomes(sandbox), process.env);
  if (!sandbox?.isolated) {
    const path = await mkdtemp(join(tmpdir(), 'ralph-home-'));
    return { path, toolchains, remove: () => rm(path, { recursive: true, force: true }) };
  }
  // Each run's private /tmp holds a fresh HOME of its own, removed with the run.
  if (sandbox.privateHome) {
    return { path: sandbox.privateHome, toolchains, remove: async () => undefined };
  }
  const path = (await runAsAgent(sandbox, 'mktemp', ['-d', '/tmp/ralph-home-XXXXXXXXXX'])).trim();
  if (!AGENT_HOME.test(path)) throw new Error(`mktemp made an unexpected HOME: ${path}`);
  return {
    path,
    toolchains,
    async remove() {
      // A directory the check made read-only is opened first, so rm can empty it.
      const script = 'chmod -R u+rwX -- "$1" 2>/dev/null; rm -rf -- "$1"';
      await runAsAgent(sandbox, 'sh', ['-c', script, 'sh', path]).catch(() => undefined);
    },
  };
}
