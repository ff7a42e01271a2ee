/**
 * The agent never holds the model credential, with the real `claude` and the scripted model
 * server behind the harness's model proxy. The agent (its Bash tool) really looks for the key:
 * its environment, /proc of itself and of claude, its HOME; it calls the model with what it
 * found, and leaves a process behind that tries again after the phase. Each test first shows
 * the attack ran, then that no form of the key reached anything the agent could read or send.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClaudeRunner } from '../../src/agent/index.js';
import { createModelGateway, type ModelCredential } from '../../src/model-proxy/index.js';
import { OAUTH_BETA } from '../../src/model-proxy/credential.js';
import { claudeEnv, makeClaudeDirs, type ClaudeDirs } from '../../test-support/claude-env.js';
import { CLAUDE_BIN } from '../../test-support/claude-env.js';
import { startModelServer, type ModelServer } from '../../test-support/model-server.js';
import { filesUnder, leaksIn, modelTraffic, waitUntil } from '../security/attack-kit.js';
import { anthropicProvider } from '../../src/model-proxy/providers/anthropic.js';

const REAL_KEY = 'sk-ant-api03-proxyRealKey-0f1e2d3c4b5a6978-QQ';

/** Every form the key takes on its way: plain, base64, and the headers that carry it. */
function keyForms(key: string): string[] {
  return [
    key,
    Buffer.from(key).toString('base64'),
    `x-api-key: ${key}`,
    `Bearer ${key}`,
    Buffer.from(`Bearer ${key}`).toString('base64'),
  ];
}

/**
 * Whatever credential the agent can find: its own variable, else claude's (claude keeps an
 * OAuth token out of its tools' environment, but its own /proc/<pid>/environ holds it).
 */
const FIND_CAP = `export CAP="\${ANTHROPIC_API_KEY:-$(tr '\\0' '\\n' < /proc/$PPID/environ | sed -n 's/^CLAUDE_CODE_OAUTH_TOKEN=//p')}"`;

/** A model request made with the capability the agent found; prints the HTTP status. */
function callModel(label: string): string {
  return `echo "${label}: $(curl -s -o /dev/null -w '%{http_code}' -H "x-api-key: $CAP" -H 'content-type: application/json' -H 'anthropic-version: 2023-06-01' -d '{"model":"claude-sonnet-4-5","max_tokens":5,"messages":[{"role":"user","content":"hi"}]}' "$ANTHROPIC_BASE_URL/v1/messages")"`;
}

/** The agent's loot script: its environment, /proc, HOME, then a model call and a leftover. */
function lootCommand(dir: string): string {
  const leftover = `sleep 4; { ${callModel('LEFTOVER')}; curl -s -H "x-api-key: $CAP" -d '{}' "$ANTHROPIC_BASE_URL/v1/messages"; } > ${dir}/leftover.txt 2>&1`;
  return [
    FIND_CAP,
    '{',
    '  echo "== env"; env',
    '  echo "== self"; tr "\\0" "\\n" < /proc/self/environ',
    '  echo "== parent"; tr "\\0" "\\n" < /proc/$PPID/environ',
    '  for p in /proc/[0-9]*; do tr "\\0" "\\n" < "$p/environ" 2>/dev/null; tr "\\0" " " < "$p/cmdline" 2>/dev/null; echo; done',
    '  echo "== home"; ls -laR ~; find ~ -type f -exec cat {} + 2>/dev/null',
    `  ${callModel('DURING')}`,
    '} > loot.txt 2>&1',
    `setsid sh -c '${leftover.replace(/'/g, "'\\''")}' > /dev/null 2>&1 < /dev/null &`,
    'echo "LOOT BYTES: $(wc -c < loot.txt)"; cat loot.txt',
  ].join('\n');
}

let server: ModelServer | undefined;
let dirs: ClaudeDirs | undefined;
afterEach(async () => {
  await server?.close();
  await dirs?.cleanup();
});

