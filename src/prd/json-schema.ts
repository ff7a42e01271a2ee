/** The published JSON Schema of prd.yaml, generated from the zod schema (schema/prd.schema.json). */
import { z } from 'zod';
import { PRD_SCHEMA_URL, PrdSchema, VerifyCommandSchema } from './schema.js';

export function prdJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(PrdSchema, {
    target: 'draft-2020-12',
    io: 'input',
    override: (ctx) => {
      // A verify command may be written as a plain string: the file accepts either form.
      if (ctx.zodSchema === VerifyCommandSchema) {
        const mapping = { ...ctx.jsonSchema };
        for (const key of Object.keys(mapping)) Reflect.deleteProperty(ctx.jsonSchema, key);
        ctx.jsonSchema.anyOf = [{ type: 'string', minLength: 1 }, mapping];
      }
    },
  }) as Record<string, unknown>;
  const { $schema, ...rest } = generated;
  return {
    $schema,
    $id: PRD_SCHEMA_URL,
    title: 'Ralph task list (.ralph/prd.yaml)',
    description:
      'SPEC-035 schema 1.0 with the prompt-assembly extensions (disciplines, features, task execution fields).',
    ...rest,
  };
}

/** The file content of schema/prd.schema.json. */
export function prdJsonSchemaText(): string {
  return JSON.stringify(prdJsonSchema(), null, 2) + '\n';
}
