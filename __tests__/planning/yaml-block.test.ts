import { describe, expect, it } from '@jest/globals';
import { extractLastYamlBlock } from '../../src/planning/yaml-block.js';
import { ensureSchemaComment, DEFAULT_PRD_SCHEMA_URL } from '../../src/planning/schema-comment.js';

describe('extractLastYamlBlock', () => {
  it('takes the last yaml block, ignoring other languages', () => {
    const text =
      'First try:\n```yaml\na: 1\n```\nSome code:\n```ts\nconst b = 2;\n```\nFinal:\n```yml\nb: 2\nc: 3\n```\nDone.';
    expect(extractLastYamlBlock(text)).toBe('b: 2\nc: 3\n');
  });

  it('keeps inner backtick lines inside a longer fence', () => {
    const text = '````yaml\ndescription: |\n  ```\n  code\n  ```\n````\n';
    expect(extractLastYamlBlock(text)).toBe('description: |\n  ```\n  code\n  ```\n');
  });

  it('accepts an unclosed final block and CRLF', () => {
    expect(extractLastYamlBlock('Here:\r\n```yaml\r\na: 1\r\n')).toBe('a: 1\n');
  });

  it('is undefined without a yaml block or with an empty one', () => {
    expect(extractLastYamlBlock('a: 1')).toBeUndefined();
    expect(extractLastYamlBlock('```json\n{}\n```')).toBeUndefined();
    expect(extractLastYamlBlock('```yaml\n\n```')).toBeUndefined();
  });
});

describe('ensureSchemaComment', () => {
  it('adds the schema line once', () => {
    const added = ensureSchemaComment('schema_version: "1.0"\n');
    expect(added).toBe(
      `# yaml-language-server: $schema=${DEFAULT_PRD_SCHEMA_URL}\nschema_version: "1.0"\n`,
    );
    expect(ensureSchemaComment(added)).toBe(added);
    expect(ensureSchemaComment('x: 1\n', 'https://example.test/s.json')).toMatch(
      /^# yaml-language-server: \$schema=https:\/\/example\.test\/s\.json\n/,
    );
  });
});
