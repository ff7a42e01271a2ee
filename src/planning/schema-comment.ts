/** The editor hint on the first line of prd.yaml (the yaml-language-server convention). */
import { PRD_SCHEMA_URL } from '../prd/schema.js';

/** Where the published JSON Schema of prd.yaml lives. */
export const DEFAULT_PRD_SCHEMA_URL = PRD_SCHEMA_URL;

const SCHEMA_COMMENT = /^#\s*yaml-language-server:\s*\$schema=/m;

/** Prepends `# yaml-language-server: $schema=<url>` unless the text already has such a line. */
export function ensureSchemaComment(yamlText: string, url = DEFAULT_PRD_SCHEMA_URL): string {
  if (SCHEMA_COMMENT.test(yamlText)) return yamlText;
  return `# yaml-language-server: $schema=${url}\n${yamlText}`;
}
