import { describe, expect, it } from '@jest/globals';
import { extractCodebasePatterns } from '../../src/prompt/codebase-patterns.js';

describe('extractCodebasePatterns', () => {
  it('takes the section up to the first --- line', () => {
    const text =
      '# Ralph Progress Log\n\n## Codebase Patterns\n- use pnpm\n- tests in __tests__\n\n---\n\n## 2026-02-05 - task-1\n- did things\n';
    expect(extractCodebasePatterns(text)).toBe('- use pnpm\n- tests in __tests__');
  });

  it('stops at the next ## heading and accepts CRLF', () => {
    const text = '## Codebase Patterns\r\n- one\r\n## Iteration 1\r\n- two\r\n';
    expect(extractCodebasePatterns(text)).toBe('- one');
  });

  it('keeps ### sub-headings inside the section', () => {
    const text = '## Codebase Patterns\n### Testing\n- jest ESM\n---\n';
    expect(extractCodebasePatterns(text)).toBe('### Testing\n- jest ESM');
  });

  it('is undefined when missing, empty or the init placeholder', () => {
    expect(extractCodebasePatterns(undefined)).toBeUndefined();
    expect(extractCodebasePatterns('# Log\n- nothing\n')).toBeUndefined();
    expect(extractCodebasePatterns('## Codebase Patterns\n\n---\n')).toBeUndefined();
    expect(
      extractCodebasePatterns(
        '## Codebase Patterns\n\n(Patterns discovered during iterations will be consolidated here)\n\n---\n',
      ),
    ).toBeUndefined();
  });
});
