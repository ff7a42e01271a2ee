/**
 * The model proxy's overhead per model request: the time to the last byte of a 2 MB streamed
 * (SSE) response through the proxy against a direct connection to the same upstream, the
 * median of interleaved rounds. The upstream runs in a process of its own, as the model API
 * does; the proxy runs in this process, as it runs in the harness's. On a busy machine the wall
 * time mostly measures the neighbours, so a second row gives the proxy's own CPU time per
 * request (this process's CPU through the proxy minus direct: the client's share cancels out),
 * which bounds the added latency on an idle machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { startModelProxy } from '../../src/model-proxy/server.js';
import type { BenchCase, BenchRow } from '../harness.js';

const ROUNDS = 41;
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

function startUpstream(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['-e', UPSTREAM], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout!.once('data', (chunk: Buffer) =>
      resolve({ url: `http://127.0.0.1:${chunk.toString().trim()}`, child }),
    );
  });
}

/** Wall and CPU milliseconds (this process's) from sending a request to its last byte. */
async function measured(url: string, key: string): Promise<{ wall: number; cpu: number }> {
  const cpu = process.cpuUsage();
  const wall = await timedRequest(url, key);
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

/** Milliseconds from sending a request to the last byte of its answer. */
function timedRequest(url: string, key: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/v1/messages`,
      { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' } },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(performance.now() - started));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end('{"stream":true}');
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export const modelProxy: BenchCase = {
  name: 'model-proxy',
  async run(): Promise<BenchRow[]> {
    const upstream = await startUpstream();
    const proxy = await startModelProxy({
      credential: { kind: 'api-key', value: 'sk-ant-bench-key-0000000000' },
      upstream: upstream.url,
    });
    const grant = proxy.grant({ refusal: () => undefined, onUsage: () => undefined });
    try {
      const direct: { wall: number; cpu: number }[] = [];
      const proxied: { wall: number; cpu: number }[] = [];
      // Warm both paths (connections, JIT) before measuring.
      for (let i = 0; i < 3; i++) {
        await timedRequest(upstream.url, 'direct');
        await timedRequest(proxy.url, grant.capability);
      }
      for (let i = 0; i < ROUNDS; i++) {
        direct.push(await measured(upstream.url, 'direct'));
        proxied.push(await measured(proxy.url, grant.capability));
      }
      const floor = median(direct.map((m) => m.wall));
      const added = Math.max(median(proxied.map((m) => m.wall)) - floor, 0);
      const cpuFloor = median(direct.map((m) => m.cpu));
      const cpuAdded = Math.max(median(proxied.map((m) => m.cpu)) - cpuFloor, 0);
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
          value: cpuAdded,
          floor: cpuFloor,
          floorLabel: 'the client, direct',
          unit: 'ms CPU',
          ratio: cpuAdded / cpuFloor,
          target: `value <= ${TARGET_MS} ms CPU`,
          ok: cpuAdded <= TARGET_MS,
        },
      ];
    } finally {
      grant.revoke();
      await proxy.close();
      upstream.child.kill();
    }
  },
};
