/**
 * What the pinned claude loads under the reviewer's arguments (issue 34 §4), checked with the
 * real CLI: a HOME and a working tree holding every kind of customization the agent could
 * write (user and project settings with a `UserPromptSubmit` hook, `~/.claude/CLAUDE.md`,
 * `CLAUDE.md`, `CLAUDE.local.md`, `.claude/CLAUDE.md`, auto-memory under ~/.claude/projects).
 * As the reviewer used to run (`--setting-sources user`), the hook runs and the user memory is
 * sent; with the reviewer's arguments and environment, nothing is.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createClaudeRunner } from '../../src/agent/runner.js';
import { REVIEW_ARGS, REVIEW_TOOLS } from '../../src/engine/iteration/review.js';
import type { ClaudeDirs } from '../../test-support/claude-env.js';
import type { ModelServer } from '../../test-support/model-server.js';
import { runOptions, useRealClaude } from './real-claude.js';

const setup = useRealClaude();

const MARKS = {
  userMemory: 'USER-MEMORY-q1',
  projectMemory: 'PROJECT-MEMORY-q2',
  localMemory: 'LOCAL-MEMORY-q3',
  dotClaudeMemory: 'DOT-CLAUDE-MEMORY-q4',
  autoMemory: 'AUTO-MEMORY-q5',
};

/** Plants every customization; returns where each hook leaves its mark when it runs. */
async function plant(dirs: ClaudeDirs): Promise<{ userHook: string; projectHook: string }> {
  const userHook = join(dirs.home, 'user-hook-ran');
  const projectHook = join(dirs.home, 'project-hook-ran');
  const hook = (mark: string) =>
    JSON.stringify({
      hooks: { UserPromptSubmit: [{ hooks: [{ type: 'command', command: `touch ${mark}` }] }] },
    });
  const claudeDir = join(dirs.home, '.claude');
  const munged = dirs.work.replace(/[^A-Za-z0-9]/g, '-');
  await mkdir(join(claudeDir, 'projects', munged, 'memory'), { recursive: true });
  await mkdir(join(dirs.work, '.claude'), { recursive: true });
  await writeFile(join(claudeDir, 'settings.json'), hook(userHook));
  await writeFile(
    join(claudeDir, 'CLAUDE.md'),
    `${MARKS.userMemory}: instructions you MUST follow\n`,
  );
  await writeFile(
    join(claudeDir, 'projects', munged, 'memory', 'MEMORY.md'),
    `${MARKS.autoMemory}\n`,
  );
  await writeFile(join(dirs.work, '.claude', 'settings.json'), hook(projectHook));
  await writeFile(join(dirs.work, 'CLAUDE.md'), `${MARKS.projectMemory}\n`);
  await writeFile(join(dirs.work, 'CLAUDE.local.md'), `${MARKS.localMemory}\n`);
  await writeFile(join(dirs.work, '.claude', 'CLAUDE.md'), `${MARKS.dotClaudeMemory}\n`);
  return { userHook, projectHook };
}

function sent(server: ModelServer): string {
  return server.requests.map((r) => JSON.stringify(r.body ?? {})).join('\n');
}

describe('the reviewer’s claude arguments, with the real claude', () => {
  it('as the reviewer used to run: the user hook runs and the user memory is sent', async () => {
    const { server, dirs } = await setup({ turns: [[{ text: 'Reviewed.' }]] });
    const hooks = await plant(dirs);
    const result = await createClaudeRunner().run(
      runOptions(server, dirs, {
        prompt: 'Review the change.',
        tools: REVIEW_TOOLS,
        allowedTools: REVIEW_TOOLS,
        extraArgs: ['--strict-mcp-config', '--setting-sources', 'user'],
      }),
    );
    expect(result.outcome).toBe('completed');
    expect(existsSync(hooks.userHook)).toBe(true);
    expect(sent(server)).toContain(MARKS.userMemory);
    // Auto-memory is off in every session the runner starts (CLAUDE_CODE_DISABLE_AUTO_MEMORY).
    expect(sent(server)).not.toContain(MARKS.autoMemory);
  }, 90_000);

  it('with the reviewer’s arguments: no hook runs and no memory of any kind is sent', async () => {
    const { server, dirs } = await setup({ turns: [[{ text: 'Reviewed.' }]] });
    const hooks = await plant(dirs);
    const options = runOptions(server, dirs, {
      prompt: 'Review the change.',
      tools: REVIEW_TOOLS,
      allowedTools: REVIEW_TOOLS,
      extraArgs: REVIEW_ARGS,
    });
    const result = await createClaudeRunner().run({
      ...options,
      env: { ...options.env, CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1' },
    });
    expect(result.outcome).toBe('completed');
    expect(server.turnRequests().length).toBeGreaterThan(0);
    expect(existsSync(hooks.userHook)).toBe(false);
    expect(existsSync(hooks.projectHook)).toBe(false);
    for (const mark of Object.values(MARKS)) expect(sent(server)).not.toContain(mark);
    // The read-only tools are still there.
    const tools = server.turnRequests()[0]!.body?.tools?.map((t) => t.name) ?? [];
    expect(tools).toEqual(expect.arrayContaining(REVIEW_TOOLS));
  }, 90_000);
});
