/** Small file helpers for scaffolding: atomic writes and existence checks. */
import { stat } from 'node:fs/promises';
import { readIfExists, writeFileAtomic } from '../files/atomic.js';

export { readIfExists, writeFileAtomic };

export async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
