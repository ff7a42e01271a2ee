import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRD_SCHEMA_URL, prdJsonSchema, prdJsonSchemaText } from '../../src/prd/index.js';

const SCHEMA_FILE = join(process.cwd(), 'schema', 'prd.schema.json');

describe('schema/prd.schema.json', () => {
  it('is generated from the zod schema (run `npm run schema` to regenerate)', () => {
    const expected = prdJsonSchemaText();
    if (process.env.UPDATE_SCHEMA === '1') writeFileSync(SCHEMA_FILE, expected);
    const actual = existsSync(SCHEMA_FILE) ? readFileSync(SCHEMA_FILE, 'utf8') : '';
    if (actual !== expected) {
      throw new Error(
        'schema/prd.schema.json is out of date with src/prd/schema.ts: run `npm run schema`',
      );
    }
  });

  it('describes the SPEC-035 document', () => {
    const schema = prdJsonSchema() as {
      $id: string;
      required: string[];
      additionalProperties: boolean;
      properties: Record<
        string,
        { items?: { required?: string[]; properties?: Record<string, unknown> } }
      >;
    };
    expect(schema.$id).toBe(PRD_SCHEMA_URL);
    expect(schema.required).toEqual(['schema_version', 'project', 'tasks']);
    expect(schema.additionalProperties).toBe(false);
    const task = schema.properties.tasks!.items!;
    expect(task.required).toEqual(['id', 'title', 'status']);
    expect(task.properties!.status).toEqual({
      type: 'string',
      enum: ['pending', 'in_progress', 'done', 'blocked', 'skipped'],
    });
    expect(Object.keys(task.properties!)).toEqual(
      expect.arrayContaining(['estimated_turns', 'comments', 'discipline']),
    );
  });
});
