/** Names of the per-task branches of a parallel round: `<work branch>--<task id>`. */
export const TASK_BRANCH_SEPARATOR = '--';

/** A task id as one safe ref component. */
function refComponent(id: string): string {
  const safe = id
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+|[.-]+$|\.lock$/g, '');
  return safe === '' ? 'task' : safe;
}

export function taskBranchName(workBranch: string, taskId: string): string {
  return `${workBranch}${TASK_BRANCH_SEPARATOR}${refComponent(taskId)}`;
}

/** The task branches of `workBranch` among `branches` (e.g. from ls-remote). */
export function taskBranchesOf(workBranch: string, branches: readonly string[]): string[] {
  const prefix = `${workBranch}${TASK_BRANCH_SEPARATOR}`;
  return branches.filter((b) => b.startsWith(prefix) && b.length > prefix.length);
}
