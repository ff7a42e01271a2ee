import { describe, expect, it } from '@jest/globals';
import { assemblePrompt } from '../../src/prompt/assemble.js';
import { PHASE_STATUS_TEMPLATE } from '../../src/prompt/instructions.js';
import type { PromptInput } from '../../src/prompt/types.js';
import type { Task } from '../../src/prd/schema.js';

const loginTask: Task = {
  id: 1,
  feature: 'authentication',
  discipline: 'frontend',
  title: 'Build login form component',
  status: 'pending',
  description: 'Create a login form with email/password fields.\n',
  acceptance_criteria: ['Email field with format validation', 'Password field with min 8 chars'],
  depends_on: [3],
  output_artifacts: ['src/components/auth/LoginForm.tsx'],
  hints: 'Follow the pattern established in RegisterForm.tsx.\n',
  comments: [
    {
      author: 'agent',
      body: 'Failed: auth middleware shape.\nCheck src/middleware/auth.ts.',
      created: '2026-02-05T18:30:00Z',
    },
  ],
};

function fullInput(): PromptInput {
  return {
    task: loginTask,
    discipline: {
      name: 'frontend',
      system_prompt: 'You are a frontend developer.\n',
      skills: ['react', 'typescript'],
      conventions: '- Functional components with hooks only\n',
    },
    feature: {
      name: 'authentication',
      display_name: 'Authentication',
      description: 'JWT-based user authentication with refresh tokens',
    },
    referenceDocs: [{ path: 'docs/auth-flow.md', content: '# Flow\nUses ```fences``` inside\n' }],
    sourceFiles: [
      { path: 'src/lib/auth.ts', content: 'export const x = 1;\n' },
      { path: 'src/missing.ts', note: '(file not found: src/missing.ts)' },
    ],
    prerequisites: [{ id: 3, title: 'Implement auth API endpoints', status: 'done' }],
    plan: [
      { id: 3, title: 'Implement auth API endpoints', status: 'done' },
      { id: 1, title: 'Build login form component', status: 'pending' },
    ],
    checks: [
      { name: 'typecheck', command: 'npm run typecheck', required: true, timeoutMs: 600000 },
      { name: 'lint', command: 'npm run lint', required: false, timeoutMs: 600000 },
    ],
    codebasePatterns: '- Auth state lives in useAuth()',
    warnings: ['file not found: src/missing.ts'],
  };
}

