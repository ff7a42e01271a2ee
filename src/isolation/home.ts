/**
 * The agent's HOME between its phases. Before every agent phase it is emptied and seeded again
 * (seedHome): settings, hooks, CLAUDE.md, memory, an `.npmrc` or a shell profile the agent
 * wrote in an earlier phase never reach the next one. A phase that resumes a session keeps one
 * file: that session's transcript (`.claude/projects/<dir>/<session>.jsonl`), which is all
 * `claude --resume` reads. It is taken out before the wipe and put back after it, as a regular
 * file of the agent's user.
 *
 * No process of the agent's user runs at this point (each phase ends with a kill-all), so
 * nothing changes the HOME while the harness works on it; `find` walks it without following a
 * link, so a transcript path through a link the agent made is never taken.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { runPrivileged } from './privileged.js';
import type { AgentUser, Privilege } from './types.js';
import { seedHome } from './user.js';

/** A session id as claude makes them (a UUID): nothing else is looked for. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session transcript's path inside the HOME, when it is a regular file reached without links. */
async function findTranscript(
  privilege: Privilege,
  home: string,
  sessionId: string,
): Promise<string | undefined> {
  if (!SESSION_ID.test(sessionId)) return undefined;
  const found = await runPrivileged(privilege, [
    'find',
    '-P',
    home,
    '-mindepth',
    '4',
    '-maxdepth',
    '4',
    '-path',
    join(home, '.claude', 'projects', '*', `${sessionId}.jsonl`),
    '-type',
    'f',
    '-print',
    '-quit',
  ]).catch(() => undefined);
  const path = found?.stdout.trim();
  return path ? relative(home, path) : undefined;
}

/**
 * Empties the agent's HOME and seeds it again; with `resumeSessionId`, that session's
 * transcript survives. Resolves with whether the transcript was kept.
 */
export async function freshAgentHome(
  privilege: Privilege,
  user: AgentUser,
  workspace: string,
  resumeSessionId?: string,
): Promise<boolean> {
  const transcript = resumeSessionId
    ? await findTranscript(privilege, user.home, resumeSessionId)
    : undefined;
  if (!transcript) {
    await seedHome(privilege, user, workspace);
    return false;
  }
  const hold = await mkdtemp(join(tmpdir(), 'ralph-session-'));
  const held = join(hold, 'session.jsonl');
  try {
    // mv of the entry itself: a regular file (find said so), never followed.
    await runPrivileged(privilege, ['mv', '-T', '--', join(user.home, transcript), held]);
    await seedHome(privilege, user, workspace);
    const owner = ['-o', String(user.uid), '-g', String(user.gid)];
    let dir = user.home;
    for (const part of transcript.split('/').slice(0, -1)) {
      dir = join(dir, part);
      await runPrivileged(privilege, ['install', '-d', ...owner, '-m', '0700', dir]);
    }
    await runPrivileged(privilege, [
      'install',
      ...owner,
      '-m',
      '0600',
      held,
      join(user.home, transcript),
    ]);
    return true;
  } finally {
    await runPrivileged(privilege, ['rm', '-rf', '--', hold]).catch(() => undefined);
    await rm(hold, { recursive: true, force: true }).catch(() => undefined);
  }
}
