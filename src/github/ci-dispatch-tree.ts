/**
 * The workflow files of the pushed commit, read with git (no API calls), each marked when the
 * work branch's version differs from the base branch's.
 */
import type { Git } from '../git/types.js';
import { WORKFLOWS_DIR } from './ci-dispatch-settings.js';
import type { WorkflowFile } from './ci-dispatch-select.js';

/** File name -> blob id of the workflow files at `ref` (empty when the directory is absent). */
async function workflowBlobs(git: Git, ref: string): Promise<Map<string, string>> {
  const listed = await git.exec(['ls-tree', '-z', ref, '--', `${WORKFLOWS_DIR}/`], {
    allowFailure: true,
  });
  const blobs = new Map<string, string>();
  if (listed.exitCode !== 0) return blobs;
  for (const entry of listed.stdout.split('\0')) {
    // "<mode> blob <id>\t<path>"
    const match = /^\d+ blob ([0-9a-f]+)\t(.+)$/.exec(entry);
    if (!match) continue;
    const file = match[2]!.slice(WORKFLOWS_DIR.length + 1);
    if (/\.ya?ml$/.test(file) && !file.includes('/')) blobs.set(file, match[1]!);
  }
  return blobs;
}

/** A file's text at `ref`, or undefined when the commit has no such file. */
export async function readTreeFile(
  git: Git,
  ref: string,
  path: string,
): Promise<string | undefined> {
  const shown = await git.exec(['cat-file', 'blob', `${ref}:${path}`], { allowFailure: true });
  return shown.exitCode === 0 ? shown.stdout : undefined;
}

/** The base branch as this checkout knows it: origin's tip first. */
export async function baseRef(git: Git, baseBranch: string): Promise<string | undefined> {
  return (
    (await git.tryRevParse(`refs/remotes/origin/${baseBranch}`)) ??
    (await git.tryRevParse(`refs/heads/${baseBranch}`))
  );
}

/**
 * The workflow files of `sha`, each compared with its version at `base`. Without a base every
 * file counts as changed.
 */
export async function readWorkflowFiles(
  git: Git,
  sha: string,
  base: string | undefined,
): Promise<WorkflowFile[]> {
  const head = await workflowBlobs(git, sha);
  const before = base ? await workflowBlobs(git, base) : new Map<string, string>();
  const files: WorkflowFile[] = [];
  for (const [file, blob] of [...head].sort(([a], [b]) => a.localeCompare(b))) {
    const text = await git.exec(['cat-file', 'blob', blob]);
    files.push({ file, text: text.stdout, changed: before.get(file) !== blob });
  }
  return files;
}
