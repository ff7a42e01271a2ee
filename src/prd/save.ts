/** Saving the task list: atomic, so readers never see half a file. */
import { writeFileAtomic } from '../files/atomic.js';
import type { PrdDocument } from './document.js';

export { writeFileAtomic };

/** Writes the document's text; returns the bytes written (its UTF-8, in pieces), for hashing. */
export async function savePrdDocument(doc: PrdDocument, path: string): Promise<readonly Buffer[]> {
  const bytes = doc.bytes();
  await writeFileAtomic(path, bytes);
  return bytes;
}