describe('assemblePrompt', () => {
  it('renders the sections in spec 004 order, then plan, checks, patterns and instructions', () => {
    const result = assemblePrompt(fullInput());
    expect(result.sections).toEqual([
      'You Are',
      'Your Skills',
      'Conventions',
      'Feature: Authentication',
      'Reference Documents',
      'Relevant Source Files',
      'Your Task',
      'Acceptance Criteria',
      'Expected Output Files',
      'Implementation Hints',
      'Previous Attempts (IMPORTANT)',
      'Completed Prerequisites',
      'The Plan (context, not a worklist)',
      'Quality Checks',
      'Codebase Patterns',
      'Instructions',
    ]);
    // The headings really appear in the text, in that order (no file here holds "## " lines).
    const headingLines = result.prompt
      .split('\n')
      .filter((line) => line.startsWith('## '))
      .map((line) => line.slice(3));
    expect(headingLines).toEqual(result.sections);
    expect(
      result.prompt.startsWith('## You Are\nYou are a frontend developer.\n\n## Your Skills'),
    ).toBe(true);
  });

  it('renders each section body as the agent should read it', () => {
    const { prompt } = assemblePrompt(fullInput());
    expect(prompt).toContain('## Your Skills\nreact, typescript\n');
    expect(prompt).toContain(
      '## Feature: Authentication\nJWT-based user authentication with refresh tokens\n',
    );
    // a file with a ``` run inside gets a longer fence
    expect(prompt).toContain(
      '### docs/auth-flow.md\n````markdown\n# Flow\nUses ```fences``` inside\n````',
    );
    expect(prompt).toContain('### src/lib/auth.ts\n```ts\nexport const x = 1;\n```');
    expect(prompt).toContain('### src/missing.ts\n(file not found: src/missing.ts)');
    expect(prompt).toContain('## Your Task\n**Build login form component**\n\nCreate a login form');
    expect(prompt).toContain('Task id: 1');
    expect(prompt).toContain(
      '## Acceptance Criteria\n- [ ] Email field with format validation\n- [ ] Password field with min 8 chars\n',
    );
    expect(prompt).toContain('## Expected Output Files\n- src/components/auth/LoginForm.tsx\n');
    expect(prompt).toContain(
      '## Previous Attempts (IMPORTANT)\n- 2026-02-05T18:30:00Z (agent): Failed: auth middleware shape.\n  Check src/middleware/auth.ts.\n',
    );
    expect(prompt).toContain(
      '## Completed Prerequisites\nTask #3 (done): "Implement auth API endpoints"\n',
    );
    expect(prompt).toContain('- #1 [pending] Build login form component <- your task');
    expect(prompt).toContain(
      '- typecheck: `npm run typecheck`\n- lint: `npm run lint` (optional: only warns)',
    );
    expect(prompt).toContain('as defined in the starting commit');
    expect(prompt).toContain('## Codebase Patterns\n- Auth state lives in useAuth()\n');
    expect(prompt).toMatch(/## Instructions\nComplete task #1 and nothing else/);
    expect(prompt.endsWith('\n')).toBe(true);
  });

  it('puts the run-wide harness rules in appendSystemPrompt, identical for every task', () => {
    const first = assemblePrompt(fullInput());
    const other = assemblePrompt({
      ...fullInput(),
      task: { id: 'task-9', title: 'Something else', status: 'pending' },
      discipline: undefined,
    });
    expect(other.appendSystemPrompt).toBe(first.appendSystemPrompt);
    const rules = first.appendSystemPrompt;
    expect(rules).toContain(PHASE_STATUS_TEMPLATE);
    expect(rules).toContain('---PRP_PHASE_STATUS---\nTIMESTAMP: [ISO-8601 timestamp]');
    expect(rules).toMatch(/Do not edit \.ralph\/prd\.yaml or any other file under \.ralph\//);
    expect(rules).toMatch(/Do not commit, push/);
    expect(rules).toMatch(/run every check named under "## Quality Checks" yourself/);
    expect(rules).toMatch(/"Codebase Patterns" section of CLAUDE\.md and AGENTS\.md/);
    expect(rules).toMatch(/EXIT_SIGNAL: true only when every acceptance criterion/);
    expect(rules).toContain('"LEARNINGS:"');
    expect(rules).toContain('RALPH_CANNOT_COMPLETE: <reason>');
    // nothing task-specific leaks into the cached part
    expect(rules).not.toContain('login');
  });

  it('keeps the shared discipline/feature context as a common prefix of two tasks', () => {
    const a = assemblePrompt(fullInput()).prompt;
    const b = assemblePrompt({
      ...fullInput(),
      task: { id: 2, title: 'Add logout button', status: 'pending', feature: 'authentication' },
      prerequisites: [],
    }).prompt;
    const prefix = a.slice(0, a.indexOf('## Your Task'));
    expect(b.startsWith(prefix)).toBe(true);
    expect(prefix).toContain('## Relevant Source Files');
  });

  it('is deterministic: the same input gives byte-identical output', () => {
    const a = assemblePrompt(fullInput());
    const b = assemblePrompt(fullInput());
    expect(b.prompt).toBe(a.prompt);
    expect(b).toEqual(a);
    expect(a.bytes).toBe(Buffer.byteLength(a.prompt, 'utf8'));
    expect(a.estimatedTokens).toBe(Math.ceil(a.bytes / 4));
    expect(a.warnings).toEqual(['file not found: src/missing.ts']);
  });

  it('omits empty sections (a bare task degrades to a simple prompt)', () => {
    const result = assemblePrompt({
      task: { id: 'task-001', title: 'Add a README', status: 'pending' },
      referenceDocs: [],
      sourceFiles: [],
      prerequisites: [],
      plan: [],
      checks: [],
      warnings: [],
    });
    expect(result.sections).toEqual(['Your Task', 'Instructions']);
    expect(
      result.prompt.startsWith(
        '## Your Task\n**Add a README**\n\nTask id: task-001\n\n## Instructions\nComplete task #task-001 and nothing else',
      ),
    ).toBe(true);
    expect(result.prompt).not.toContain('## You Are');
  });

  it('keeps the feature heading when the feature has no description', () => {
    const result = assemblePrompt({
      ...fullInput(),
      feature: { name: 'billing' },
      referenceDocs: [],
      sourceFiles: [],
    });
    expect(result.sections).toContain('Feature: billing');
    expect(result.prompt).toContain('## Feature: billing\n\n## Your Task');
  });

  it('names the checks of a CLAUDE.md block instead of repeating them (CLAUDE.md reaches the agent as it is)', () => {
    const input = fullInput();
    const inClaudeMd = assemblePrompt({
      ...input,
      checksFile: 'CLAUDE.md',
      checks: [
        ...input.checks,
        {
          name: 'own',
          command: 'node --test test/own.test.js',
          required: true,
          timeoutMs: 60_000,
          origin: 'task',
        },
      ],
    }).prompt;
    const section = inClaudeMd.slice(
      inClaudeMd.indexOf('## Quality Checks'),
      inClaudeMd.indexOf('## Codebase Patterns'),
    );
    expect(section).toContain('the RALPH:CHECKS block in CLAUDE.md (in your context)');
    expect(section).not.toContain('npm run typecheck');
    expect(section).not.toContain('npm run lint');
    // the task's own verify commands are in no file the agent reads: they are listed
    expect(section).toContain("This task's own verify commands");
    expect(section).toContain('- own: `node --test test/own.test.js`');

    // AGENTS.md and detected checks are not loaded by claude: they are listed
    for (const checksFile of ['AGENTS.md', undefined]) {
      const listed = assemblePrompt({ ...input, checksFile }).prompt;
      expect(listed).toContain('- typecheck: `npm run typecheck`');
      expect(listed).toContain('- lint: `npm run lint` (optional: only warns)');
    }
  });
});
