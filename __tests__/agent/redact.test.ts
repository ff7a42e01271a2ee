import { describe, expect, it } from '@jest/globals';
import {
  createRedactor,
  defaultRedactor,
  derivedForms,
  REDACTED,
  registerSecret,
  secretValues,
} from '../../src/agent/redact.js';

const TOKEN = 'ghs_unitTestToken0123456789abcdefghijklmn';
const b64 = (text: string): string => Buffer.from(text).toString('base64');

describe('derived forms of a token', () => {
  it('are the token, the basic-auth pair, and their base64', () => {
    expect(derivedForms(TOKEN)).toEqual([
      TOKEN,
      `x-access-token:${TOKEN}`,
      b64(`x-access-token:${TOKEN}`),
      b64(TOKEN),
    ]);
  });
});

describe('secretValues', () => {
  it('knows the token as the runner passes it (INPUT_GITHUB-TOKEN, INPUT_TOKEN) and its forms', () => {
    const values = secretValues({
      'INPUT_GITHUB-TOKEN': TOKEN,
      INPUT_TOKEN: 'other-token-value',
      INPUT_PRD_PATH: '.ralph/prd.yaml',
    });
    expect(values).toEqual(
      expect.arrayContaining([TOKEN, b64(`x-access-token:${TOKEN}`), 'other-token-value']),
    );
    expect(values).not.toContain('.ralph/prd.yaml');
    // Longest first, so the pair is replaced whole before the bare token.
    expect(values.indexOf(`x-access-token:${TOKEN}`)).toBeLessThan(values.indexOf(TOKEN));
  });
});

describe('a redactor', () => {
  const redact = createRedactor(secretValues({ GITHUB_TOKEN: TOKEN }));

  it('replaces the token, the pair and every base64 form', () => {
    const text = `raw=${TOKEN} pair=x-access-token:${TOKEN} b64=${b64(`x-access-token:${TOKEN}`)} bare=${b64(TOKEN)}`;
    expect(redact(text)).toBe(`raw=${REDACTED} pair=${REDACTED} b64=${REDACTED} bare=${REDACTED}`);
  });

  it('recognises credentials by shape without knowing them', () => {
    const none = createRedactor([]);
    expect(none('AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3h4eA==')).toBe(
      `AUTHORIZATION: basic ${REDACTED}`,
    );
    expect(none('Authorization: Bearer abcdefghijklmnop')).toBe(
      `Authorization: Bearer ${REDACTED}`,
    );
    expect(none(`token ghp_${'a'.repeat(36)} end`)).toBe(`token ${REDACTED} end`);
    expect(none(`github_pat_${'B'.repeat(60)}`)).toBe(REDACTED);
    expect(none('key sk-ant-api03-abcdefghijklmnopqrstuv')).toBe(`key ${REDACTED}`);
    expect(none('https://x-access-token:s3cr3tvalue@github.com/acme/w.git')).toBe(
      `https://x-access-token:${REDACTED}@github.com/acme/w.git`,
    );
    expect(none('nothing secret here: ghs_short')).toBe('nothing secret here: ghs_short');
  });
});

describe('registered secrets', () => {
  it('reach every redactor made afterwards, with their forms', () => {
    const value = 'sk-registered-secret-value-42';
    registerSecret(value);
    const redact = defaultRedactor();
    expect(redact(`a ${value} b ${b64(`x-access-token:${value}`)}`)).toBe(
      `a ${REDACTED} b ${REDACTED}`,
    );
  });
});
