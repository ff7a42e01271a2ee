/** The scripted model server on its own, spoken to over HTTP as claude would. */
import { afterEach, describe, expect, it } from '@jest/globals';
import {
  cwdOf,
  promptOf,
  startModelServer,
  type FaultKind,
  type ModelServer,
  type Scenario,
} from '../../test-support/model-server.js';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(scenario: Scenario): Promise<ModelServer> {
  server = await startModelServer(scenario);
  return server;
}

function ask(
  s: ModelServer,
  messages: { role: string; content: unknown }[],
  stream = true,
): Promise<Response> {
  return fetch(`${s.url}/v1/messages?beta=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'claude-test',
      stream,
      system: [{ type: 'text', text: 'Primary working directory: /home/runner/work/app' }],
      messages,
    }),
  });
}

/** The `data:` payloads of an SSE body. */
async function events(res: Response): Promise<Record<string, unknown>[]> {
  const text = await res.text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as Record<string, unknown>);
}

const user = (text: string) => ({ role: 'user', content: [{ type: 'text', text }] });
const assistant = (text: string) => ({ role: 'assistant', content: [{ type: 'text', text }] });

describe('scripted model server', () => {
  it('serves turns by the number of assistant messages, tool calls as input_json_delta', async () => {
    const s = await start({
      turns: [
        [
          { text: 'first' },
          { tool: 'Write', input: (ctx) => ({ file_path: `${ctx.cwd}/a.txt`, content: 'x' }) },
        ],
        [{ text: 'second' }],
      ],
    });
    const first = await events(await ask(s, [user('go')]));
    expect(first.map((e) => e.type)).toEqual([
      'message_start',
      'content_block_start',
      'content_block_delta',
      'content_block_stop',
      'content_block_start',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    expect(first[5]).toMatchObject({
      delta: {
        type: 'input_json_delta',
        partial_json: '{"file_path":"/home/runner/work/app/a.txt","content":"x"}',
      },
    });
    expect(first[7]).toMatchObject({
      delta: { stop_reason: 'tool_use' },
      usage: { output_tokens: 80 },
    });

    const second = await events(await ask(s, [user('go'), assistant('first'), user('result')]));
    expect(second[2]).toMatchObject({ delta: { type: 'text_delta', text: 'second' } });
    expect(second.at(-2)).toMatchObject({ delta: { stop_reason: 'end_turn' } });
    expect(s.turnRequests().map((r) => [r.step, r.served])).toEqual([
      [0, 'turn 0'],
      [1, 'turn 1'],
    ]);
    expect(cwdOf(s.requests[0]!)).toBe('/home/runner/work/app');
    expect(promptOf(s.requests[0]!)).toBe('go');
  });

  it('routes conversations by their prompt', async () => {
    const s = await start({
      route: (request) =>
        promptOf(request).includes('task-002') ? [[{ text: 'two' }]] : [[{ text: 'one' }]],
    });
    const two = await events(await ask(s, [user('do task-002')]));
    const one = await events(await ask(s, [user('do task-001')]));
    expect(two[2]).toMatchObject({ delta: { text: 'two' } });
    expect(one[2]).toMatchObject({ delta: { text: 'one' } });
  });

  it('answers non-streaming side requests with a plain message', async () => {
    const s = await start({ turns: [] });
    const res = await ask(s, [user('title?')], false);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toMatchObject({
      type: 'message',
      content: [{ type: 'text', text: 'ok' }],
    });
    expect(s.requests[0]!.served).toBe('side');
    expect(s.turnRequests()).toEqual([]);
  });

  it('serves HTTP faults with Anthropic error bodies, once or always', async () => {
    const s = await start({
      faults: [
        { fault: 'overloaded', times: 1 },
        { fault: 'rate_limit', atStep: 1, headers: { 'x-should-retry': 'false' } },
      ],
      turns: [[{ text: 'fine' }], [{ text: 'never' }]],
    });
    const overloaded = await ask(s, [user('a')]);
    expect(overloaded.status).toBe(529);
    expect(await overloaded.json()).toEqual({
      type: 'error',
      error: { type: 'overloaded_error', message: 'Overloaded' },
    });
    expect((await ask(s, [user('a')])).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const limited = await ask(s, [user('a'), assistant('fine'), user('b')]);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('x-should-retry')).toBe('false');
      expect(await limited.json()).toMatchObject({ error: { type: 'rate_limit_error' } });
    }
  });

  const httpFaults: [FaultKind, number, string][] = [
    ['server_error', 500, 'api_error'],
    ['auth', 401, 'authentication_error'],
    ['usage_limit', 400, 'invalid_request_error'],
  ];
  it.each(httpFaults)('serves %s as HTTP %d %s', async (fault, status, type) => {
    const s = await start({ faults: [{ fault }], turns: [] });
    const res = await ask(s, [user('a')]);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ type: 'error', error: { type } });
  });

  it('cuts a stream mid-message', async () => {
    const s = await start({ faults: [{ fault: 'cut_stream' }], turns: [] });
    const res = await ask(s, [user('a')]);
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });

  it('can hang forever, and close() still returns', async () => {
    const s = await start({ faults: [{ fault: 'hang' }], turns: [] });
    const pending = ask(s, [user('a')]).then(
      () => 'answered',
      () => 'connection closed',
    );
    while (s.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
    await s.close();
    server = undefined;
    expect(await pending).toBe('connection closed');
  });
});

describe('scripted model server: stalls', () => {
  it('starts a message and then sends nothing more', async () => {
    const s = await startModelServer({ faults: [{ fault: 'stall' }], turns: [] });
    try {
      const res = await ask(s, [user('a')]);
      const reader = res.body!.getReader();
      let text = '';
      while (!text.includes('Starting work')) {
        const { value } = await reader.read();
        text += new TextDecoder().decode(value);
      }
      expect(text).toContain('event: message_start');
      expect(text).not.toContain('message_stop');
      void reader.cancel().catch(() => undefined);
    } finally {
      await s.close();
    }
  });
});
