/** Reading the reviewer's structured answer: one verdict per criterion, or why not. */
import { describe, expect, it } from '@jest/globals';
import { readVerdicts, REVIEW_JSON_SCHEMA } from '../../src/agent/review-verdict.js';

const CRITERIA = ['returns hello-world', 'exported from src/index.js'];
const entry = (index: number, met = true) => ({ index, met, evidence: 'src/a.js:2', note: 'ok' });

describe('readVerdicts', () => {
  it('pairs each entry with its criterion, in the task order whatever the answer order', () => {
    expect(readVerdicts({ criteria: [entry(2, false), entry(1)] }, CRITERIA)).toEqual({
      ok: true,
      verdicts: [
        { criterion: 'returns hello-world', met: true, evidence: 'src/a.js:2', note: 'ok' },
        { criterion: 'exported from src/index.js', met: false, evidence: 'src/a.js:2', note: 'ok' },
      ],
    });
  });

  it.each([
    [undefined, 'it gave no structured answer'],
    ['{"criteria": []}', 'does not match the schema (the answer: '],
    [{ criteria: [entry(1)] }, 'it gave no verdict on criterion 2'],
    [{ criteria: [entry(1), entry(1), entry(2)] }, 'it judged criterion 1 twice'],
    [{ criteria: [entry(1), entry(2), entry(3)] }, 'it judged criterion 3; the task has 2'],
    [
      { criteria: [entry(1), { ...entry(2), met: 'yes' }] },
      'does not match the schema (criteria.1.met: ',
    ],
    [{ criteria: [entry(1), entry(2)], approved: true }, 'does not match the schema'],
  ])('refuses %j: %s', (output, reason) => {
    const reading = readVerdicts(output, CRITERIA);
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.reason).toContain(reason);
  });

  it('gives claude a schema without a meta-schema reference (claude refuses draft 2020-12)', () => {
    const schema = JSON.parse(REVIEW_JSON_SCHEMA) as Record<string, unknown>;
    expect(schema.$schema).toBeUndefined();
    expect(schema).toMatchObject({ type: 'object', required: ['criteria'] });
  });
});
