import { describe, expect, it } from '@jest/globals';
import { parseChecksBlock } from '../../src/checks/parse.js';
import { renderChecksBlock, renderQualityChecksSection } from '../../src/checks/render.js';
import type { CheckDefinition } from '../../src/checks/types.js';

const TEN_MINUTES = 600_000;

/** Builds a markdown file; `block` lines go between the markers. */
function md(
  block: string[],
  before: string[] = ['# Project', '', '## Quality Checks', ''],
): string {
  return [
    ...before,
    '<!-- RALPH:CHECKS:START -->',
    ...block,
    '<!-- RALPH:CHECKS:END -->',
    '',
    'More text.',
  ].join('\n');
}

describe('parseChecksBlock: good blocks', () => {
  it('reads the 002 §4.3 example with defaults', () => {
    const result = parseChecksBlock(
      md([
        '```yaml',
        'checks:',
        '  - name: typecheck',
        '    command: npm run typecheck',
        '    required: true',
        '  - name: lint',
        '    command: npm run lint',
        '    required: false',
        '  - name: test',
        '    command: npm test',
        '```',
      ]),
      'CLAUDE.md',
    );
    expect(result.errors).toEqual([]);
    expect(result.found).toBe(true);
    expect(result.checks).toEqual([
      { name: 'typecheck', command: 'npm run typecheck', required: true, timeoutMs: TEN_MINUTES },
      { name: 'lint', command: 'npm run lint', required: false, timeoutMs: TEN_MINUTES },
      { name: 'test', command: 'npm test', required: true, timeoutMs: TEN_MINUTES },
    ]);
    expect(result.rawBlock).toContain('command: npm run typecheck');
  });

  it('accepts a block without a fence and timeouts in several spellings', () => {
    const result = parseChecksBlock(
      md([
        'checks:',
        '  - {name: a, command: "true", timeout: 90}',
        '  - {name: b, command: "true", timeout: "90s"}',
        '  - {name: c, command: "true", timeout: 10m}',
        '  - {name: d, command: "true", timeout: 1h}',
      ]),
    );
    expect(result.errors).toEqual([]);
    expect(result.checks.map((c) => c.timeoutMs)).toEqual([90_000, 90_000, 600_000, 3_600_000]);
  });

  it('reports found: false when there is no block', () => {
    expect(parseChecksBlock('# Just docs\n')).toEqual({ found: false, checks: [], errors: [] });
  });

  it('round-trips what renderChecksBlock writes, in the 002 §4.3 shape', () => {
    const checks: CheckDefinition[] = [
      { name: 'lint', command: 'npm run lint', required: true, timeoutMs: TEN_MINUTES },
      { name: 'slow', command: 'echo "a: b" && make e2e', required: false, timeoutMs: 90_000 },
    ];
    const block = renderChecksBlock(checks);
    expect(block.split('\n').slice(0, 7)).toEqual([
      '<!-- RALPH:CHECKS:START -->',
      '```yaml',
      'checks:',
      '  - name: lint',
      '    command: npm run lint',
      '    required: true',
      '  - name: slow',
    ]);
    expect(block.endsWith('```\n<!-- RALPH:CHECKS:END -->')).toBe(true);
    expect(parseChecksBlock(`# x\n\n${block}\n`).checks).toEqual(checks);
    const section = renderQualityChecksSection(checks);
    expect(section.startsWith('## Quality Checks\n\n<!-- RALPH:CHECKS:START -->')).toBe(true);
  });
});

