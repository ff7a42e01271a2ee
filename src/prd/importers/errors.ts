/** A task list that cannot be converted; the message says where and why. */
export class ImportError extends Error {
  override name = 'ImportError';
}
