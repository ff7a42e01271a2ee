/** The zod side of validation, loaded only for files the quick check cannot vouch for. */
import { issuesToDiagnostics } from './issues.js';
import { PrdSchema, TaskSchema } from './schema.js';
import type { SchemaPass } from './validate.js';

export const schemaPass: SchemaPass = {
  parseTask(task) {
    const parsed = TaskSchema.safeParse(task);
    return parsed.success ? parsed.data : undefined;
  },
  parsePrd(value, raw, locate, file, suppressed) {
    const parsed = PrdSchema.safeParse(value);
    if (parsed.success) return { prd: parsed.data };
    return { errors: issuesToDiagnostics(parsed.error.issues, raw, locate, file, suppressed) };
  },
};
