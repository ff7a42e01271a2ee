/**
 * Issue 27 §3 through the built action as root, with the real claude: the agent's Bash makes a
 * raw TCP connect and a curl to a port on the runner's loopback where a server listens, asks
 * the proxy for an undeclared host, and fetches from a host:port that `allowed-hosts` names.
 * With the network open (the control) the same commands reach the server; restricted (the
 * default) they reach nothing, every attempt is listed in the job summary and the pull request,
 * the allowed server is reached through the proxy, and the task still completes through the
 * model proxy.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { createServer, type Server } from 'node:http';
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

function attack(target: number, allowed: number): string {
  const raw =
    `node -e "require('net').connect(${target},'127.0.0.1')` +
    `.on('connect',()=>{console.log('RAW CONNECTED');process.exit(0)})` +
    `.on('error',e=>{console.log('RAW '+e.code);process.exit(1)})"`;
  return [
    raw,
    `curl -sS -m 10 http://127.0.0.1:${target}/; echo "CURL EXIT $?"`,
    `curl -sS -m 10 -o /dev/null -w "PROXY %{http_code}\\n" http://blocked.example/; echo "PROXIED EXIT $?"`,
    `curl -sS -m 10 --noproxy '' http://127.0.0.1:${allowed}/; echo "ALLOWED EXIT $?"`,
    'echo ATTACKED',
  ].join('; ');
}

// Both modes isolate the agent (`isolation: required`), and the namespace needs root.
const describe = describeWith('root');

for (const mode of [
  { network: 'restricted', restricted: true },
  { network: 'open', restricted: false },
]) {
  describe(`network: ${mode.network}, the agent connects where it was not allowed`, () => {
    let world: ActionWorld;
    let result: ActionRunResult;
    let target: CountingServer;
    let allowed: CountingServer;
    let said = '';
    let agentName = '';

    beforeAll(async () => {
      target = await countingServer('target-reached');
      allowed = await countingServer('allowed-reached');
      world = await startActionWorld(
        attackScenario({
          before: { [TASK_1]: [bash(attack(target.port, allowed.port), 'Fetch')] },
          once: true,
        }),
      );
      agentName = agentUserNameFor(world.project.workspace);
      result = await world.run({
        eventName: 'workflow_dispatch',
        payload: workflowDispatchPayload(OWNER, REPO, {}),
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
      if (agentName) retireAgentUser(agentName);
    });

    test('the task completes through the model proxy', () => {
      expect({ exit: result.exitCode, details: details(result) }).toMatchObject({ exit: 0 });
      expect(world.originSubjects('main..ralph/textkit').some((s) => s.startsWith('feat'))).toBe(
        true,
      );
      expect(said).toContain('ATTACKED');
    });

    if (mode.restricted) {
      test('the raw connect and the curl reach nothing: the server saw no connection', () => {
        expect(said).toContain('RAW ECONNREFUSED');
        expect(said).toContain('CURL EXIT 7');
        expect(said).not.toContain('target-reached');
        expect(target.connections()).toBe(0);
      });

      test('the proxy refuses an undeclared host and lets the allowed host:port through', () => {
        expect(said).toContain('PROXY 403');
        expect(said).toContain('allowed-reached');
        expect(allowed.connections()).toBeGreaterThan(0);
      });

      test('every attempt is listed in the job summary and the pull request, with the hint', () => {
        const pull = [...world.github.state.pulls.values()][0]!;
        for (const text of [result.summary, pull.body ?? '']) {
          expect(text).toContain('### Network: 2 blocked destinations');
          expect(text).toMatch(new RegExp(`\`127\\.0\\.0\\.1:${target.port}\` \\| 2 \\| direct`));
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
        expect(result.summary).not.toContain('### Network');
      });
    }
  });
}
