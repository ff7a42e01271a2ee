import { describe, expect, it } from '@jest/globals';
import { renderJobSummary } from '../../src/report/job-summary.js';
import { composePrBody, renderPrBody } from '../../src/report/pr-body.js';
import type { CiRunsModel } from '../../src/report/types.js';
import { markupProblems, model } from './helpers.js';

const CI: CiRunsModel = {
  branch: 'ralph/login-service',
  sha: '0123456789abcdef0123456789abcdef01234567',
  workflows: [
    {
      file: 'ci.yml',
      name: 'CI',
      runId: 42,
      url: 'https://github.com/acme/login/actions/runs/42',
    },
    {
      file: 'e2e.yml',
      name: 'E2E',
      url: 'https://github.com/acme/login/actions/workflows/e2e.yml?query=branch%3Aralph%2Flogin-service',
    },
    {
      file: 'lint.yml',
      name: 'Lint @octocat <b>[x](javascript:alert(1))</b>',
      problem: 'GitHub refused to start lint.yml (403 Resource not accessible by integration)',
    },
  ],
};

describe('the CI section', () => {
  it('names each started workflow with its run, the branch and the commit; refusals say why', () => {
    const body = renderPrBody(model({ ci: CI }));
    expect(body).toContain(
      [
        '### CI',
        '',
        'Started with workflow_dispatch on `ralph/login-service` at `0123456` (pushes made with the job token start no workflows):',
        '',
        '- CI (`ci.yml`): [run 42](https://github.com/acme/login/actions/runs/42)',
        '- E2E (`e2e.yml`): [runs on this branch](https://github.com/acme/login/actions/workflows/e2e.yml?query=branch%3Aralph%2Flogin-service)',
      ].join('\n'),
    );
    const lint = body.split('\n').find((line) => line.includes('`lint.yml`'))!;
    expect(lint).toMatch(/: not started: GitHub refused to start lint\.yml \(403 /);
    // A workflow's name cannot ping anyone or open markup.
    expect(lint).not.toContain('@octocat');
    expect(lint).not.toContain('<b>');
    expect(lint).toContain('\\[x\\](javascript'); // escaped: no link
    expect(markupProblems(body)).toEqual([]);
  });

  it('is in the job summary, and absent without a dispatch', () => {
    expect(renderJobSummary(model(), { published: [], notPublished: [], ci: CI })).toContain(
      '- CI (`ci.yml`): [run 42](https://github.com/acme/login/actions/runs/42)',
    );
    expect(renderPrBody(model())).not.toContain('### CI');
    expect(renderPrBody(model({ ci: { ...CI, workflows: [] } }))).not.toContain('### CI');
  });

  it('says so when GitHub started none of them', () => {
    const refused = { ...CI, workflows: CI.workflows.slice(2) };
    expect(renderPrBody(model({ ci: refused }))).toContain(
      'Could not start the CI workflows on `ralph/login-service` at `0123456` (pushes made with the job token start no workflows):',
    );
  });

  it('stays in a trimmed body, and goes only at the last stage', () => {
    expect(composePrBody(model({ ci: CI }), 4)).toContain('### CI');
    expect(composePrBody(model({ ci: CI }), 5)).not.toContain('### CI');
  });
});
