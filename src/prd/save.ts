/** Saving the task list: atomic, so readers never see half a file. */
import { writeFileAtomic } from '../files/atomic.js';
import type { PrdDocument } from './document.js';

export { writeFileAtomic };

/** Writes the document's text; returns the bytes written (its UTF-8), for hashing them. */
export async function savePrdDocument(doc: PrdDocument, path: string): Promise<Buffer> {
  const bytes = Buffer.from(doc.toString(), 'utf8');
  await writeFileAtomic(path, bytes);
  return bytes;
}
