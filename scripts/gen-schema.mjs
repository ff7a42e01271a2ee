// Regenerates schema/prd.schema.json from the zod schema in src/prd/schema.ts.
// The TypeScript is run through the test runner (ts-jest), which works on Node 20 without a build.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const result = spawnSync(
  process.execPath,
  [
    '--experimental-vm-modules',
    join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
    '__tests__/prd/json-schema.test.ts',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, UPDATE_SCHEMA: '1' } },
);
if (result.status !== 0) {
  console.error('gen-schema: failed');
  process.exit(result.status ?? 1);
}
console.log('wrote schema/prd.schema.json');
