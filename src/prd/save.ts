/** Saving the task list: atomic, so readers never see half a file. */
import { writeFileAtomic } from '../files/atomic.js';
import type { PrdDocument } from './document.js';

export { writeFileAtomic };

export async function savePrdDocument(doc: PrdDocument, path: string): Promise<void> {
  await writeFileAtomic(path, doc.toString());
}
