/** Generated task lists for the benches (and the tests that check the generators). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A chain: task n depends on task n-1; the first half is done, so selection has real work. */
export function generatePrdText(count: number): string {
  const lines = ['schema_version: "1.0"', 'project:', '  title: "Generated"', 'tasks:'];
  const priorities = ['low', 'medium', 'high', 'critical'];
  for (let i = 1; i <= count; i++) {
    lines.push(`  - id: "task-${i}"`);
    lines.push(`    title: "Task number ${i}"`);
    lines.push(`    status: ${i <= count / 2 ? 'done' : 'pending'}`);
    lines.push(`    priority: ${priorities[i % 4]}`);
    lines.push(`    tags: ["generated", "bench"]`);
    if (i > 1) lines.push(`    depends_on: ["task-${i - 1}"]`);
  }
  return lines.join('\n') + '\n';
}

/**
 * A task list as people write them (about 500 bytes a task: description, criteria, files,
 * dates), with warnings present: one task `in_progress` (an interrupted run) and an unknown
 * key written by a newer version. Returns the YAML and the same data as JSON.
 */
export function realisticPrd(count: number): { yaml: string; json: string } {
  const priorities = ['low', 'medium', 'high', 'critical'];
  const lines = [
    '# yaml-language-server: $schema=../schema/prd.schema.json',
    'schema_version: "1.0"',
    'project:',
    '  title: "Generated service"',
    '  description: "A realistic generated project"',
    '  created: "2026-01-05"',
    'tasks:',
  ];
  const tasks: Record<string, unknown>[] = [];
  for (let i = 1; i <= count; i++) {
    const status = i === 3 ? 'in_progress' : i <= count / 2 ? 'done' : 'pending';
    const task: Record<string, unknown> = {
      id: `task-${i}`,
      title: `Implement step ${i} of the request pipeline`,
      description: `Build step ${i}: wire the handler, validate its input and cover it with tests.`,
      status,
      priority: priorities[i % 4],
      tags: ['backend', 'pipeline'],
      ...(i > 1 ? { depends_on: [`task-${i - 1}`] } : {}),
      acceptance_criteria: [
        `step ${i} handles valid input end to end`,
        `step ${i} rejects bad input with a clear error`,
        `step ${i} has unit tests`,
      ],
      context_files: [`src/pipeline/step${i}.ts`],
      created: '2026-01-05',
      updated: '2026-01-06T09:15:00Z',
      ...(status === 'done' ? { completed: '2026-01-06T10:30:00Z' } : {}),
      ...(i === 7 ? { reviewer: 'sam' } : {}),
    };
    tasks.push(task);
    lines.push(`  - id: "${String(task.id)}"`);
    lines.push(`    title: "${String(task.title)}"`);
    lines.push(`    description: "${String(task.description)}"`);
    lines.push(`    status: ${status}`);
    lines.push(`    priority: ${String(task.priority)}`);
    lines.push('    tags: ["backend", "pipeline"]');
    if (i > 1) lines.push(`    depends_on: ["task-${i - 1}"]`);
    lines.push('    acceptance_criteria:');
    for (const c of task.acceptance_criteria as string[]) lines.push(`      - "${c}"`);
    lines.push(`    context_files: ["src/pipeline/step${i}.ts"]`);
    lines.push('    created: "2026-01-05"');
    lines.push('    updated: "2026-01-06T09:15:00Z"');
    if (status === 'done') lines.push('    completed: "2026-01-06T10:30:00Z"');
    if (i === 7) lines.push('    reviewer: sam');
  }
  const data = {
    schema_version: '1.0',
    project: {
      title: 'Generated service',
      description: 'A realistic generated project',
      created: '2026-01-05',
    },
    tasks,
  };
  return { yaml: lines.join('\n') + '\n', json: JSON.stringify(data, null, 2) + '\n' };
}

/**
 * An installed-looking node_modules of about `bytes` under `dir`: packages of 14 CommonJS files
 * (1 to 15 KB, about 8 KB on average, as npm's packages are) with a package.json each; each
 * package's index exports its number. Returns how many packages were written.
 */
export function dependencyTree(dir: string, bytes: number): number {
  let written = 0;
  let count = 0;
  for (; written < bytes; count++) {
    const pkg = join(dir, 'node_modules', `pkg-${count}`);
    mkdirSync(join(pkg, 'lib'), { recursive: true });
    const manifest = { name: `pkg-${count}`, version: '1.0.0', main: 'lib/index.js' };
    writeFileSync(join(pkg, 'package.json'), JSON.stringify(manifest));
    for (let f = 0; f < 14; f++) {
      const size = 1024 * (1 + ((count * 7 + f * 13) % 15));
      const name = f === 0 ? 'index.js' : `f${f}.js`;
      writeFileSync(join(pkg, 'lib', name), `module.exports = ${count};\n//${'x'.repeat(size)}\n`);
      written += size;
    }
  }
  return count;
}
