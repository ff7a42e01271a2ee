/**
 * A task's own `verify:` commands: required checks run after the RALPH:CHECKS
 * block. Like the block, they are read from the commit the iteration starts from, so an agent
 * that edits prd.yaml cannot weaken how it is judged.
 */
import { DEFAULT_CHECK_TIMEOUT_MS, parseTimeout } from '../checks/duration.js';
import type { CheckDefinition } from '../checks/types.js';
import { blobIdOfText, fileAt, treeEntryAt } from '../git/tree.js';
import type { Git } from '../git/types.js';
import { parsePrdText } from '../prd/load-full.js';
import { idKey, type Task, type TaskId, type VerifyCommand } from '../prd/schema.js';
import { findTask } from '../prd/select.js';

/** One entry of `verify:`: the loader normalises strings to `{command}`; both are taken. */
type VerifyEntry = string | VerifyCommand;

/** The task's `verify:` list. */
export function verifyEntries(task: Task): VerifyEntry[] {
  const raw: readonly unknown[] = task.verify ?? [];
  return raw.filter(
    (e): e is VerifyEntry =>
      (typeof e === 'string' && e.trim() !== '') ||
      (typeof e === 'object' &&
        e !== null &&
        typeof (e as { command?: unknown }).command === 'string'),
  );
}

/** The prefix that tells a task's verify checks from the block's in logs and reports. */
export const VERIFY_PREFIX = 'verify';

/** The task's verify commands as required checks: `verify` / `verify 2` / `verify: <name>`. */
export function verifyChecks(task: Task): CheckDefinition[] {
  const entries = verifyEntries(task);
  return entries.map((entry, index) => {
    const spec = typeof entry === 'string' ? { command: entry } : entry;
    const numbered = entries.length === 1 ? VERIFY_PREFIX : `${VERIFY_PREFIX} ${index + 1}`;
    const name = spec.name?.trim() ? `${VERIFY_PREFIX}: ${spec.name.trim()}` : numbered;
    return {
      name,
      command: spec.command.trim(),
      required: true,
      timeoutMs: parseTimeout(spec.timeout) ?? DEFAULT_CHECK_TIMEOUT_MS,
      origin: 'task' as const,
    };
  });
}

/**
 * The verify checks of `taskId` as the task list at `startSha` defines them. `current` is the
 * task list the loop already parsed: when it is the committed one (the usual case, the tree is
 * clean; told by its blob id, so the committed text is not even read), it is not parsed again.
 */
export async function verifyChecksAtCommit(args: {
  git: Git;
  startSha: string;
  prdPath: string;
  taskId: TaskId;
  current: { text: string; task: Task | undefined };
}): Promise<CheckDefinition[]> {
  const entry = await treeEntryAt(args.git, args.startSha, args.prdPath);
  if (entry === undefined) return [];
  if (entry.kind === 'file' && blobIdOfText(args.current.text, entry.oid) === entry.oid)
    return args.current.task ? verifyChecks(args.current.task) : [];
  const committed = await fileAt(args.git, args.startSha, args.prdPath);
  if (committed === undefined) return [];
  if (committed === args.current.text)
    return args.current.task ? verifyChecks(args.current.task) : [];
  const prd = parsePrdText(committed, args.prdPath).prd;
  const task = prd ? findTask(prd, idKey(args.taskId)) : undefined;
  return task ? verifyChecks(task) : [];
}
