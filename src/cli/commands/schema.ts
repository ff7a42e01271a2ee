/** `ralph schema`: print the JSON Schema of prd.yaml (for editors and other tools). */
import { PRD_SCHEMA_URL, prdJsonSchemaText } from '../../prd/index.js';
import type { CliCommand } from '../types.js';

export const schemaCommand: CliCommand = {
  name: 'schema',
  summary: 'Print the JSON Schema of .ralph/prd.yaml',
  usage: 'ralph schema',
  examples: [
    'ralph schema > prd.schema.json',
    `# in prd.yaml: # yaml-language-server: $schema=${PRD_SCHEMA_URL}`,
  ],
  options: {},
  optionHelp: {},
  maxPositionals: 0,
  async run({ io }) {
    io.stdout(prdJsonSchemaText());
    return 0;
  },
};
