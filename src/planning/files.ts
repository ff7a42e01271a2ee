/** Small file helpers of the planning commands. */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { writeFileAtomic } from '../files/atomic.js';

export { writeFileAtomic };

export async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

export interface FileFingerprint {
  exists: boolean;
  mtimeMs?: number;
  sha256?: string;
}

export async function fingerprint(file: string): Promise<FileFingerprint> {
  try {
    const [info, content] = await Promise.all([stat(file), readFile(file)]);
    return {
      exists: true,
      mtimeMs: info.mtimeMs,
      sha256: createHash('sha256').update(content).digest('hex'),
    };
  } catch {
    return { exists: false };
  }
}

/** Created, or rewritten (new mtime) or changed content (which catches same-tick rewrites). */
export function fileChanged(before: FileFingerprint, after: FileFingerprint): boolean {
  if (!after.exists) return false;
  if (!before.exists) return true;
  return before.mtimeMs !== after.mtimeMs || before.sha256 !== after.sha256;
}
