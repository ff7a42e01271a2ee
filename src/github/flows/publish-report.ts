/**
 * What a publish did, in words: the step's message and the job summary's "Publishing" section
 * say what reached GitHub and what did not.
 */
import type { LoopResult } from '../../engine/types.js';
import type { PublishingSummary } from '../../report/job-summary.js';
import type { PublishResult } from './publish-result.js';

const NOT_PUBLISHED_LABEL: Record<PublishResult['problems'][number]['part'], string> = {
  push: 'the push',
  publish: 'the publish',
  'pull request': 'the pull request',
  'draft state': "the pull request's draft state",
  'commit status': 'the commit status',
};

/** The items that reached GitHub, each a short sentence. */
export function publishedItems(result: PublishResult): string[] {
  const failed = new Set(result.problems.map((p) => p.part));
  const items: string[] = [];
  if (!failed.has('push') && !failed.has('publish') && result.headSha) {
    items.push(`${result.branch} is on origin at ${result.headSha.slice(0, 7)}`);
  }
  if (result.pr)
    items.push(`pull request #${result.pr.number} ${result.pr.outcome}: ${result.pr.url}`);
  if (result.status) {
    items.push(
      `commit status "${result.status.context}" ${result.status.state}: ${result.status.description}`,
    );
  }
  return items;
}

/** "Not published: …. Published: …." */
export function describePublish(result: PublishResult): string {
  const missing = result.problems.map((p) => `${NOT_PUBLISHED_LABEL[p.part]}: ${p.message}`);
  const done = publishedItems(result);
  return [
    `Not published: ${missing.join(' | ')}`,
    `Published: ${done.length > 0 ? done.join('; ') : 'nothing'}.`,
  ].join('\n');
}

/** The job summary's view of a publish. */
export function publishingSummary(result: PublishResult): PublishingSummary {
  return {
    published: publishedItems(result),
    notPublished: result.problems.map((p) => `${NOT_PUBLISHED_LABEL[p.part]}: ${p.message}`),
    compareUrl: result.compareUrl,
    ci: result.ci,
  };
}

/**
 * The step's failure message, or undefined when the step succeeds: the loop's own failure,
 * and anything of the final publish that did not reach GitHub (after everything else did).
 */
export function stepFailure(loop: LoopResult, publish?: PublishResult): string | undefined {
  const parts: string[] = [];
  if (loop.exitCode !== 0) parts.push(loop.message);
  if (publish && publish.problems.length > 0) parts.push(describePublish(publish));
  return parts.length > 0 ? parts.join('\n') : undefined;
}
