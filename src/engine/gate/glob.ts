/**
 * Path globs of the `protect:` list: `*` and `?` stay within one path segment, `**` spans any
 * number of them, `{a,b}` is either. Paths are relative to the repository root, with `/`.
 */
const SPECIAL = /[.+^$()|[\]\\]/g;

function segmentSource(glob: string): string {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/';
      out += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '{') {
      const close = glob.indexOf('}', i);
      if (close < 0) out += '\\{';
      else {
        out += `(?:${glob
          .slice(i + 1, close)
          .split(',')
          .map(segmentSource)
          .join('|')})`;
        i = close;
      }
    } else out += c.replace(SPECIAL, '\\$&');
  }
  return out;
}

/** A matcher for `glob`; a trailing `/` matches everything below that directory. */
export function globMatcher(glob: string): (path: string) => boolean {
  const trimmed = glob.trim().replace(/^\.\//, '').replace(/^\//, '');
  const source = trimmed.endsWith('/') ? `${segmentSource(trimmed)}.*` : segmentSource(trimmed);
  const re = new RegExp(`^${source}$`);
  return (path) => re.test(path);
}

/** Whether `path` matches any of `globs`. */
export function matchesAny(globs: readonly string[], path: string): boolean {
  return globs.some((glob) => globMatcher(glob)(path));
}
