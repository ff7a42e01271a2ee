import { describe, expect, it } from '@jest/globals';
import { extractCodebasePatterns, patternsForPrompt } from '../../src/prompt/codebase-patterns.js';

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

describe('patternsForPrompt', () => {
  const claudeMd =
    '# App\n\n## Codebase Patterns\n\n- use pnpm\n  - tests in __tests__\n\n## Quality Checks\n';

  it('sends nothing that CLAUDE.md (read by claude into the context) already holds', () => {
    expect(patternsForPrompt('- use pnpm\n\n- tests in __tests__', claudeMd)).toBeUndefined();
  });

  it('sends the whole section when any line is new, and everything without a CLAUDE.md', () => {
    const patterns = '- use pnpm\n- run jest with ESM';
    expect(patternsForPrompt(patterns, claudeMd)).toBe(patterns);
    expect(patternsForPrompt(patterns, undefined)).toBe(patterns);
    expect(patternsForPrompt(undefined, claudeMd)).toBeUndefined();
  });
});
