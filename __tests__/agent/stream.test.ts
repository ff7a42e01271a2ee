import { describe, expect, it } from '@jest/globals';
import {
  LineSplitter,
  parseStreamLine,
  StreamCollector,
  textOfTranscript,
} from '../../src/agent/stream.js';
import { createRedactor, REDACTED, secretValues } from '../../src/agent/redact.js';

function splitAll(bytes: Buffer, cut: number[]): string[] {
  const splitter = new LineSplitter();
  const lines: string[] = [];
  let start = 0;
  for (const at of [...cut, bytes.length]) {
    lines.push(...splitter.push(bytes.subarray(start, at)));
    start = at;
  }
  lines.push(...splitter.end());
  return lines;
}

describe('LineSplitter', () => {
  const text = '{"type":"a","t":"naïve – 字"}\r\n{"type":"b"}\n\n{"type":"c"}';
  const bytes = Buffer.from(text, 'utf8');
  const expected = ['{"type":"a","t":"naïve – 字"}', '{"type":"b"}', '', '{"type":"c"}'];

  it('gives the same lines whatever byte a chunk ends on', () => {
    for (let at = 0; at <= bytes.length; at++) {
      expect(splitAll(bytes, [at])).toEqual(expected);
    }
  });

  it('handles one byte at a time', () => {
    expect(
      splitAll(
        bytes,
        Array.from({ length: bytes.length }, (_, i) => i),
      ),
    ).toEqual(expected);
  });

  it('drops a runaway line and carries on with the next', () => {
    const splitter = new LineSplitter(10);
    const lines = [
      ...splitter.push('0123456'),
      ...splitter.push('789abcdef'),
      ...splitter.push('xyz\nshort\n'),
    ];
    expect(lines).toEqual(['short']);
    expect(splitter.droppedLines).toBe(1);
  });
});

describe('parseStreamLine', () => {
  it('accepts JSON objects with a string type, unknown types included', () => {
    expect(parseStreamLine('{"type":"brand_new","x":1}')).toEqual({
      kind: 'event',
      event: { type: 'brand_new', x: 1 },
    });
  });

  it.each(['not json', '{"type": ', '[1]', '{"no":"type"}', '{"type":3}', 'null'])(
    'calls %s malformed',
    (line) => {
      expect(parseStreamLine(line)).toEqual({ kind: 'malformed', line });
    },
  );

  it('skips blank lines', () => {
    expect(parseStreamLine('  ')).toEqual({ kind: 'empty' });
  });
});

describe('StreamCollector', () => {
  const assistant = (text: string) => ({
    type: 'assistant',
    message: {
      content: [
        { type: 'text', text },
        { type: 'tool_use', name: 'Bash', input: {} },
      ],
    },
  });

  it('collects assistant text, the session and the result', () => {
    const c = new StreamCollector();
    c.handle({ type: 'system', subtype: 'init', session_id: 'abc' });
    expect(c.handle(assistant('one'))).toBe('one');
    c.handle({ type: 'user', message: { content: [{ type: 'tool_result', content: 'ignored' }] } });
    c.handle({ type: 'rate_limit_event', anything: true });
    c.handle(assistant('two'));
    c.handle({
      type: 'result',
      subtype: 'success',
      is_error: false,
      num_turns: 2,
      total_cost_usd: 0.02,
      duration_ms: 900,
      session_id: 'abc',
      permission_denials: [{ tool_name: 'Bash' }],
      result: 'two',
    });
    expect(c.assistantText).toBe('one\ntwo');
    expect(c.lastAssistantText).toBe('two');
    expect(c.sessionId).toBe('abc');
    expect(c.unknownTypes).toEqual(new Set(['rate_limit_event']));
    expect(c.result).toEqual({
      subtype: 'success',
      isError: false,
      numTurns: 2,
      totalCostUsd: 0.02,
      durationMs: 900,
      sessionId: 'abc',
      permissionDenials: [{ tool_name: 'Bash' }],
      text: 'two',
      apiErrorStatus: undefined,
      terminalReason: undefined,
    });
  });

  it('keeps only the tail of very long assistant text', () => {
    const c = new StreamCollector(25);
    for (const word of ['aaaaaaaaaa', 'bbbbbbbbbb', 'cccccccccc', 'dddddddddd'])
      c.handle(assistant(word));
    expect(c.assistantText).toBe(
      '[... earlier assistant text truncated ...]\ncccccccccc\ndddddddddd',
    );
  });
});

describe('textOfTranscript', () => {
  it('joins assistant texts and the result text, skipping everything else', () => {
    const ndjson = [
      '{"type":"assistant","message":{"content":[{"type":"text","text":"hi"}]}}',
      'garbage',
      '{"type":"user","message":{"content":"tool output"}}',
      '{"type":"result","result":"bye"}',
    ].join('\n');
    expect(textOfTranscript(ndjson)).toBe('hi\nbye');
  });
});

describe('redaction', () => {
  it('replaces every secret value from any of the environments', () => {
    const secrets = secretValues(
      { ANTHROPIC_API_KEY: 'sk-ant-abcdef', PATH: '/usr/bin' },
      { GITHUB_TOKEN: 'ghp_123456789', CLAUDE_CODE_OAUTH_TOKEN: 'oat-xyz-123', HOME: '/root' },
      undefined,
    );
    expect(secrets).toEqual(
      expect.arrayContaining(['ghp_123456789', 'oat-xyz-123', 'sk-ant-abcdef']),
    );
    expect(secrets).not.toContain('/usr/bin');
    const redact = createRedactor(secrets);
    expect(redact('k=sk-ant-abcdef t=ghp_123456789 ghp_123456789 o=oat-xyz-123 /usr/bin')).toBe(
      `k=${REDACTED} t=${REDACTED} ${REDACTED} o=${REDACTED} /usr/bin`,
    );
  });

  it('ignores values too short to be secrets', () => {
    expect(secretValues({ GITHUB_TOKEN: 'x' })).toEqual([]);
    expect(createRedactor([])('unchanged')).toBe('unchanged');
  });
});
