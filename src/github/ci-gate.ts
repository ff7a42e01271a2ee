/**
 * The `ci-gate` input: what the repository's own CI runs on the work branch mean to Ralph.
 *
 * - `off`: nothing; workflow_run events are ignored.
 * - `advisory` (default): a failed run of a CI workflow on the work branch head becomes a task
 *   (`ci-<run id>`) that runs at once; a passed run is shown in the pull request.
 * - `required`: the same, and the `ralph` commit status on the head stays `pending` until every
 *   CI run dispatched for that head has succeeded, so a branch protection rule on `ralph` gates
 *   the merge on the whole CI.
 */
export const CI_GATES = ['off', 'advisory', 'required'] as const;
export type CiGate = (typeof CI_GATES)[number];

/** The tag of CI fix tasks, and their provenance. */
export const CI_TAG = 'ci';

/** The id of the task a failed run becomes. */
export function ciTaskId(runId: number): string {
  return `ci-${runId}`;
}

/** How a `ralph` status held for CI begins (`required`). */
export const CI_WAIT_PREFIX = 'Waiting for CI: ';
