/** Atomic writes: a temp file in the same directory, then rename, so readers never see half a file. */
import { randomBytes } from 'node:crypto';
import { open, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { PrdDocument } from './document.js';

export async function writeFileAtomic(path: string, content: string): Promise<void> {
  const temp = join(
    dirname(path),
    `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  let mode: number | undefined;
  try {
    mode = (await stat(path)).mode & 0o777;
  } catch {
    mode = undefined;
  }
  const handle = await open(temp, 'wx', mode ?? 0o644);
  try {
    try {
      await handle.writeFile(content, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (e) {
    await unlink(temp).catch(() => undefined);
    throw e;
  }
}

export async function savePrdDocument(doc: PrdDocument, path: string): Promise<void> {
  await writeFileAtomic(path, doc.toString());
}
