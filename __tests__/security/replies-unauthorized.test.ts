/**
 * Attack 9: the bot as a megaphone. Anyone can comment `/ralph` with mentions, images and links.
 * Someone without write access gets no reply at all for an invalid command; a maintainer's
 * invalid command is answered with the text neutralised (code spans).
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import type { EmulatedPull } from '../../test-support/github-emulator.js';
import { prCommentPayload } from '../../test-support/webhooks.js';
import { OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';
import { details } from './git-attack-world.js';

let world: ActionWorld;
let pull: EmulatedPull;

const LOUD =
  '/ralph next @acme/everyone ![pixel](https://evil.example/p.png) [win](https://evil.example/w)';

beforeEach(async () => {
  world = await startActionWorld();
  pull = world.seedRalphPullRequest();
  world.github.setPermission('maintainer', 'write');
  world.github.setPermission('reader', 'read');
});

afterEach(async () => {
  await world.close();
});

async function comment(body: string, login: string) {
  const seeded = world.github.addComment({ issueNumber: pull.number, body, user: login });
  const result = await world.run({
    eventName: 'issue_comment',
    payload: prCommentPayload({
      owner: OWNER,
      repo: REPO,
      prNumber: pull.number,
      commentId: seeded.id,
      body,
      login,
    }),
  });
  return { result, commentId: seeded.id };
}

function replies(): string[] {
  return world.github.state.comments
    .filter((c) => c.issueNumber === pull.number && c.user === world.github.state.viewer)
    .map((c) => c.body);
}

/** A reply's markdown without its code spans: what GitHub would render as mentions and links. */
function outsideCodeSpans(markdown: string): string {
  return markdown.replace(/(`+)[\s\S]*?\1/g, '');
}

describe('replies only after authorization', () => {
  test('an invalid command from a reader gets a reaction and no reply', async () => {
    const { result, commentId } = await comment(LOUD, 'reader');
    if (result.exitCode !== 0) throw new Error(details(result));
    // The comment really was there, as the attacker wrote it.
    expect(world.github.state.comments.find((c) => c.id === commentId)?.body).toBe(LOUD);
    expect(replies()).toEqual([]);
    expect(
      world.github.state.reactions.filter((r) => r.commentId === commentId).map((r) => r.content),
    ).toEqual(['confused']);
  });

  test("a maintainer's invalid command is answered, with the text as code, never as mentions or links", async () => {
    const { result } = await comment(LOUD, 'maintainer');
    if (result.exitCode !== 0) throw new Error(details(result));
    const answer = replies().at(-1)!;
    expect(answer).toContain('takes no arguments');
    expect(answer).toContain('@acme/everyone');
    const rendered = outsideCodeSpans(answer);
    expect(rendered).not.toContain('@acme');
    expect(rendered).not.toContain('evil.example');
  });
});
