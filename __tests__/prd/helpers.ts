import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FIXTURES = join(process.cwd(), 'fixtures', 'prd');
export const fixture = (...parts: string[]) => join(FIXTURES, ...parts);

/** A temp dir removed by the returned cleanup function. */
export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-prd-test-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A chain of `count` tasks, task-i depending on task-(i-1); `cycle` closes it. */
export function chainText(count: number, opts: { cycle?: boolean } = {}): string {
  const lines = ['schema_version: "1.0"', 'project:', '  title: "Chain"', 'tasks:'];
  for (let i = 1; i <= count; i++) {
    lines.push(`  - id: t${i}`, `    title: Task ${i}`, '    status: pending');
    const dep = i > 1 ? i - 1 : opts.cycle ? count : 0;
    if (dep > 0) lines.push(`    depends_on: [t${dep}]`);
  }
  return lines.join('\n') + '\n';
}
