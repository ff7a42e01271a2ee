/**
 * The root init of the agent's network namespace (bundled as dist/netns-init.js and run as
 *   unshare --net --pid --fork --kill-child -- node netns-init.js CONFIG -- setpriv ... -- cmd
 * so it is PID 1 of a PID namespace and the only process with a network of its own). It
 *  - brings loopback up and routes every address to it, so any connect lands locally and fails
 *    at once (nothing leaves: the namespace has no other interface);
 *  - starts the packet recorder (packet-recorder.ts), where the harness found one, which
 *    records the tries the kernel refused (TCP, UDP, DNS names);
 *  - relays 127.0.0.1:<egress port> to the harness's egress proxy and, when the model's base
 *    URL (ANTHROPIC_BASE_URL or a cloud provider's) is on loopback, its port to the harness's model proxy, over unix sockets in a directory
 *    the agent's user cannot reach;
 *  - runs the command (which drops to the agent's user) with the proxy variables set, relays
 *    its exit code, writes the recorded destinations for the harness, and exits, which ends
 *    every process left in the namespace.
 */
import { spawn, execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { constants } from 'node:os';
import { startPacketRecorder, type PacketRecorder } from './packet-recorder.js';
import type { BlockedDestination } from './types.js';

export interface NetnsInitConfig {
  ip: string;
  /** Perl, for the packet recorder; absent where tries cannot be recorded. */
  perl?: string;
  egressSocket: string;
  loopbackSocket: string;
  /** Where the recorded destinations go (a JSON array of BlockedDestination). */
  record: string;
}

function relay(port: number, toSocket: string, preamble?: string): Promise<Server> {
  const server = createServer((client: Socket) => {
    const upstream = connect(toSocket);
    if (preamble) upstream.write(preamble);
    client.pipe(upstream).pipe(client);
    const end = (): void => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** The variables through which claude is pointed at the model proxy, one per provider. */
const MODEL_URL_VARIABLES = [
  'ANTHROPIC_BASE_URL',
  'ANTHROPIC_BEDROCK_BASE_URL',
  'ANTHROPIC_VERTEX_BASE_URL',
  'ANTHROPIC_FOUNDRY_BASE_URL',
];

/** The model proxy's port, when the provider's base URL points at loopback. */
function modelPort(env: NodeJS.ProcessEnv): number | undefined {
  const name = MODEL_URL_VARIABLES.find((variable) => env[variable]);
  try {
    const url = new URL(name ? env[name]! : '');
    if (!['127.0.0.1', 'localhost'].includes(url.hostname)) return undefined;
    return Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  } catch {
    return undefined;
  }
}

function bringUp(config: NetnsInitConfig): void {
  const run = (tool: string, args: string[], input?: string): void => {
    execFileSync(tool, args, { input, stdio: ['pipe', 'ignore', 'pipe'] });
  };
  run(config.ip, ['link', 'set', 'lo', 'up']);
  run(config.ip, ['route', 'add', 'local', '0.0.0.0/0', 'dev', 'lo']);
  try {
    run(config.ip, ['-6', 'route', 'add', 'local', '::/0', 'dev', 'lo']);
  } catch {
    // no IPv6 here: nothing to route
  }
}

/** The recorder, or undefined (said on stderr) where it cannot start: recording is not enforcing. */
async function startRecorder(config: NetnsInitConfig): Promise<PacketRecorder | undefined> {
  if (!config.perl) return undefined;
  try {
    return await startPacketRecorder(config.perl);
  } catch (error) {
    process.stderr.write(
      `ralph: the direct tries of this run are not recorded: ${(error as Error).message}\n`,
    );
    return undefined;
  }
}

async function recordBlocked(
  config: NetnsInitConfig,
  recorder: PacketRecorder | undefined,
): Promise<void> {
  const blocked: BlockedDestination[] = recorder ? await recorder.stop() : [];
  try {
    writeFileSync(config.record, JSON.stringify(blocked), { mode: 0o644 });
  } catch (error) {
    // The command's exit code matters more than the record: say so and go on.
    process.stderr.write(
      `ralph: could not record the blocked destinations: ${(error as Error).message}\n`,
    );
  }
}

async function main(argv: string[]): Promise<number> {
  const split = argv.indexOf('--');
  const config = JSON.parse(argv[0] ?? '') as NetnsInitConfig;
  const [command, ...args] = argv.slice(split + 1);
  if (split < 0 || !command) throw new Error('usage: netns-init CONFIG -- command [args]');
  bringUp(config);
  const recorder = await startRecorder(config);
  const egress = await relay(0, config.egressSocket);
  const servers = [egress];
  const model = modelPort(process.env);
  if (model) servers.push(await relay(model, config.loopbackSocket, `${model}\n`));
  const proxy = `http://127.0.0.1:${(egress.address() as { port: number }).port}`;
  const noProxy = '127.0.0.1,localhost,::1';
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      HTTP_PROXY: proxy,
      HTTPS_PROXY: proxy,
      http_proxy: proxy,
      https_proxy: proxy,
      NO_PROXY: noProxy,
      no_proxy: noProxy,
      // claude's own telemetry, error reports and update checks would only be refused (and
      // listed as blocked in every run): it does without them.
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    },
  });
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const)
    process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => {
    child.on('error', (error) => {
      process.stderr.write(`ralph: could not start ${command}: ${error.message}\n`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      for (const server of servers) server.close();
      void recordBlocked(config, recorder).then(() =>
        resolve(code ?? 128 + (signal ? constants.signals[signal] : 0)),
      );
    });
  });
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `ralph: could not set up the agent's network namespace: ${(error as Error).message}\n`,
    );
    process.exit(125);
  },
);
