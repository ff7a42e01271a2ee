/**
 * Tokens per task: what one simple task sends to the model, at the scripted Messages API, for
 * the pinned claude run through `ralph once` (the built CLI) on the one-task demo project (the
 * demo's "Add slugify" alone), in the shape the targets were set for: the agent looks at the
 * package entry, writes the module and its test, exports it and runs the tests, and answers (4
 * requests); with one fix, the checks fail that first try and the resumed session fixes the
 * module and answers again (6 requests). Bytes are what claude sent; tokens
 * are estimated as bytes / 4; the prompt cache's reads and writes are estimated from the
 * requests themselves, the way the API caches them (tools, system, messages; prefixes written at
 * the request's breakpoints, looked up from its breakpoints).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../test-support/action-runner.js';
import { CLAUDE_BIN, claudeEnv } from '../../test-support/claude-env.js';
import { createDemoProject } from '../../test-support/demo-project.js';
import { DEMO_TASKS } from '../../test-support/demo-scenario.js';
import {
  startModelServer,
  type MessagesRequest,
  type RecordedRequest,
  type Turn,
} from '../../test-support/model-server.js';
import { agentStatusBlock } from '../../test-support/status-block.js';
import type { BenchCase, BenchRow } from '../harness.js';

/** The targets of issue 39, in bytes at the API and as a share. */
export const TOKEN_TARGETS = {
  firstRequestBytes: 22 * 1024,
  firstTryBytes: 90 * 1024,
  oneFixBytes: 145 * 1024,
  fixCacheReadShare: 0.8,
} as const;

export interface TaskTraffic {
  /** The agent's requests to /v1/messages (side requests included). */
  requests: number;
  /** Every request body, in bytes. */
  bytes: number;
  firstRequestBytes: number;
  /** bytes / 4, rounded up. */
  estimatedTokens: number;
  /** What a prompt cache would have done with the task's requests, the task run alone. */
  cache: CacheUse;
  /** Whether the task was done and committed. */
  done: boolean;
  /** The agent's streamed requests, in order. */
  turnRequests: RecordedRequest[];
  /** The CLI's output, for a failed run. */
  output: string;
}

const SLUGIFY = DEMO_TASKS[0]!;
const STATUS = agentStatusBlock({
  exitSignal: true,
  passing: 1,
  recommendation: 'Task complete; continue with the next task',
});

function writeFiles(files: Record<string, string>): Turn {
  return (ctx) =>
    Object.entries(files).map(([path, content]) => ({
      tool: 'Write',
      input: { file_path: join(ctx.cwd, path), content },
    }));
}

const exportAndTest: Turn = [
  { text: 'Re-exporting it from the package entry, then running the tests.' },
  {
    tool: 'Bash',
    input: {
      command: `printf '%s\\n' "${SLUGIFY.exportLine}" >> src/index.js && node --test`,
      description: 'Export the module and run the tests',
    },
  },
];

const closing = (text: string): Turn => [{ text: `${text}\n\n${STATUS}` }];

/** The file the task must change, read before anything is written. */
const lookAtEntry: Turn = (ctx) => [
  { text: 'Looking at the package entry first.' },
  { tool: 'Read', input: { file_path: join(ctx.cwd, 'src', 'index.js') } },
];

/** The demo's first task, done right at once. */
export function firstTryTurns(): Turn[] {
  return [lookAtEntry, writeFiles(SLUGIFY.files), exportAndTest, closing('Add slugify: done.')];
}

/** The same task with a bug the checks catch, then fixed in the resumed session. */
export function oneFixTurns(): Turn[] {
  const buggy = SLUGIFY.files['src/slugify.js']!.replace('    .toLowerCase()\n', '');
  return [
    lookAtEntry,
    writeFiles({ ...SLUGIFY.files, 'src/slugify.js': buggy }),
    exportAndTest,
    closing('Add slugify: done.'),
    writeFiles({ 'src/slugify.js': SLUGIFY.files['src/slugify.js']! }),
    closing('Fixed: slugify lowercases before splitting, and the tests pass.'),
  ];
}

/** One block of a request in the order the API caches them: tools, system, messages. */
interface CacheBlock {
  /** The block as the API reads it: breakpoints left out, a string message as its text block. */
  text: string;
  /** Whether the request put a cache breakpoint (`cache_control`) on it. */
  breakpoint: boolean;
}

type Json = Record<string, unknown>;

function withoutBreakpoint(block: unknown): string {
  return JSON.stringify(block, (key, value: unknown) =>
    key === 'cache_control' ? undefined : value,
  );
}

