/**
 * Benchmark of transcript parsing: a generated NDJSON transcript is streamed from disk
 * through the runner's own line splitter, parser and collector. Shows throughput, and that
 * memory stays flat (a 100 MB transcript needs no more than a 10 MB one).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { BenchRow } from '../bench/types.js';
import { LineSplitter, parseStreamLine, StreamCollector } from './stream.js';

export type { BenchRow };

const MB = 1024 * 1024;

/** Realistic event mix: assistant text and tool calls, large tool results, the odd bad line. */
function eventLine(i: number): string {
  const filler = 'const value = compute(input); // keeps the transcript realistic\n';
  switch (i % 5) {
    case 0:
      return JSON.stringify({
        type: 'assistant',
        message: {
          id: `msg_${i}`,
          role: 'assistant',
          content: [{ type: 'text', text: `Step ${i}: checking the module. ${filler.repeat(3)}` }],
        },
        session_id: 'bench',
      });
    case 1:
      return JSON.stringify({
        type: 'assistant',
        message: {
          id: `msg_${i}`,
          role: 'assistant',
          content: [
            {
              type: 'tool_use',
              id: `toolu_${i}`,
              name: 'Write',
              input: {
                file_path: `/home/runner/work/app/src/file${i}.ts`,
                content: filler.repeat(20),
              },
            },
          ],
        },
        session_id: 'bench',
      });
    case 2:
      return JSON.stringify({
        type: 'user',
        message: {
          role: 'user',
          content: [{ type: 'tool_result', tool_use_id: `toolu_${i}`, content: filler.repeat(40) }],
        },
        session_id: 'bench',
      });
    case 3:
      return JSON.stringify({ type: 'system', subtype: 'status', note: `tick ${i}` });
    default:
      return i % 50 === 4
        ? 'plain text noise in the stream'
        : JSON.stringify({ type: 'rate_limit_event', i });
  }
}

async function writeTranscript(path: string, bytes: number): Promise<number> {
  const out = createWriteStream(path);
  let written = 0;
  let i = 0;
  while (written < bytes) {
    const line = `${eventLine(i++)}\n`;
    written += Buffer.byteLength(line);
    if (!out.write(line)) await once(out, 'drain');
  }
  const result = `${JSON.stringify({ type: 'result', subtype: 'success', is_error: false, num_turns: i, total_cost_usd: 1.5, result: 'done' })}\n`;
  written += Buffer.byteLength(result);
  out.end(result);
  await once(out, 'finish');
  return written;
}

interface ParseStats {
  mbPerSecond: number;
  peakRssGrowthMb: number;
  /** Highest live heap (measured right after a full GC) above the starting point. */
  peakLiveHeapGrowthMb: number;
  events: number;
}

/** A full-GC function even when node was started without --expose-gc. */
function fullGc(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

async function parseTranscript(path: string, bytes: number): Promise<ParseStats> {
  const gc = fullGc();
  gc();
  const baseRss = process.memoryUsage().rss;
  const baseHeap = process.memoryUsage().heapUsed;
  let peakRss = baseRss;
  let peakLiveHeap = baseHeap;
  let samplingNs = 0n;
  const sample = (): void => {
    const before = process.hrtime.bigint();
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    gc();
    peakLiveHeap = Math.max(peakLiveHeap, process.memoryUsage().heapUsed);
    samplingNs += process.hrtime.bigint() - before;
  };
  const splitter = new LineSplitter();
  const collector = new StreamCollector();
  const feed = (lines: string[]): void => {
    for (const line of lines) {
      const parsed = parseStreamLine(line);
      if (parsed.kind === 'event') collector.handle(parsed.event);
      else if (parsed.kind === 'malformed') collector.noteMalformed();
    }
  };
  const chunkBytes = 256 * 1024;
  let chunks = 0;
  const started = process.hrtime.bigint();
  for await (const chunk of createReadStream(path, { highWaterMark: chunkBytes })) {
    feed(splitter.push(chunk as Buffer));
    // Every 4 MB: the RSS peak as is, and the live heap after a full collection.
    if (++chunks % 16 === 0) sample();
  }
  feed(splitter.end());
  sample();
  const seconds = Number(process.hrtime.bigint() - started - samplingNs) / 1e9;
  if (!collector.result) throw new Error('benchmark transcript was not parsed to its result');
  return {
    mbPerSecond: bytes / MB / seconds,
    peakRssGrowthMb: (peakRss - baseRss) / MB,
    peakLiveHeapGrowthMb: (peakLiveHeap - baseHeap) / MB,
    events: collector.eventCount,
  };
}

const round = (value: number): number => Math.round(value * 10) / 10;

export async function benchTranscriptParse(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'ralph-bench-transcript-'));
  try {
    const small = join(dir, 'small.ndjson');
    const large = join(dir, 'large.ndjson');
    const smallBytes = await writeTranscript(small, 10 * MB);
    const largeBytes = await writeTranscript(large, 100 * MB);
    const smallStats = await parseTranscript(small, smallBytes);
    const largeStats = await parseTranscript(large, largeBytes);
    const heapDelta = largeStats.peakLiveHeapGrowthMb - smallStats.peakLiveHeapGrowthMb;
    return [
      {
        figure: 'transcript parse throughput (100 MB NDJSON)',
        value: round(largeStats.mbPerSecond),
        unit: 'MB/s',
        target: '>= 50',
        ok: largeStats.mbPerSecond >= 50,
      },
      {
        figure: 'transcript parse peak RSS growth (100 MB)',
        value: round(largeStats.peakRssGrowthMb),
        unit: 'MB',
        target: '<= 128',
        ok: largeStats.peakRssGrowthMb <= 128,
      },
      {
        figure: 'transcript parse peak live heap growth (10 MB)',
        value: round(smallStats.peakLiveHeapGrowthMb),
        unit: 'MB',
        target: 'reference for the 100 MB run',
        ok: true,
      },
      {
        figure: 'transcript parse peak live heap growth (100 MB)',
        value: round(largeStats.peakLiveHeapGrowthMb),
        unit: 'MB',
        target: '<= 10 MB run + 4 (flat)',
        ok: heapDelta <= 4,
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
