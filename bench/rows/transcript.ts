/**
 * Transcripts: parsing real claude stream-json lines with the runner's own splitter, parser and
 * collector against a bare line-split + JSON.parse loop over the same file; and
 * `ralph phase-status --file` on a 500 MB transcript in flat memory.
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { LineSplitter, parseStreamLine, StreamCollector } from '../../src/agent/stream.js';
import { bestOf, MB, ownCpuMs, ratioAtLeast, runNode, runNodeOk, valueBelow } from '../harness.js';
import type { BenchCase } from '../harness.js';
import { realClaudeRun, writeTranscript } from '../transcript.js';

const CHUNK = 256 * 1024;

/** MB/s of a bare loop: split the chunks into lines, JSON.parse each. */
async function bareLoop(path: string, bytes: number): Promise<number> {
  let seconds = 0;
  await ownCpuMs(async () => {
    await bareLoopOnce(path);
  }).then((ms) => (seconds = ms / 1000));
  return bytes / MB / seconds;
}

async function bareLoopOnce(path: string): Promise<void> {
  let tail = '';
  let events = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: CHUNK, encoding: 'utf8' })) {
    const text = tail + (chunk as string);
    let from = 0;
    let nl = text.indexOf('\n');
    while (nl >= 0) {
      if (nl > from) {
        JSON.parse(text.slice(from, nl));
        events++;
      }
      from = nl + 1;
      nl = text.indexOf('\n', from);
    }
    tail = text.slice(from);
  }
  if (tail.trim() !== '') JSON.parse(tail);
  if (events === 0) throw new Error('no lines parsed');
}

/** MB/s of the runner's own reading: LineSplitter, parseStreamLine, StreamCollector. */
async function runnerLoop(path: string, bytes: number): Promise<number> {
  const ms = await ownCpuMs(() => runnerLoopOnce(path));
  return bytes / MB / (ms / 1000);
}

async function runnerLoopOnce(path: string): Promise<void> {
  const splitter = new LineSplitter();
  const collector = new StreamCollector();
  const feed = (lines: string[]): void => {
    for (const line of lines) {
      const parsed = parseStreamLine(line);
      if (parsed.kind === 'event') collector.handle(parsed.event);
      else if (parsed.kind === 'malformed') collector.noteMalformed();
    }
  };
  for await (const chunk of createReadStream(path, { highWaterMark: CHUNK })) {
    feed(splitter.push(chunk as Buffer));
  }
  feed(splitter.end());
  if (!collector.result) throw new Error('the transcript was not read to its result');
}

const STATUS = [
  'All done.',
  '---RALPH_STATUS---',
  'STATUS: COMPLETE',
  'EXIT_SIGNAL: true',
  '---END_RALPH_STATUS---',
].join('\n');

export const transcript: BenchCase = {
  name: 'transcripts',
  async run({ root, cli, scratch }) {
    const claude = join(root, 'node_modules', '.bin', 'claude');
    const { lines } = await realClaudeRun(claude);
    const parsePath = join(scratch, 'parse.ndjson');
    const parseBytes = await writeTranscript(parsePath, lines, 100 * MB);
    // Alternate the two loops so both see the same machine; keep each one's best.
    let bare = 0;
    let runner = 0;
    for (let i = 0; i < 5; i++) {
      bare = Math.max(bare, await bareLoop(parsePath, parseBytes));
      runner = Math.max(runner, await runnerLoop(parsePath, parseBytes));
    }

    const bigPath = join(scratch, 'big.ndjson');
    await writeTranscript(bigPath, lines, 500 * MB, STATUS);
    const status = runNodeOk([cli, 'phase-status', '--file', bigPath], { rss: true });
    if (!status.stdout.includes('EXIT_SIGNAL: true')) {
      throw new Error(`phase-status did not find the block: ${status.stdout}${status.stderr}`);
    }
    const nodeRss = await bestOf(3, () => runNode(['-e', '0'], { rss: true }).peakRssMb!);
    return [
      ratioAtLeast(
        {
          name: 'stream parsing of real claude lines (100 MB)',
          value: runner,
          floor: bare,
          floorLabel: 'line split + JSON.parse',
          unit: 'MB/s CPU',
        },
        0.9,
      ),
      valueBelow(
        {
          name: 'ralph phase-status --file, 500 MB transcript: peak RSS',
          value: status.peakRssMb!,
          floor: nodeRss,
          floorLabel: 'node -e 0',
          unit: 'MB',
        },
        100,
      ),
    ];
  },
};
