/** Small file helpers of the planning commands. */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes through a temp file in the same directory, then renames: readers never see half a file. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    await writeFile(temp, content, 'utf8');
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

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