describe('parseChecksBlock: bad blocks name the markdown line', () => {
  // In md(), the START marker is line 5 and block lines start at line 6.
  const errorsOf = (markdown: string) => parseChecksBlock(markdown, 'CLAUDE.md').errors;

  it('START without END', () => {
    const text = [
      '# P',
      '',
      '<!-- RALPH:CHECKS:START -->',
      'checks:',
      '  - name: a',
      '    command: b',
    ].join('\n');
    const errors = errorsOf(text);
    expect(errors).toEqual([
      {
        line: 3,
        message:
          'CLAUDE.md:3: RALPH:CHECKS:START has no matching <!-- RALPH:CHECKS:END --> after it',
      },
    ]);
  });

  it('END without START, and two blocks', () => {
    expect(errorsOf('x\n<!-- RALPH:CHECKS:END -->\n')[0]!.line).toBe(2);
    const two = md(['checks: [{name: a, command: b}]']) + '\n' + md(['checks: []'], []);
    const errors = errorsOf(two);
    expect(errors[0]!.message).toMatch(
      /^CLAUDE.md:10: a second RALPH:CHECKS block starts here \(the first starts at line 5\)/,
    );
  });

  it('a YAML syntax error points at the line in the markdown file', () => {
    const errors = errorsOf(
      md(['```yaml', 'checks:', '  - name: a', '    command: [unclosed', '  - name: b', '```']),
    );
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]!.message).toMatch(/^CLAUDE.md:\d+: YAML syntax error: /);
    expect(errors[0]!.line).toBeGreaterThanOrEqual(9);
    expect(errors[0]!.line).toBeLessThanOrEqual(10);
  });

  it('duplicate keys are a syntax error on their line', () => {
    const errors = errorsOf(md(['checks:', '  - name: a', '    name: b', '    command: c']));
    expect(errors[0]).toEqual({
      line: 8,
      message: 'CLAUDE.md:8: YAML syntax error: Map keys must be unique',
    });
  });

  it('missing name or command', () => {
    const errors = errorsOf(
      md([
        '```yaml',
        'checks:',
        '  - name: lint',
        '    required: true',
        '  - command: npm test',
        '```',
      ]),
    );
    expect(errors).toEqual([
      { line: 8, message: 'CLAUDE.md:8: check 1 ("lint"): "command" is missing' },
      { line: 10, message: 'CLAUDE.md:10: check 2: "name" is missing' },
    ]);
  });

  it('an unknown key with did-you-mean', () => {
    const errors = errorsOf(
      md(['checks:', '  - name: test', '    command: npm test', '    requird: false']),
    );
    expect(errors).toEqual([
      {
        line: 9,
        message: 'CLAUDE.md:9: check 1 ("test"): unknown key "requird" (did you mean "required"?)',
      },
    ]);
    const top = errorsOf(md(['check:', '  - name: test', '    command: npm test']));
    expect(top.map((e) => e.message)).toContain(
      'CLAUDE.md:6: the block: unknown key "check" (did you mean "checks"?)',
    );
  });

  it('an empty list, a comment-only block and wrong types', () => {
    expect(errorsOf(md(['checks: []']))[0]!.message).toBe(
      'CLAUDE.md:6: the `checks:` list is empty: add at least one check, or remove the block',
    );
    expect(errorsOf(md(['```yaml', '# checks:', '#   - name: test', '```']))[0]!.message).toMatch(
      /^CLAUDE.md:5: the RALPH:CHECKS block has no checks yet/,
    );
    const wrong = errorsOf(
      md(['checks:', '  - name: a', '    command: b', '    required: "yes"', '    timeout: soon']),
    );
    expect(wrong.map((e) => e.message)).toEqual([
      'CLAUDE.md:9: check 1 ("a"): "required" must be true or false, found "yes"',
    ]);
    const timeout = errorsOf(md(['checks:', '  - name: a', '    command: b', '    timeout: soon']));
    expect(timeout[0]!.message).toMatch(
      /^CLAUDE.md:9: check 1 \("a"\): timeout "soon" is not a duration/,
    );
  });

  it('duplicate check names, an unclosed fence and a non-YAML fence', () => {
    expect(
      errorsOf(md(['checks:', '  - {name: a, command: b}', '  - {name: a, command: c}']))[0]!
        .message,
    ).toBe(
      'CLAUDE.md:8: check 2 ("a"): the name "a" is already used by check 1; names must be unique',
    );
    expect(errorsOf(md(['```yaml', 'checks: [{name: a, command: b}]']))[0]!.message).toMatch(
      /^CLAUDE.md:6: the ```yaml fence opened here is not closed/,
    );
    expect(errorsOf(md(['```json', '{}', '```']))[0]!.message).toMatch(
      /^CLAUDE.md:6: the code fence is marked "json"/,
    );
  });

  it('without a file name, messages start with the line', () => {
    expect(parseChecksBlock(md(['checks: []'])).errors[0]!.message).toMatch(/^line 6: /);
  });
});