function hasBreakpoint(block: unknown): boolean {
  return typeof block === 'object' && block !== null && 'cache_control' in block;
}

function cacheBlocks(body: MessagesRequest | undefined): CacheBlock[] {
  const blocks: CacheBlock[] = [];
  const push = (block: unknown, prefix = ''): void => {
    blocks.push({ text: prefix + withoutBreakpoint(block), breakpoint: hasBreakpoint(block) });
  };
  for (const tool of body?.tools ?? []) push(tool);
  const system = body?.system;
  for (const block of typeof system === 'string'
    ? [{ type: 'text', text: system }]
    : (system ?? [])) {
    push(block);
  }
  for (const message of body?.messages ?? []) {
    const content: unknown[] =
      typeof message.content === 'string'
        ? [{ type: 'text', text: message.content }]
        : (message.content as unknown[]);
    // a message's first block carries its role, so the same blocks split otherwise differ
    content.forEach((block, index) => push(block as Json, index === 0 ? `${message.role}:` : ''));
  }
  return blocks;
}

/** Where each block ends: the length of the request up to it, and a key for that prefix. */
function prefixes(blocks: readonly CacheBlock[]): { key: string; length: number }[] {
  let key = '';
  let length = 0;
  return blocks.map((block) => {
    key = createHash('sha256').update(key).update('\0').update(block.text).digest('hex');
    length += block.text.length;
    return { key, length };
  });
}

/**
 * How the API looks a cached prefix up: from each breakpoint back over at most 20 blocks, and
 * only a prefix an earlier request wrote, that is one that ended at one of its breakpoints.
 */
const LOOKBACK_BLOCKS = 20;
/** The shortest prefix the API caches: 1,024 tokens (4 bytes a token, as estimated here). */
const MIN_CACHED_BYTES = 1024 * 4;

export interface CacheUse {
  /** Bytes of the requests read from the cache. */
  read: number;
  /** Bytes written to the cache (a write costs more than plain input). */
  written: number;
  /** Bytes of all the requests (in the API's block order). */
  total: number;
  /** read / total. */
  readShare: number;
  /**
   * The most any cache could read of these requests: each one's longest start in common with
   * an earlier one, breakpoints or not. Every request's new part is sent once, so for requests
   * that only grow this is at most 1 - (the last request / all of them).
   */
  bestShare: number;
}

function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/**
 * What a prompt cache does with a task's requests, estimated as the API bills it: a request
 * reads the longest prefix that an earlier request (of the task, or of `warm`: requests sent
 * shortly before, such as an earlier task's) wrote at one of its breakpoints, found from its own
 * breakpoints; it writes the prefix up to its last breakpoint. Without `warm` the first request
 * reads nothing.
 */
export function estimatedCacheUse(
  requests: readonly RecordedRequest[],
  warm: readonly RecordedRequest[] = [],
): CacheUse {
  const cache = new Set<string>();
  const write = (blocks: CacheBlock[], ends: { key: string; length: number }[]): number => {
    let last = 0;
    blocks.forEach((block, i) => {
      if (block.breakpoint && ends[i]!.length >= MIN_CACHED_BYTES) {
        cache.add(ends[i]!.key);
        last = ends[i]!.length;
      }
    });
    return last;
  };
  for (const request of warm) {
    const blocks = cacheBlocks(request.body);
    write(blocks, prefixes(blocks));
  }
  const joined = (blocks: CacheBlock[]): string => blocks.map((block) => block.text).join('');
  const seen = warm.map((request) => joined(cacheBlocks(request.body)));
  let read = 0;
  let written = 0;
  let total = 0;
  let best = 0;
  for (const request of requests) {
    const blocks = cacheBlocks(request.body);
    const ends = prefixes(blocks);
    let hit = 0;
    blocks.forEach((block, i) => {
      if (!block.breakpoint) return;
      for (let j = i; j >= Math.max(0, i - LOOKBACK_BLOCKS + 1); j--) {
        if (cache.has(ends[j]!.key)) hit = Math.max(hit, ends[j]!.length);
      }
    });
    read += hit;
    written += Math.max(0, write(blocks, ends) - hit);
    total += ends.at(-1)?.length ?? 0;
    const text = joined(blocks);
    best += seen.reduce((most, earlier) => Math.max(most, commonPrefix(earlier, text)), 0);
    seen.push(text);
  }
  return {
    read,
    written,
    total,
    readShare: total === 0 ? 0 : read / total,
    bestShare: total === 0 ? 0 : best / total,
  };
}

