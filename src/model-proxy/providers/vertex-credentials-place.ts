/**
 * Where the Google credentials file may stay. google-github-actions/auth writes it into the
 * workspace by default (`gha-creds-<hash>.json`): there the agent could read it, and a commit of
 * the working tree could carry it to the remote. The harness moves such a file, before any agent
 * starts, into a directory only its own user can open (under RUNNER_TEMP, which the runner
 * empties after the job), and points GOOGLE_APPLICATION_CREDENTIALS at the new place. Off a
 * runner (the CLI) the file is the user's own: it is not moved, the run is refused instead.
 */
import { copyFileSync, mkdtempSync, realpathSync, renameSync, unlinkSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { CREDENTIALS_VARIABLE, VertexCredentialError } from './vertex-credentials.js';

/** Files moved this process, by their old place and by their new one. */
const moved = new Map<string, PlacedCredentials>();

export interface PlacedCredentials {
  /** The file to read. */
  file: string;
  /** Where it was, when the harness moved it out of the workspace. */
  movedFrom?: string;
}

/**
 * The credentials file GOOGLE_APPLICATION_CREDENTIALS names, moved out of `workspaces` when it
 * lies in one of them; `env` is updated to the new place.
 */
export function placeCredentialsFile(
  env: NodeJS.ProcessEnv,
  workspaces: readonly string[],
): PlacedCredentials | undefined {
  const named = env[CREDENTIALS_VARIABLE]?.trim();
  if (!named) return undefined;
  // Read again (by the old name, or by the new one set below): the same place.
  const earlier = moved.get(resolve(named));
  if (earlier) {
    env[CREDENTIALS_VARIABLE] = earlier.file;
    return earlier;
  }
  const real = realOrUndefined(named);
  if (!real || !workspaces.some((dir) => isInside(real, dir))) return { file: named };
  if (!env.RUNNER_TEMP) {
    // Not on a runner: the file is the user's own, and a temporary directory would lose it.
    throw new VertexCredentialError(
      `${CREDENTIALS_VARIABLE} names ${named}, inside the repository, where the agent could read it and a commit could carry it: move it out of the repository and point ${CREDENTIALS_VARIABLE} at its new place.`,
    );
  }
  const dir = mkdtempSync(join(env.RUNNER_TEMP, 'ralph-google-credentials-'));
  const target = join(dir, 'credentials.json');
  try {
    renameSync(real, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') {
      throw new VertexCredentialError(
        `${CREDENTIALS_VARIABLE} names ${named}, in the workspace, and it could not be moved out of the agent's reach (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
      );
    }
    copyFileSync(real, target);
    unlinkSync(real);
  }
  const placed = { file: target, movedFrom: named };
  moved.set(resolve(named), placed);
  moved.set(target, placed);
  env[CREDENTIALS_VARIABLE] = target;
  return placed;
}

function realOrUndefined(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

function isInside(file: string, dir: string): boolean {
  const root = realOrUndefined(dir);
  if (!root) return false;
  const rel = relative(root, file);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}
