/** The reviewer's verdicts in the PR body and the job summary, with links to the evidence. */
import { describe, expect, it } from '@jest/globals';
import { renderJobSummary } from '../../src/report/job-summary.js';
import { renderPrBody } from '../../src/report/pr-body.js';
import { evidenceUrl } from '../../src/report/review.js';
import { iteration, markupProblems, model } from './helpers.js';

const SHA = 'a'.repeat(40);
const REPO = 'https://github.com/acme/widgets';

const reviewed = iteration({
  outcome: 'done',
  commitSha: SHA,
  review: [
    { criterion: 'pads | the left', met: true, evidence: 'src/pad.js:3-5', note: 'see padStart' },
    { criterion: 'has a test', met: false, evidence: 'pad handles empty strings', note: 'missing' },
  ],
});

describe('evidence links', () => {
  it.each([
    ['src/pad.js:3', `${REPO}/blob/${SHA}/src/pad.js#L3`],
    ['./src/pad.js:3-5', `${REPO}/blob/${SHA}/src/pad.js#L3-L5`],
    ['src/a b.js:3', undefined],
    ['../etc/passwd:1', undefined],
    ['/etc/passwd:1', undefined],
    ['the pad test', undefined],
  ])('%s -> %s', (evidence, url) => {
    expect(evidenceUrl(REPO, SHA, evidence)).toBe(url);
  });

  it('links nothing without the repository or the commit', () => {
    expect(evidenceUrl(undefined, SHA, 'src/pad.js:3')).toBeUndefined();
    expect(evidenceUrl(REPO, undefined, 'src/pad.js:3')).toBeUndefined();
  });
});

describe('the acceptance criteria section', () => {
  it('shows each criterion met or unmet, links file evidence, and keeps the markup whole', () => {
    for (const text of [
      renderPrBody(model({ iterations: [reviewed], repoUrl: REPO })),
      renderJobSummary(model({ iterations: [reviewed], repoUrl: REPO })),
    ]) {
      expect(text).toContain('### Acceptance criteria (reviewer)');
      expect(text).toContain(
        `| ✅ met | pads \\| the left | [src/pad.js:3-5](${REPO}/blob/${SHA}/src/pad.js#L3-L5) | see padStart |`,
      );
      expect(text).toContain('| ❌ unmet | has a test | pad handles empty strings | missing |');
      expect(markupProblems(text)).toEqual([]);
    }
  });

  it('shows evidence the tree does not have as marked text, never as a link', () => {
    const invented = iteration({
      outcome: 'done',
      commitSha: SHA,
      review: [
        {
          criterion: 'pads',
          met: true,
          evidence: 'src/nowhere.js:3',
          note: 'trust me',
          evidenceFound: false,
        },
      ],
    });
    const body = renderPrBody(model({ iterations: [invented], repoUrl: REPO }));
    expect(body).toContain('| ✅ met | pads | src/nowhere.js:3 (not in the commit) | trust me |');
    expect(body).not.toContain(`${REPO}/blob/${SHA}/src/nowhere.js`);
  });

  it('is left out when no task done in the run was reviewed', () => {
    const failed = { ...reviewed, outcome: 'failed' as const };
    expect(renderPrBody(model({ iterations: [failed], repoUrl: REPO }))).not.toContain(
      'Acceptance criteria',
    );
  });
});
