import { describe, expect, it } from '@jest/globals';
import { gateVerdict } from '../../src/github/ci-head-runs.js';
import { withCiSection } from '../../src/github/ci-report.js';
import type { CiRunFacts } from '../../src/github/events.js';
import { ciRunsBlock, CI_HELD_LINE } from '../../src/report/ci-runs.js';

const SHA = 'abcdef0123456789abcdef0123456789abcdef01';

function run(path: string, conclusion: string, status = 'completed'): CiRunFacts {
  return {
    runId: path.length,
    runAttempt: 1,
    workflowName: path,
    workflowPath: `.github/workflows/${path}`,
    headBranch: 'ralph/x',
    headSha: SHA,
    conclusion,
    status,
    event: 'workflow_dispatch',
    htmlUrl: `https://github.com/acme/w/actions/runs/${path.length}`,
    fromFork: false,
  };
}

describe('the CI section of the pull request body', () => {
  const started = ciRunsBlock({
    branch: 'ralph/x',
    sha: SHA,
    held: true,
    workflows: [
      { file: 'ci.yml', name: 'CI', runId: 7, url: 'https://github.com/acme/w/actions/runs/7' },
    ],
  })!;
  const body = `<!-- ralph -->\n\n# Title\n\n${started}\n\n### Last iteration\n\ntext\n`;

  it('is replaced in place, the rest of the body kept byte for byte', () => {
    const next = withCiSection(body, {
      branch: 'ralph/x',
      sha: SHA,
      workflows: [
        {
          file: 'ci.yml',
          name: 'CI',
          runId: 7,
          url: 'https://github.com/acme/w/actions/runs/7',
          conclusion: 'success',
        },
      ],
    });
    expect(next).toBe(
      `<!-- ralph -->\n\n# Title\n\n### CI\n\nThe repository's CI on \`ralph/x\` at \`abcdef0\`:\n\n- CI (\`ci.yml\`): [run 7](https://github.com/acme/w/actions/runs/7): passed\n\n### Last iteration\n\ntext\n`,
    );
    expect(started).toContain(CI_HELD_LINE);
    expect(next).not.toContain(CI_HELD_LINE);
  });

  it('is added when the body has none', () => {
    const next = withCiSection('# Title\n', {
      branch: 'ralph/x',
      sha: SHA,
      workflows: [{ file: 'ci.yml', name: 'CI', conclusion: 'failure' }],
    });
    expect(next).toBe(
      "# Title\n\n### CI\n\nThe repository's CI on `ralph/x` at `abcdef0`:\n\n- CI (`ci.yml`): started: failed\n",
    );
  });
});

describe('ci-gate: required, the verdict on the head’s runs', () => {
  it('is success only when every run passed', () => {
    expect(gateVerdict([run('ci.yml', 'success'), run('lint.yml', 'success')])).toEqual({
      state: 'success',
      description: 'CI passed: ci.yml, lint.yml',
    });
    expect(gateVerdict([run('ci.yml', 'success'), run('lint.yml', 'failure')])).toEqual({
      state: 'pending',
      description: 'CI failed: lint.yml; a fix is on its way',
    });
    expect(gateVerdict([run('ci.yml', 'success'), run('e2e.yml', '', 'in_progress')])).toEqual({
      state: 'pending',
      description: 'Waiting for CI: e2e.yml',
    });
    expect(gateVerdict([]).state).toBe('pending');
    expect(gateVerdict([run('ci.yml', 'cancelled')]).state).toBe('pending');
  });
});
