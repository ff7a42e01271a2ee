/** Finding the YAML answer in an agent's final message. */

/**
 * The contents of the last ```yaml (or ```yml) fenced block of `text`, or undefined.
 * A fence closes only on a line of at least as many backticks as opened it, so YAML
 * holding ``` inside a longer fence survives. An unclosed last block runs to the end.
 */
export function extractLastYamlBlock(text: string): string | undefined {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let last: string | undefined;
  let open: { fence: string; yaml: boolean; body: string[] } | undefined;
  for (const line of lines) {
    if (open) {
      const close = /^ {0,3}(`{3,})\s*$/.exec(line);
      if (close && close[1]!.length >= open.fence.length) {
        if (open.yaml) last = open.body.join('\n');
        open = undefined;
      } else {
        open.body.push(line);
      }
      continue;
    }
    const start = /^ {0,3}(`{3,})\s*([\w+-]*)/.exec(line);
    if (start) {
      const lang = start[2]!.toLowerCase();
      open = { fence: start[1]!, yaml: lang === 'yaml' || lang === 'yml', body: [] };
    }
  }
  if (open?.yaml) last = open.body.join('\n');
  if (last === undefined) return undefined;
  const trimmed = last.replace(/^\s*\n/, '').replace(/\s+$/, '');
  return trimmed === '' ? undefined : `${trimmed}\n`;
}
