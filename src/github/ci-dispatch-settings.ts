/**
 * The `ci-workflows` input: which of the repository's workflows the action starts with
 * workflow_dispatch after each push of the work branch.
 */
export type CiWorkflowsSetting =
  | { kind: 'auto' }
  | { kind: 'none' }
  /** File names under .github/workflows, e.g. `ci.yml`. */
  | { kind: 'list'; files: string[] };

export const WORKFLOWS_DIR = '.github/workflows';

/** `ci.yml`, `./.github/workflows/ci.yml` and `.github/workflows/ci.yml` all name `ci.yml`. */
function fileNameOf(entry: string): string {
  const path = entry.replace(/^\.\//, '');
  return path.startsWith(`${WORKFLOWS_DIR}/`) ? path.slice(WORKFLOWS_DIR.length + 1) : path;
}

/**
 * Parses the input's value (already trimmed; entries split by commas, spaces or newlines).
 * Throws an Error whose message names the input and the bad entry.
 */
export function parseCiWorkflows(value: string): CiWorkflowsSetting {
  const entries = value.split(/[\s,]+/).filter((entry) => entry !== '');
  if (entries.length === 0) return { kind: 'auto' };
  if (entries.length === 1 && ['auto', 'none'].includes(entries[0]!.toLowerCase()))
    return { kind: entries[0]!.toLowerCase() as 'auto' | 'none' };
  const files: string[] = [];
  for (const entry of entries) {
    const file = fileNameOf(entry);
    if (['auto', 'none'].includes(entry.toLowerCase())) {
      throw new Error(
        `Input 'ci-workflows' is auto, none, or a list of workflow files, not a mix; got "${value}"`,
      );
    }
    if (!/^[^/\\]+\.ya?ml$/.test(file) || file.startsWith('.')) {
      throw new Error(
        `Input 'ci-workflows' must be auto, none, or workflow file names in ${WORKFLOWS_DIR} like ci.yml; "${entry}" is not one`,
      );
    }
    if (!files.includes(file)) files.push(file);
  }
  return { kind: 'list', files };
}
