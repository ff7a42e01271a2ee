/**
 * What a publish reached on GitHub and what it did not: publish.ts fills it in, and
 * publish-report.ts puts it in words.
 */
import type { ReportModel } from '../../report/types.js';

/** One thing that did not reach GitHub, and why. */
export interface PublishProblem {
  part: 'push' | 'pull request' | 'draft state' | 'commit status' | 'publish';
  message: string;
}

export interface PublishResult {
  branch: string;
  pushed: boolean;
  headSha: string;
  pr?: { number: number; url: string; outcome: 'created' | 'updated' | 'unchanged' };
  status?: { state: string; description: string; context: string };
  /** What was not published. Empty when everything was. */
  problems: PublishProblem[];
  /** Where a person can open the pull request by hand when the action could not. */
  compareUrl?: string;
  /** The CI workflows started on the pushed head in this run. */
  ci?: ReportModel['ci'];
}