/** The demo project cut to its first task. */
function oneTaskDemo(): ReturnType<typeof createDemoProject> {
  const project = createDemoProject(join(REPO_ROOT, 'fixtures', 'demo'));
  const prdPath = join(project.workspace, '.ralph', 'prd.yaml');
  const text = readFileSync(prdPath, 'utf8');
  const cut = text.indexOf('\n  - id: "task-002"');
  writeFileSync(prdPath, `${text.slice(0, cut)}\n`);
  project.git(['commit', '-qam', 'One task']);
  project.git(['push', '-q', 'origin', 'main']);
  return project;
}

/** `ralph once` with the built CLI on the one-task demo, against a model serving `turns`. */
export async function measureTask(cli: string, turns: Turn[]): Promise<TaskTraffic> {
  const server = await startModelServer({ turns });
  const project = oneTaskDemo();
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...claudeEnv({ url: server.url, home: project.home }),
      NO_COLOR: '1',
      GIT_AUTHOR_NAME: 'Demo User',
      GIT_AUTHOR_EMAIL: 'demo@example.com',
      GIT_COMMITTER_NAME: 'Demo User',
      GIT_COMMITTER_EMAIL: 'demo@example.com',
    };
    const output = await new Promise<string>((resolve) => {
      const child = spawn(process.execPath, [cli, 'once', '--claude', CLAUDE_BIN], {
        cwd: project.workspace,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('close', () => resolve(text));
    });
    const requests = server.requests.filter(
      (r) => r.method === 'POST' && r.path.split('?')[0] === '/v1/messages',
    );
    const bytes = requests.reduce((sum, r) => sum + r.bytes, 0);
    const turnRequests = server.turnRequests();
    const log = project.git(['log', '--format=%s', '-1', 'ralph/textkit']);
    return {
      requests: requests.length,
      bytes,
      firstRequestBytes: turnRequests[0]?.bytes ?? 0,
      estimatedTokens: Math.ceil(bytes / 4),
      cache: estimatedCacheUse(turnRequests),
      done: log.startsWith('feat: task-001'),
      turnRequests,
      output,
    };
  } finally {
    await server.close();
    project.cleanup();
  }
}

/** A share to three places, never rounded up to a target it missed. */
const roundedDown = (share: number): number => Math.floor(share * 1000) / 1000;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function limitRow(name: string, value: number, limit: number, unit: string): BenchRow {
  return {
    name,
    value,
    floor: limit,
    floorLabel: `limit ${unit === 'bytes' ? kb(limit) : limit}`,
    unit,
    ratio: value / limit,
    target: unit === 'bytes' ? `value <= ${kb(limit)}` : `value >= ${limit}`,
    ok: unit === 'bytes' ? value <= limit : value >= limit,
  };
}

export const tokensPerTask: BenchCase = {
  name: 'tokens per task',
  async run(ctx) {
    const first = await measureTask(ctx.cli, firstTryTurns());
    const fix = await measureTask(ctx.cli, oneFixTurns());
    for (const [label, run] of [
      ['first try', first],
      ['one fix', fix],
    ] as const) {
      if (!run.done) throw new Error(`the ${label} run did not commit the task:\n${run.output}`);
    }
    const tokens = (run: TaskTraffic) => `~${run.estimatedTokens.toLocaleString('en-US')} tokens`;
    return [
      limitRow(
        'first request of the task, bytes at the API',
        first.firstRequestBytes,
        TOKEN_TARGETS.firstRequestBytes,
        'bytes',
      ),
      limitRow(
        `task passing first try: ${first.requests} requests, ${tokens(first)}`,
        first.bytes,
        TOKEN_TARGETS.firstTryBytes,
        'bytes',
      ),
      limitRow(
        `task with one fix attempt: ${fix.requests} requests, ${tokens(fix)}`,
        fix.bytes,
        TOKEN_TARGETS.oneFixBytes,
        'bytes',
      ),
      limitRow(
        `estimated cache-read share across the fix task, alone (nothing cached before it; at most ${fix.cache.bestShare.toFixed(3)} for these requests)`,
        roundedDown(fix.cache.readShare),
        TOKEN_TARGETS.fixCacheReadShare,
        'share',
      ),
      limitRow(
        'estimated cache-read share across the fix task, in a loop (the tools and system prompt an earlier task wrote still cached)',
        roundedDown(estimatedCacheUse(fix.turnRequests, first.turnRequests).readShare),
        TOKEN_TARGETS.fixCacheReadShare,
        'share',
      ),
    ];
  },
};
