import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  checkCommandAuthorization,
  type CommandAuthorizationRequest,
} from '../../src/github/permissions.js';
import type { RepoRole } from '../../test-support/github-state.js';
import { startGitHubTestKit, type GitHubTestKit } from '../../test-support/github-test-kit.js';

let kit: GitHubTestKit;
beforeEach(async () => {
  kit = await startGitHubTestKit();
});
afterEach(async () => {
  await kit.done();
});

function request(
  overrides: Partial<CommandAuthorizationRequest> = {},
): CommandAuthorizationRequest {
  return {
    owner: 'acme',
    repo: 'widgets',
    actor: 'alice',
    actorType: 'User',
    allowedBots: [],
    pr: {
      headRepoFullName: 'acme/widgets',
      baseRepoFullName: 'acme/widgets',
      headRef: 'ralph/widgets',
    },
    prdBranch: 'ralph/widgets',
    ...overrides,
  };
}

describe('checkCommandAuthorization', () => {
  it.each(['admin', 'maintain', 'write'] as const)(
    'allows a collaborator with %s access',
    async (role) => {
      kit.emulator.setPermission('alice', role);
      await expect(checkCommandAuthorization(kit.octokit, request())).resolves.toEqual({
        allowed: true,
      });
      expect(kit.emulator.requestsFor('repos/get-collaborator-permission-level')).toHaveLength(1);
    },
  );

  it.each<[RepoRole, string]>([
    ['triage', 'alice has triage access to acme/widgets; commands need write, maintain or admin.'],
    ['read', 'alice has read access to acme/widgets; commands need write, maintain or admin.'],
    ['none', 'alice has none access to acme/widgets; commands need write, maintain or admin.'],
  ])('refuses %s access', async (role, reason) => {
    kit.emulator.setPermission('alice', role);
    await expect(checkCommandAuthorization(kit.octokit, request())).resolves.toEqual({
      allowed: false,
      reason,
    });
  });

  it('refuses someone with no role on a public repository (read) and an unknown user', async () => {
    kit.emulator.addUser('mallory');
    await expect(
      checkCommandAuthorization(kit.octokit, request({ actor: 'mallory' })),
    ).resolves.toEqual({
      allowed: false,
      reason: 'mallory has read access to acme/widgets; commands need write, maintain or admin.',
    });
    await expect(
      checkCommandAuthorization(kit.octokit, request({ actor: 'ghost' })),
    ).resolves.toEqual({
      allowed: false,
      reason: 'ghost is not a collaborator on acme/widgets.',
    });
  });

  it('refuses bots unless they are allowed', async () => {
    kit.emulator.setPermission('dependabot[bot]', 'write');
    await expect(
      checkCommandAuthorization(
        kit.octokit,
        request({ actor: 'dependabot[bot]', actorType: 'Bot' }),
      ),
    ).resolves.toEqual({
      allowed: false,
      reason: 'dependabot[bot] is a bot and is not listed in allowed-bots.',
    });
    // The type alone marks a bot, too.
    await expect(
      checkCommandAuthorization(kit.octokit, request({ actor: 'robo', actorType: 'Bot' })),
    ).resolves.toMatchObject({
      allowed: false,
    });
    await expect(
      checkCommandAuthorization(
        kit.octokit,
        request({ actor: 'renovate[bot]', actorType: 'Bot', allowedBots: ['renovate'] }),
      ),
    ).resolves.toEqual({ allowed: true });
    await expect(
      checkCommandAuthorization(
        kit.octokit,
        request({ actor: 'Renovate[bot]', actorType: 'Bot', allowedBots: ['renovate[bot]'] }),
      ),
    ).resolves.toEqual({ allowed: true });
    expect(kit.emulator.requestsFor('repos/get-collaborator-permission-level')).toHaveLength(0);
  });

  it('refuses a pull request from a fork, even for an admin', async () => {
    kit.emulator.setPermission('alice', 'admin');
    const result = await checkCommandAuthorization(
      kit.octokit,
      request({
        pr: {
          headRepoFullName: 'forker/widgets',
          baseRepoFullName: 'acme/widgets',
          headRef: 'ralph/widgets',
        },
      }),
    );
    expect(result).toEqual({
      allowed: false,
      reason:
        'This pull request comes from a fork (forker/widgets); Ralph only runs on branches of acme/widgets.',
    });
  });

  it("refuses a pull request whose branch is not the task list's", async () => {
    kit.emulator.setPermission('alice', 'write');
    const result = await checkCommandAuthorization(
      kit.octokit,
      request({
        pr: {
          headRepoFullName: 'acme/widgets',
          baseRepoFullName: 'acme/widgets',
          headRef: 'feature/login',
        },
      }),
    );
    expect(result).toEqual({
      allowed: false,
      reason:
        "This pull request's branch is feature/login, not the task list's branch ralph/widgets.",
    });
  });
});
