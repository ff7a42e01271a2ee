/**
 * The model proxy's overhead per model request: the time from sending a request to the last
 * byte of its 2 MB streamed (SSE) response, through the proxy against a direct connection to
 * the same upstream; the medians of 101 interleaved rounds. Three processes, as in a run: the
 * upstream (the model API), the client (claude) and the proxy, which runs in this process as it
 * runs in the harness's. A second row gives the proxy's own CPU time per request (this
 * process's CPU through the proxy minus direct, where it only relays the client's timings):
 * on a busy machine the wall time also measures the neighbours, the CPU time does not.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { anthropicProvider } from '../../src/model-proxy/providers/anthropic.js';
import { startModelProxy } from '../../src/model-proxy/server.js';
import type { BenchCase, BenchRow } from '../harness.js';

const ROUNDS = 101;
const WARM_UP = 5;
const TARGET_MS = 5;

/** An upstream that answers every POST with 2 MB of SSE in ~1 KB events, usage included. */
const UPSTREAM = `
const http = require('node:http');
const event = (name, data) => 'event: ' + name + '\\ndata: ' + JSON.stringify(data) + '\\n\\n';
const delta = event('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'x'.repeat(1000) } });
const body = [
  event('message_start', { type: 'message_start', message: { id: 'm', model: 'claude-sonnet-4-5', usage: { input_tokens: 10, output_tokens: 1 } } }),
  ...Array.from({ length: Math.ceil(2 * 1024 * 1024 / delta.length) }, () => delta),
  event('message_delta', { type: 'message_delta', delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 500000 } }),
  event('message_stop', { type: 'message_stop' }),
];
http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    let i = 0;
    const more = () => { while (i < body.length) { if (!res.write(body[i++])) return res.once('drain', more); } res.end(); };
    more();
  });
}).listen(0, '127.0.0.1', function () { process.stdout.write(String(this.address().port) + '\\n'); });
`;

/**
 * The client: for each line "<url> <key>" on stdin, one streamed request on a kept-alive
 * connection; prints the milliseconds from sending it to the last byte of the answer.
 */
const CLIENT = `
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true });
require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
  const [url, key] = line.split(' ');
  const started = performance.now();
  const req = http.request(url + '/v1/messages', { method: 'POST', agent, headers: { 'x-api-key': key, 'content-type': 'application/json' } }, (res) => {
    let bytes = 0;
    res.on('data', (chunk) => { bytes += chunk.length; });
    res.on('end', () => process.stdout.write((res.statusCode === 200 && bytes > 2e6 ? performance.now() - started : -1) + '\\n'));
  });
  req.on('error', (error) => { process.stderr.write(String(error) + '\\n'); process.stdout.write('-1\\n'); });
  req.end('{"model":"claude-sonnet-4-5","max_tokens":1024,"stream":true}');
});
`;

function node(script: string): ChildProcess {
  return spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
}

/** The client process: `timed(url, key)` is one request's milliseconds to its last byte. */
function startClient(): { timed(url: string, key: string): Promise<number>; child: ChildProcess } {
  const child = node(CLIENT);
  const waiting: ((ms: number) => void)[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => waiting.shift()?.(Number(line)));
  return {
    child,
    timed: (url, key) =>
      new Promise((resolve, reject) => {
        waiting.push((ms) =>
          ms >= 0 ? resolve(ms) : reject(new Error(`request to ${url} failed`)),
        );
        child.stdin!.write(`${url} ${key}\n`);
      }),
  };
}

function startUpstream(): Promise<{ url: string; child: ChildProcess }> {
  const child = node(UPSTREAM);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout!.once('data', (chunk: Buffer) =>
      resolve({ url: `http://127.0.0.1:${chunk.toString().trim()}`, child }),
    );
  });
}

interface Measurement {
  wall: number;
  /** This process's CPU milliseconds meanwhile. */
  cpu: number;
}

async function measured(timed: () => Promise<number>): Promise<Measurement> {
  const start = process.cpuUsage();
  const wall = await timed();
  const used = process.cpuUsage(start);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export const modelProxy: BenchCase = {
  name: 'model-proxy',
  async run(): Promise<BenchRow[]> {
    const upstream = await startUpstream();
    const client = startClient();
    const proxy = await startModelProxy({
      provider: anthropicProvider(
        { kind: 'api-key', value: 'sk-ant-bench-key-0000000000' },
        upstream.url,
      ),
    });
    let responses = 0;
    const grant = proxy.grant({
      reserve: () => undefined,
      settle: () => void responses++,
      refused: () => undefined,
    });
    try {
      const direct = () => client.timed(upstream.url, 'direct');
      const proxied = () => client.timed(proxy.url, grant.capability);
      // Warm both paths (connections, JIT) before measuring.
      for (let i = 0; i < WARM_UP; i++) {
        await direct();
        await proxied();
      }
      const plain: Measurement[] = [];
      const through: Measurement[] = [];
      // Each round both ways, in turns first, so neither always finds the machine as the other left it.
      for (let i = 0; i < ROUNDS; i++) {
        if (i % 2 === 0) plain.push(await measured(direct));
        through.push(await measured(proxied));
        if (i % 2 === 1) plain.push(await measured(direct));
      }
      if (responses !== WARM_UP + ROUNDS) {
        throw new Error(
          `the proxy read the usage of ${responses} of ${WARM_UP + ROUNDS} responses`,
        );
      }
      const floor = median(plain.map((m) => m.wall));
      const added = median(through.map((m) => m.wall)) - floor;
      const cpuFloor = median(plain.map((m) => m.cpu));
      const cpu = median(through.map((m) => m.cpu)) - cpuFloor;
      return [
        {
          name: 'model proxy: added latency per request (2 MB SSE response, median)',
          value: added,
          floor,
          floorLabel: 'the same request, direct',
          unit: 'ms',
          ratio: added / floor,
          target: `value <= ${TARGET_MS} ms`,
          ok: added <= TARGET_MS,
        },
        {
          name: 'model proxy: its CPU time per request (2 MB SSE response, median)',
          value: cpu,
          floor,
          floorLabel: 'the request, direct, wall',
          unit: 'ms CPU',
          ratio: cpu / floor,
          target: `value <= ${TARGET_MS} ms CPU`,
          ok: cpu <= TARGET_MS,
        },
      ];
    } finally {
      grant.revoke();
      await proxy.close();
      client.child.kill();
      upstream.child.kill();
    }
  },
};
