/**
 * Tokens per task: what one simple task sends to the model, at the scripted Messages API, for
 * the pinned claude run through `ralph once` (the built CLI) on the one-task demo project (the
 * demo's "Add slugify" alone). Two runs: the task passes first try; its first try fails the
 * checks and one fix attempt (the resumed session) passes. Bytes are what claude sent; tokens
 * are estimated as bytes / 4; the cache-read share is estimated from the requests themselves:
 * the part of each request that repeats the start of an earlier one (tools, system, messages,
 * in the order the API caches them) could be read from the cache.
 */
import { spawn } from 'node:child_process';
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
  /** Estimated share of the sent bytes a prompt cache would have read, the task run alone. */
  cacheReadShare: number;
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

/** The demo's first task, done right at once. */
export function firstTryTurns(): Turn[] {
  return [writeFiles(SLUGIFY.files), exportAndTest, closing('Add slugify: done.')];
}

/** The same task with a bug the checks catch, then fixed in the resumed session. */
export function oneFixTurns(): Turn[] {
  const buggy = SLUGIFY.files['src/slugify.js']!.replace('    .toLowerCase()\n', '');
  return [
    writeFiles({ ...SLUGIFY.files, 'src/slugify.js': buggy }),
    exportAndTest,
    closing('Add slugify: done.'),
    writeFiles({ 'src/slugify.js': SLUGIFY.files['src/slugify.js']! }),
    closing('Fixed: slugify lowercases before splitting, and the tests pass.'),
  ];
}

/**
 * The request as the API caches it: tools, system, messages, with the breakpoints left out and a
 * message's text given as a string written as the one text block the API reads it as.
 */
function cacheOrder(body: MessagesRequest | undefined): string {
  const messages = (body?.messages ?? []).map((message) =>
    typeof message.content === 'string'
      ? { ...message, content: [{ type: 'text', text: message.content }] }
      : message,
  );
  return JSON.stringify([body?.tools, body?.system, messages], (key, value: unknown) =>
    key === 'cache_control' ? undefined : value,
  );
}

function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/**
 * The estimated cache-read share of a task's requests: for each, the longest start it shares
 * with an earlier request (of the task, or of `warm`: requests sent shortly before, such as an
 * earlier task's), over all their lengths. Without `warm` the first request reads nothing.
 */
export function estimatedCacheReadShare(
  requests: readonly RecordedRequest[],
  warm: readonly RecordedRequest[] = [],
): number {
  const seen = warm.map((request) => cacheOrder(request.body));
  let read = 0;
  let total = 0;
  for (const request of requests) {
    const text = cacheOrder(request.body);
    read += seen.reduce((best, earlier) => Math.max(best, commonPrefix(earlier, text)), 0);
    total += text.length;
    seen.push(text);
  }
  return total === 0 ? 0 : read / total;
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
      cacheReadShare: estimatedCacheReadShare(turnRequests),
      done: log.startsWith('feat: task-001'),
      turnRequests,
      output,
    };
  } finally {
    await server.close();
    project.cleanup();
  }
}

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
        `estimated cache-read share across the fix task, after another task (alone: ${fix.cacheReadShare.toFixed(2)})`,
        Number(estimatedCacheReadShare(fix.turnRequests, first.turnRequests).toFixed(3)),
        TOKEN_TARGETS.fixCacheReadShare,
        'share',
      ),
    ];
  },
};
