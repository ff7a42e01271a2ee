/** Small file helpers of the engine: atomic writes, tolerant reads, hashes. */
import { createHash } from 'node:crypto';
import { readIfExists, writeFileAtomic } from '../files/atomic.js';

export { readIfExists };
export const writeAtomic = writeFileAtomic;

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
