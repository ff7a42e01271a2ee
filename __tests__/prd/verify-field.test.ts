import { describe, expect, it } from '@jest/globals';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { parsePrdText, prdJsonSchema } from '../../src/prd/index.js';
import type { Diagnostic } from '../../src/prd/index.js';

const where = (d: Diagnostic) => `${d.line}:${d.column} ${d.rule} ${d.message}`;

function prdWithVerify(verifyLines: string[]): string {
  return [
    'schema_version: "1.0"',
    'project:',
    '  title: "Verify"',
    'tasks:',
    '  - id: task-001',
    '    title: "Add the parser"',
    '    status: pending',
    ...verifyLines,
    '',
  ].join('\n');
}

describe('the per-task verify field', () => {
  it('accepts strings and mappings, normalising strings to {command}', () => {
    const loaded = parsePrdText(
      prdWithVerify([
        '    verify:',
        '      - npm test -- parser',
        '      - name: types',
        '        command: npx tsc --noEmit',
        '        timeout: 120',
        '      - { command: npm run e2e, timeout: 10m }',
      ]),
      'prd.yaml',
    );
    expect(loaded.errors).toEqual([]);
    expect(loaded.warnings).toEqual([]);
    expect(loaded.prd?.tasks[0]?.verify).toEqual([
      { command: 'npm test -- parser' },
      { name: 'types', command: 'npx tsc --noEmit', timeout: 120 },
      { command: 'npm run e2e', timeout: '10m' },
    ]);
  });

  it('is optional', () => {
    const loaded = parsePrdText(prdWithVerify([]), 'prd.yaml');
    expect(loaded.errors).toEqual([]);
    expect(loaded.prd?.tasks[0]?.verify).toBeUndefined();
  });

  const bad: [string, string[], string][] = [
    ['an empty command string', ['    verify:', '      - ""'], '9:9 SCHEMA Invalid command'],
    [
      'a mapping without command',
      ['    verify:', '      - name: lint'],
      "9:9 SCHEMA Missing required field 'command' in verify command 1 of task task-001",
    ],
    [
      'a misspelt key',
      ['    verify:', '      - command: npm test', '        timout: 30'],
      "10:9 KEY Unknown key 'timout' in verify command 1 of task task-001 (did you mean 'timeout'?)",
    ],
    [
      'a negative timeout',
      ['    verify:', '      - command: npm test', '        timeout: -5'],
      '10:18 SCHEMA Invalid timeout in verify command 1 of task task-001: must be a positive number',
    ],
    [
      'a timeout that is not a duration',
      ['    verify:', '      - command: npm test', '        timeout: soon'],
      '10:18 SCHEMA Invalid timeout in verify command 1 of task task-001: expected seconds (90) or a duration like "90s", "10m", "1h"',
    ],
    [
      'a timeout of the wrong type',
      ['    verify:', '      - command: npm test', '        timeout: true'],
      '10:18 SCHEMA Invalid timeout in verify command 1 of task task-001: expected seconds (90) or a duration like "90s", "10m", "1h", got \'true\'',
    ],
    [
      'a number instead of a command',
      ['    verify:', '      - 42'],
      '9:9 SCHEMA Invalid value in verify command 1 of task task-001: expected a mapping, got an integer',
    ],
    [
      'a single string instead of a list',
      ['    verify: npm test'],
      '8:13 SCHEMA Invalid verify in task task-001: expected a list, got a string',
    ],
  ];
  it.each(bad)('refuses %s with a located error', (_, lines, expected) => {
    const loaded = parsePrdText(prdWithVerify(lines), 'prd.yaml');
    expect(loaded.prd).toBeUndefined();
    expect(loaded.errors.map(where)).toHaveLength(1);
    expect(where(loaded.errors[0]!)).toContain(expected);
  });

  it('is described by the published JSON Schema, both forms', () => {
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile(prdJsonSchema());
    const good = parse(
      prdWithVerify([
        '    verify:',
        '      - npm test',
        '      - { name: lint, command: npm run lint, timeout: 60 }',
      ]),
    ) as unknown;
    expect(validate(good)).toBe(true);
    const misspelt = parse(prdWithVerify(['    verify:', '      - { cmd: npm test }'])) as unknown;
    expect(validate(misspelt)).toBe(false);
  });
});