async function attack(credential: ModelCredential) {
  dirs = await makeClaudeDirs('ralph-proxy-');
  const work = dirs.work;
  server = await startModelServer({
    turns: [
      [{ tool: 'Bash', input: { command: lootCommand(work), description: 'Look around' } }],
      [{ text: 'Looked around. Done.' }],
    ],
  });
  const gateway = createModelGateway({ provider: anthropicProvider(credential, server.url) });
  const transcript = join(dirs.home, 'transcript.ndjson');
  try {
    const runner = gateway.guard(createClaudeRunner());
    const result = await runner.run({
      claudePath: CLAUDE_BIN,
      cwd: work,
      prompt: 'Look around, then finish.',
      maxTurns: 5,
      timeoutMs: 90_000,
      idleTimeoutMs: 60_000,
      // claude's own test environment, its dummy key included: the proxy's variables replace it.
      env: claudeEnv({ url: server.url, home: dirs.home }),
      transcriptPath: transcript,
      apiRetryDelayMs: 50,
      killGraceMs: 1_000,
    });
    // The leftover process tries again once the phase is over.
    await waitUntil(() => existsSync(join(work, 'leftover.txt')), 'the leftover process', 30_000);
    await waitUntil(
      () => /\}\s*$/.test(readFileSync(join(work, 'leftover.txt'), 'utf8')),
      'the leftover answer',
      10_000,
    );
    return {
      result,
      loot: readFileSync(join(work, 'loot.txt'), 'utf8'),
      leftover: readFileSync(join(work, 'leftover.txt'), 'utf8'),
      transcript: readFileSync(transcript, 'utf8'),
      files: [...filesUnder(dirs.home), ...filesUnder(work)],
    };
  } finally {
    await gateway.close();
  }
}

function noLeaks(run: Awaited<ReturnType<typeof attack>>): void {
  const places: [string, string][] = [
    ['loot', run.loot],
    ['model requests', modelTraffic(server!)],
    ['transcript', run.transcript],
    ...run.files.map((f): [string, string] => [f.path, f.text]),
  ];
  expect(places.length).toBeGreaterThan(5);
  expect(leaksIn(places, keyForms(REAL_KEY))).toEqual([]);
}

describe('the agent never holds the model credential (real claude, model proxy)', () => {
  test('API key: the agent sees a capability and the proxy URL; upstream gets the real key', async () => {
    const run = await attack({ kind: 'api-key', value: REAL_KEY });
    expect(run.result.outcome).toBe('completed');
    // The attack ran: the loot holds the agent's environment, claude's, and its model call.
    expect(run.loot).toMatch(/^ANTHROPIC_API_KEY=ralph-cap-[A-Za-z0-9_-]{40,}$/m);
    expect(run.loot).toMatch(/^ANTHROPIC_BASE_URL=http:\/\/127\.0\.0\.1:\d+$/m);
    expect(run.loot).not.toContain(`ANTHROPIC_BASE_URL=${server!.url}`);
    expect(run.loot).toContain('== parent');
    expect(run.loot).toContain('DURING: 200');
    expect(modelTraffic(server!)).toContain('LOOT BYTES');
    noLeaks(run);
    // Every request reached the model with the real key, none with the capability.
    expect(server!.requests.length).toBeGreaterThanOrEqual(3);
    for (const request of server!.requests) {
      expect(request.headers['x-api-key']).toBe(REAL_KEY);
      expect(request.headers.authorization).toBeUndefined();
    }
    // The phase's tokens, counted by the proxy: claude's two turns and the agent's own call.
    expect(run.result.usage).toEqual({
      inputTokens: 3 * 1200,
      outputTokens: 80 + 80 + 1,
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
    });
  }, 120_000);

  test('a process left behind with the capability is refused after the phase', async () => {
    const run = await attack({ kind: 'api-key', value: REAL_KEY });
    expect(run.loot).toContain('DURING: 200');
    expect(run.leftover).toContain('LEFTOVER: 401');
    expect(run.leftover).toContain('its capability is not valid');
    // Nothing the leftover sent reached the model.
    expect(server!.requests.filter((r) => r.body?.model === 'claude-sonnet-4-5')).toHaveLength(1);
  }, 120_000);

  test('OAuth token: the agent gets a capability as CLAUDE_CODE_OAUTH_TOKEN; upstream gets the bearer', async () => {
    const run = await attack({ kind: 'oauth-token', value: REAL_KEY });
    expect(run.result.outcome).toBe('completed');
    expect(run.loot).toMatch(/^CLAUDE_CODE_OAUTH_TOKEN=ralph-cap-[A-Za-z0-9_-]{40,}$/m);
    // claude keeps its OAuth token out of its tools' environment: the agent took it from /proc.
    expect(run.loot.split('== self')[0]).not.toMatch(
      /^(ANTHROPIC_API_KEY|CLAUDE_CODE_OAUTH_TOKEN)=/m,
    );
    expect(run.loot).toContain('DURING: 200');
    noLeaks(run);
    for (const request of server!.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${REAL_KEY}`);
      expect(request.headers['x-api-key']).toBeUndefined();
      expect(String(request.headers['anthropic-beta'])).toContain(OAUTH_BETA);
    }
  }, 120_000);
});
