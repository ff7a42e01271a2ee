import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promptCommand } from '../../src/cli/commands/prompt.js';
import type { CliIO } from '../../src/cli/types.js';

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/nexus');

interface Captured {
  io: CliIO;
  out: () => string;
  err: () => string;
}

function capture(cwd: string): Captured {
  let out = '';
  let err = '';
  return {
    io: {
      stdout: (t) => void (out += t),
      stderr: (t) => void (err += t),
      isTTY: false,
      color: false,
      cwd,
      env: {},
    },
    out: () => out,
    err: () => err,
  };
}

async function run(
  cwd: string,
  positionals: string[] = [],
  values: Record<string, string | boolean> = {},
) {
  const c = capture(cwd);
  const code = await promptCommand.run({
    positionals,
    values,
    io: c.io,
    signal: new AbortController().signal,
  });
  return { code, stdout: c.out(), stderr: c.err() };
}

let repo: string;
beforeEach(async () => {
  repo = await mkdtemp(path.join(tmpdir(), 'ralph-prompt-cmd-'));
  await cp(FIXTURE, repo, { recursive: true });
});
afterEach(async () => {
  await rm(repo, { recursive: true, force: true });
});

const NEXUS_SECTIONS = [
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
];

describe('ralph prompt on the nexus example (spec 004)', () => {
  it('prints the sections of the next ready task (task 1) in order, with its size', async () => {
    const { code, stdout, stderr } = await run(repo);
    expect(code).toBe(0);
    const headings = stdout
      .split('\n')
      .filter((l) => l.startsWith('## '))
      .map((l) => l.slice(3));
    // the fixture's injected markdown files use only "#" headings, so every "## " line is a section
    expect(headings).toEqual(NEXUS_SECTIONS);
    // discipline from .ralph/db/disciplines.yaml
    expect(stdout).toContain(
      '## You Are\nYou are a frontend developer. You work with React 19, TypeScript,\nand Tailwind v4.',
    );
    expect(stdout).toContain('## Your Skills\nreact, typescript, tailwindcss, accessibility\n');
    // files, feature's first then the task's
    const order = [
      '### docs/auth-flow.md',
      '### .specs/AUTH_SPEC.md',
      '### src/lib/auth.ts',
      '### src/hooks/useAuth.ts',
      '### src-tauri/src/auth/mod.rs',
      '### src/components/auth/RegisterForm.tsx',
    ];
    const at = order.map((h) => stdout.indexOf(h));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(stdout).toContain(
      'export async function login(email: string, password: string): Promise<Session> {',
    );
    expect(stdout).toContain(
      '## Completed Prerequisites\nTask #3 (done): "Implement auth API endpoints"\n',
    );
    // CLAUDE.md reaches the agent as it is: its block is named, not repeated
    expect(stdout).toContain('the RALPH:CHECKS block in CLAUDE.md (in your context)');
    expect(stdout).not.toContain('- typecheck: `npm run typecheck`');
    expect(stdout).toContain(
      '## Codebase Patterns\n- Auth state lives in useAuth(); components never read tokens directly.',
    );
    expect(stdout).toContain('- #1 [pending] Build login form component <- your task');
    expect(stderr).toMatch(/Task #1 "Build login form component": [\d,]+ bytes, ~[\d,]+ tokens/);
    expect(stderr).toContain('checks from CLAUDE.md (working tree)');
    expect(stderr).toContain('MCP servers: shadcn-ui, tailwindcss');
    expect(stderr).toContain('tools: Bash, Edit, Read, Write, Glob, Grep');
    expect(stderr).not.toContain('warning:');
  });

  it('is byte-identical when run twice', async () => {
    const first = await run(repo);
    const second = await run(repo);
    expect(second.stdout).toBe(first.stdout);
    const j1 = await run(repo, [], { json: true });
    const j2 = await run(repo, [], { json: true });
    expect(j2.stdout).toBe(j1.stdout);
  });

  it('prints JSON with sizes, sections, the system-prompt rules and the MCP config', async () => {
    const { code, stdout } = await run(repo, [], { json: true });
    expect(code).toBe(0);
    const json = JSON.parse(stdout);
    expect(json.task).toEqual({ id: 1, title: 'Build login form component', status: 'pending' });
    expect(json.sections).toEqual(NEXUS_SECTIONS);
    expect(json.bytes).toBe(Buffer.byteLength(json.prompt, 'utf8'));
    expect(json.estimatedTokens).toBe(Math.ceil(json.bytes / 4));
    expect(json.warnings).toEqual([]);
    expect(json.appendSystemPrompt).toContain('---PRP_PHASE_STATUS---');
    expect(json.mcpConfig).toEqual({
      mcpServers: {
        'shadcn-ui': { command: 'npx', args: ['-y', '@anthropic-ai/shadcn-ui-mcp'] },
        tailwindcss: { command: 'npx', args: ['-y', '@anthropic-ai/tailwindcss-mcp'] },
      },
    });
    expect(json.tools).toEqual(['Bash', 'Edit', 'Read', 'Write', 'Glob', 'Grep']);
  });

  it('shows a given task, and reads the checks from HEAD in a git repository', async () => {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe' });
    git('init', '-q');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.test', 'add', '-A');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.test', 'commit', '-qm', 'init');
    // an uncommitted edit of the checks is not what the harness would run
    await writeFile(
      path.join(repo, 'CLAUDE.md'),
      '<!-- RALPH:CHECKS:START -->\n```yaml\nchecks:\n  - name: fake\n    command: "true"\n```\n<!-- RALPH:CHECKS:END -->\n',
    );
    const { code, stdout, stderr } = await run(repo, ['3']);
    expect(code).toBe(0);
    expect(stdout).toContain('## You Are\nYou are a backend developer');
    expect(stdout).toContain('the RALPH:CHECKS block in CLAUDE.md (in your context)');
    expect(stdout).not.toContain('fake');
    expect(stderr).toContain('checks from CLAUDE.md at HEAD');
  });

  it("lists the task's own verify commands with the checks", async () => {
    const prdPath = path.join(repo, '.ralph', 'prd.yaml');
    const text = await readFile(prdPath, 'utf8');
    await writeFile(
      prdPath,
      text.replace(
        '  - id: 3\n',
        '  - id: 3\n    verify: ["npm test -- auth", { name: api, command: "node scripts/ping.js" }]\n',
      ),
    );
    const { code, stdout } = await run(repo, ['3']);
    expect(code).toBe(0);
    expect(stdout).toContain(
      "This task's own verify commands (required: the task is not done until they pass):\n\n- verify 1: `npm test -- auth`\n- verify: api: `node scripts/ping.js`",
    );
  });

  it('reports missing files as warnings, an unknown task and a finished list', async () => {
    await rm(path.join(repo, 'src', 'hooks', 'useAuth.ts'));
    const missing = await run(repo);
    expect(missing.code).toBe(0);
    expect(missing.stdout).toContain(
      '### src/hooks/useAuth.ts\n(file not found: src/hooks/useAuth.ts)',
    );
    expect(missing.stderr).toContain('warning: file not found: src/hooks/useAuth.ts');

    const unknown = await run(repo, ['99']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no task with id "99"');
  });

  it('fails with the diagnostics of an invalid task list', async () => {
    await writeFile(
      path.join(repo, '.ralph', 'prd.yaml'),
      'schema_version: "1.0"\nproject: {}\ntasks: []\n',
    );
    const { code, stdout, stderr } = await run(repo);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/prd\.yaml:\d+:\d+: /);
  });
});
