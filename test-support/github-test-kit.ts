/**
 * A fresh GitHub emulator and a real octokit client pointed at it, for tests of the GitHub
 * adapters. `done()` fails the test if any traffic broke GitHub's OpenAPI description.
 */
import { createOctokit, type Octokit } from '../src/github/client.js';
import {
  startGitHubEmulator,
  type GitHubEmulator,
  type GitHubEmulatorOptions,
} from './github-emulator.js';

export interface GitHubTestKit {
  emulator: GitHubEmulator;
  octokit: Octokit;
  owner: string;
  repo: string;
  /** Closes the emulator; throws if it recorded invalid traffic. */
  done(): Promise<void>;
}

const quiet = { warn: () => {}, error: () => {} };

export async function startGitHubTestKit(
  options: GitHubEmulatorOptions = {},
): Promise<GitHubTestKit> {
  const emulator = await startGitHubEmulator(options);
  const octokit = createOctokit({
    token: options.token ?? 'test-token',
    baseUrl: emulator.url,
    // GitHub's waits, scaled down: a second lasts a millisecond.
    secondMs: 1,
    log: quiet,
  });
  return {
    emulator,
    octokit,
    owner: emulator.state.repository.owner,
    repo: emulator.state.repository.name,
    async done() {
      await emulator.close();
      emulator.assertNoValidationErrors();
    },
  };
}
