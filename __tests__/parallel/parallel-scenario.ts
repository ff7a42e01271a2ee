/**
 * The project and scripted agent of the parallel-round tests: six tasks of which five are
 * independent and one depends on two of them. Each task writes its own module and test with the
 * real Write tool; two tasks write the same file (a conflicting pair nothing declares); the
 * three tasks of the first round wait for each other at a barrier, which only opens when their
 * jobs really run at the same time.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Block, Scenario, Turn, TurnContext } from '../../test-support/model-server.js';
import { agentStatusBlock } from '../../test-support/status-block.js';
import { isTask } from '../../test-support/task-routing.js';

export interface ParallelTask {
  id: string;
  title: string;
  priority: string;
  dependsOn?: string[];
}

export const TASKS: ParallelTask[] = [
  { id: 'task-001', title: 'Add the alpha helper', priority: 'critical' },
  { id: 'task-002', title: 'Add the beta helper', priority: 'high' },
  { id: 'task-003', title: 'Add the gamma helper', priority: 'high' },
  { id: 'task-004', title: 'Add the shared greeting', priority: 'medium' },
  { id: 'task-005', title: 'Add the shared farewell', priority: 'medium' },
  {
    id: 'task-006',
    title: 'Add the combined report',
    priority: 'medium',
    dependsOn: ['task-001', 'task-002'],
  },
];

export function prdYaml(): string {
  const lines = [
    'schema_version: "1.0"',
    'project:',
    '  title: "textkit"',
    '  branch: "ralph/textkit"',
    'tasks:',
  ];
  for (const task of TASKS) {
    lines.push(
      `  - id: "${task.id}"`,
      `    title: "${task.title}"`,
      '    status: "pending"',
      `    priority: "${task.priority}"`,
    );
    if (task.dependsOn)
      lines.push(`    depends_on: [${task.dependsOn.map((d) => `"${d}"`).join(', ')}]`);
  }
  return `${lines.join('\n')}\n`;
}

function moduleAndTest(name: string, value: string, imports = ''): Record<string, string> {
  return {
    [`src/${name}.js`]: `${imports}export const ${name} = ${value};\n`,
    [`test/${name}.test.js`]: [
      "import { test } from 'node:test';",
      "import assert from 'node:assert/strict';",
      `import { ${name} } from '../src/${name}.js';`,
      '',
      `test('${name}', () => {`,
      `  assert.ok(${name});`,
      '});',
      '',
    ].join('\n'),
  };
}

function sharedFile(word: string): Record<string, string> {
  return {
    'src/shared.js': `export const shared = '${word}';\n`,
    [`test/${word}.test.js`]: [
      "import { test } from 'node:test';",
      "import assert from 'node:assert/strict';",
      "import { shared } from '../src/shared.js';",
      '',
      `test('shared says ${word}', () => {`,
      `  assert.equal(shared, '${word}');`,
      '});',
      '',
    ].join('\n'),
  };
}

/** What each task writes. The farewell task, run on top of the greeting, writes a failing test. */
function filesFor(task: ParallelTask, ctx: TurnContext): Record<string, string> {
  switch (task.id) {
    case 'task-001':
      return moduleAndTest('alpha', "'a'");
    case 'task-002':
      return moduleAndTest('beta', "'b'");
    case 'task-003':
      return moduleAndTest('gamma', "'c'");
    case 'task-004':
      return sharedFile('greeting');
    case 'task-005': {
      if (!existsSync(join(ctx.cwd, 'src', 'shared.js'))) return sharedFile('farewell');
      // On top of the greeting it only adds its test: the test fails, the attempt fails.
      const files = sharedFile('farewell');
      delete files['src/shared.js'];
      return files;
    }
    default:
      return moduleAndTest(
        'report',
        '`${alpha}${beta}`',
        "import { alpha } from './alpha.js';\nimport { beta } from './beta.js';\n",
      );
  }
}

const FIRST_ROUND = new Set(['task-001', 'task-002', 'task-003']);

function turnsFor(task: ParallelTask, barrierDir: string): Turn[] {
  const barrier: Turn[] = FIRST_ROUND.has(task.id)
    ? [
        [
          {
            tool: 'Bash',
            input: {
              // Each first-round job checks in, then waits (up to 2 minutes) for the other two.
              command: `touch '${barrierDir}/${task.id}'; for i in $(seq 1200); do [ "$(ls '${barrierDir}' | wc -l)" -ge 3 ] && break; sleep 0.1; done; ls '${barrierDir}' | wc -l > '${barrierDir}.${task.id}.seen'`,
              description: 'Wait for the other jobs of the round',
            },
          },
        ],
      ]
    : [];
  const write: Turn = (ctx: TurnContext): Block[] =>
    Object.entries(filesFor(task, ctx)).map(([path, content]) => ({
      tool: 'Write',
      input: { file_path: join(ctx.cwd, path), content },
    }));
  return [
    ...barrier,
    write,
    [
      {
        text: [
          `${task.title}: done.`,
          '',
          agentStatusBlock({ exitSignal: true, passing: 1, recommendation: 'Next task' }),
        ].join('\n'),
      },
    ],
  ];
}

export function parallelScenario(barrierDir: string): Scenario {
  return {
    route(request) {
      const task = TASKS.find((candidate) => isTask(request, candidate.title));
      if (!task) return [[{ text: 'No scripted task matches this prompt.' }]];
      return turnsFor(task, barrierDir);
    },
  };
}
