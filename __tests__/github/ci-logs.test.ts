import { describe, expect, it } from '@jest/globals';
import { registerSecret } from '../../src/agent/redact.js';
import { LOG_LINE_CHARS, logTail, looksBinary } from '../../src/github/ci-logs.js';

describe('a failed job log as the agent reads it', () => {
  it('keeps the last 100 lines, without timestamps and colours', () => {
    const log = Array.from(
      { length: 130 },
      (_, i) => `2026-11-28T10:00:0${i % 10}.1234567Z \u001b[31mline ${i}\u001b[0m`,
    ).join('\r\n');
    const tail = logTail(`${log}\n\n`);
    expect(tail).toHaveLength(100);
    expect(tail[0]).toBe('line 30');
    expect(tail.at(-1)).toBe('line 129');
  });

  it('redacts the harness’s known secrets, also inside long lines before they are cut', () => {
    const secret = 'sk-ant-api03-ciLogSecret-0123456789abcdef';
    registerSecret(secret);
    const [line] = logTail(`${'x'.repeat(LOG_LINE_CHARS - 5)}${secret} tail\n`);
    expect(line).not.toContain(secret.slice(0, 20));
    const [short] = logTail(`token=${secret}`);
    expect(short).not.toContain(secret);
  });

  it('cuts very long lines', () => {
    const [line] = logTail('y'.repeat(5000));
    expect(line).toBe(`${'y'.repeat(LOG_LINE_CHARS)} …`);
  });

  it('tells binary bytes from text, multi-byte characters cut at the sample end included', () => {
    expect(looksBinary(Buffer.from('plain log\n'))).toBe(false);
    expect(looksBinary(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toBe(true);
    expect(looksBinary(Buffer.from([0xff, 0xfe, 0x41]))).toBe(true);
    const text = Buffer.from(`${'a'.repeat(8191)}é`);
    expect(looksBinary(text)).toBe(false);
  });
});
