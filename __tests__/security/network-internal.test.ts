/**
 * Issue 35 §2 through the built action as root, with the real claude and isolation active: the
 * agent asks the egress proxy for names that `*.example.test` allows but that resolve inside the
 * runner's network (the metadata service's 169.254.169.254, a private 10.x address, the
 * runner's own address where a test server listens), and sends a plain request whose Host
 * header names another host (domain fronting). The names resolve through the runner's real
 * resolver: the action runs in a mount namespace whose /etc/hosts maps them, so nothing on the
 * machine changes. The proxy really reaches the runner's own address and a loopback alias where
 * an entry names the address or its CIDR (the attack's path works), and refuses every other
 * try before connecting, each listed with its reason; nothing leaves the runner's loopback.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';
import { agentUserNameFor, retireAgentUser } from './attack-kit.js';
import { TASK_1, attackScenario, bash, conversationWith, details } from './git-attack-world.js';
import { describeWith } from '../../test-support/privileges.js';

const describeAsRoot = describeWith('root');

/** A server that counts the requests that reached it. */
interface CountingServer {
  port: number;
  requests: () => number;
  close(): void;
}

async function countingServer(address: string, answer: string): Promise<CountingServer> {
  let requests = 0;
  const server: Server = createServer((_req, res) => {
    requests++;
    res.end(`${answer}\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  return {
    port: (server.address() as { port: number }).port,
    requests: () => requests,
    close: () => server.close(),
  };
}

/** The runner's first IPv4 address that is not loopback. */
function ownAddress(): string {
  const found = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal);
  if (!found) throw new Error('the runner has no IPv4 address besides loopback');
  return found.address;
}

const ALIAS = '127.0.0.9';

/**
 * Mounts the file argv[1] over /etc/hosts (in the mount namespace unshare made), then runs the
 * rest of argv and exits with its code. Node, not sh: the action's INPUT_* names have dashes,
 * which a shell drops from the environment.
 */
const WITH_HOSTS = [
  "const { execFileSync, spawnSync } = require('node:child_process');",
  "execFileSync('mount', ['--bind', process.argv[1], '/etc/hosts']);",
  'const [command, ...args] = process.argv.slice(2);',
  "const run = spawnSync(command, args, { stdio: 'inherit' });",
  'process.exit(run.status ?? 1);',
].join('\n');

describeAsRoot('the egress proxy and internal destinations (as root, through the action)', () => {
  let world: ActionWorld;
  let result: ActionRunResult;
  let own: CountingServer;
  let ownAllowed: CountingServer;
  let alias: CountingServer;
  let said = '';
  let agentName = '';
  const hostsDir = mkdtempSync(join(tmpdir(), 'ralph-hosts-'));
  const hostsFile = join(hostsDir, 'hosts');
  const me = ownAddress();

  beforeAll(async () => {
    own = await countingServer(me, 'own-reached');
    ownAllowed = await countingServer(me, 'own-allowed-reached');
    alias = await countingServer(ALIAS, 'alias-reached');
    writeFileSync(
      hostsFile,
      [
        '127.0.0.1 localhost',
        '169.254.169.254 metadata.example.test',
        '10.20.30.40 db.example.test',
        `${me} own.example.test`,
        `${ALIAS} alias.example.test`,
        '',
      ].join('\n'),
    );
    const curl = (label: string, url: string, extra = ''): string =>
      `curl -sS -m 10 ${extra} -w " ${label} %{http_code}\\n" ${url}`;
    const attack = [
      curl('META', 'http://metadata.example.test/latest/meta-data/'),
      curl('DB', 'http://db.example.test:5432/'),
      curl('OWN', `http://own.example.test:${own.port}/`),
      curl('OWNALLOWED', `http://own.example.test:${ownAllowed.port}/`),
      curl('ALIAS', `http://alias.example.test:${alias.port}/`),
      curl('FRONTED', `http://alias.example.test:${alias.port}/`, "-H 'Host: blocked.example'"),
      'echo ATTACKED',
    ].join('; ');
    world = await startActionWorld(
      attackScenario({ before: { [TASK_1]: [bash(attack, 'Fetch')] }, once: true }),
    );
    agentName = agentUserNameFor(world.project.workspace);
    result = await world.run({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(OWNER, REPO, {}),
      // the runner's real resolver reads this /etc/hosts, in the action's mount namespace only
      commandPrefix: [
        'unshare',
        '--mount',
        '--propagation',
        'private',
        '--',
        process.execPath,
        '-e',
        WITH_HOSTS,
        hostsFile,
      ],
      inputs: {
        isolation: 'required',
        network: 'restricted',
        'allowed-hosts': `defaults, *.example.test, ${me}:${ownAllowed.port}, 127.0.0.8/29`,
      },
    });
    said = conversationWith(world.model, 'ATTACKED') ?? '';
  }, 300_000);

  afterAll(async () => {
    await world?.close();
    own?.close();
    ownAllowed?.close();
    alias?.close();
    rmSync(hostsDir, { recursive: true, force: true });
    if (agentName) retireAgentUser(agentName);
  });

  test('the task completes', () => {
    expect({ exit: result.exitCode, details: details(result) }).toMatchObject({ exit: 0 });
    expect(said).toContain('ATTACKED');
  });

  test('where an entry names the address or its CIDR, the proxy reaches it (the attack path works)', () => {
    expect(said).toContain('own-allowed-reached');
    expect(said).toContain('OWNALLOWED 200');
    expect(ownAllowed.requests()).toBe(1);
    expect(said).toContain('alias-reached');
    expect(said).toContain('ALIAS 200');
  });

  test('names resolving to the metadata service, a private address or the runner itself are refused', () => {
    expect(said).toContain('META 403');
    expect(said).toContain('DB 403');
    expect(said).toContain('OWN 403');
    expect(said).not.toContain('own-reached');
    expect(own.requests()).toBe(0);
    expect(said).toContain("inside the runner's network");
  });

  test('a Host header naming another host is refused (domain fronting)', () => {
    expect(said).toContain('FRONTED 403');
    expect(alias.requests()).toBe(1);
  });

  test('every refusal is listed with its reason in the job summary and the pull request', () => {
    const pull = [...world.github.state.pulls.values()][0]!;
    for (const text of [result.summary, pull.body ?? '']) {
      expect(text).toContain(
        '`metadata.example.test:80` | 1 | through the proxy: resolves to 169.254.169.254 (link-local)',
      );
      expect(text).toContain(
        '`db.example.test:5432` | 1 | through the proxy: resolves to 10.20.30.40 (private)',
      );
      expect(text).toMatch(
        new RegExp(
          `\`own\\.example\\.test:${own.port}\` \\| 1 \\| through the proxy: resolves to ${me.replace(/\./g, '\\.')} \\(([a-z -]+, )?the runner's own address\\)`,
        ),
      );
      expect(text).toContain(
        `\`alias.example.test:${alias.port}\` | 1 | through the proxy: its Host header names "blocked.example", not the URL's host (domain fronting)`,
      );
    }
  });
});
