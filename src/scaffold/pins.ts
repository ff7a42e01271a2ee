/**
 * `ralph init --pin`: every `uses:` line of the workflow pinned to a full commit SHA, the tag in
 * a comment, for organisations that allow only pinned actions.
 */
import { runGit } from '../git/run-git.js';
import { ACTION_REFERENCE } from './templates.js';

export interface ActionPin {
  /** The release the commit is, shown in the comment: `v7.0.1`. */
  tag: string;
  /** 40 hex digits. */
  sha: string;
}

/**
 * The commits of the releases behind the majors the templates use, read from the actions'
 * repositories (`git rev-parse <tag>^{commit}`; each major tag points to that same commit).
 */
export const GITHUB_ACTION_PINS: Record<string, ActionPin> = {
  'actions/checkout@v7': { tag: 'v7.0.1', sha: '3d3c42e5aac5ba805825da76410c181273ba90b1' },
  'actions/upload-artifact@v7': { tag: 'v7.0.0', sha: 'bbbca2ddaa5d8feaa63e36b76fdaad77386f024f' },
  'actions/setup-node@v7': { tag: 'v7.0.0', sha: '820762786026740c76f36085b0efc47a31fe5020' },
  'actions/setup-python@v7': { tag: 'v7.0.0', sha: '5fda3b95a4ea91299a34e894583c3862153e4b97' },
  'actions/setup-go@v7': { tag: 'v7.0.0', sha: 'b7ad1dad31e06c5925ef5d2fc7ad053ef454303e' },
  'actions/setup-java@v5': { tag: 'v5.7.0', sha: 'b6effb05e454b25005698d916606bdc6ffcbf961' },
  // dtolnay/rust-toolchain has no releases: its `stable` branch is the reference people use.
  'dtolnay/rust-toolchain@stable': {
    tag: 'stable',
    sha: '29eef336d9b2848a0b548edc03f92a220660cdb8',
  },
};

export const ACTION_REPOSITORY_URL = 'https://github.com/ralph-action/ralph-action.git';

const USES = /^(\s*-?\s*uses:\s*)(\S+@[^\s#]+)(.*)$/;
const FULL_SHA = /@[0-9a-f]{40}$/;

/** The workflow with each `uses:` found in `pins` pinned; the references left as they were. */
export function pinWorkflow(
  text: string,
  pins: Record<string, ActionPin>,
): { text: string; unpinned: string[] } {
  const unpinned: string[] = [];
  const lines = text.split('\n').map((line) => {
    const match = USES.exec(line);
    if (!match) return line;
    const [, prefix, reference] = match as unknown as [string, string, string];
    const pin = pins[reference];
    if (!pin) {
      if (!FULL_SHA.test(reference)) unpinned.push(reference);
      return line;
    }
    const action = reference.slice(0, reference.lastIndexOf('@'));
    return `${prefix}${action}@${pin.sha} # ${pin.tag}`;
  });
  return { text: lines.join('\n'), unpinned };
}

/** The commit a tag of a repository points to (`git ls-remote`), or the reason it is unknown. */
export async function resolveTagCommit(
  url: string,
  tag: string,
): Promise<{ sha: string } | { error: string }> {
  let result;
  try {
    const refs = [`refs/tags/${tag}`, `refs/tags/${tag}^{}`];
    result = await runGit(['ls-remote', url, ...refs], { cwd: process.cwd(), env: process.env });
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (result.exitCode !== 0) {
    return {
      error: result.stderr.trim().split('\n').pop() || `git ls-remote exited ${result.exitCode}`,
    };
  }
  const refs = new Map(
    result.stdout
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t').reverse() as [string, string]),
  );
  // An annotated tag: the peeled line (^{}) names the commit.
  const sha = refs.get(`refs/tags/${tag}^{}`) ?? refs.get(`refs/tags/${tag}`);
  return sha ? { sha } : { error: `${url} has no tag ${tag}` };
}

/** The pins for the workflow: GitHub's actions from the table, ralph-action from its repository. */
export async function workflowPins(
  actionRepositoryUrl: string,
): Promise<{ pins: Record<string, ActionPin>; warning?: string }> {
  const tag = ACTION_REFERENCE.slice(ACTION_REFERENCE.lastIndexOf('@') + 1);
  const resolved = await resolveTagCommit(actionRepositoryUrl, tag);
  if ('error' in resolved) {
    return {
      pins: GITHUB_ACTION_PINS,
      warning: `could not pin ${ACTION_REFERENCE} (${resolved.error}): replace ${tag} with the commit of the release you use`,
    };
  }
  return { pins: { ...GITHUB_ACTION_PINS, [ACTION_REFERENCE]: { tag, sha: resolved.sha } } };
}
