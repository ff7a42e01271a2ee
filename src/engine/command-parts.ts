/**
 * The parts of a check written as `a && b && c`, so a failure can name the part that failed.
 * Only plain chains: a command with `||`, `;`, `|`, a subshell or a line break is one part.
 */
export function andChainParts(command: string): string[] | undefined {
  const parts: string[] = [];
  let quote: '"' | "'" | undefined;
  let current = '';
  for (let i = 0; i < command.length; i++) {
    const ch = command[i]!;
    if (quote) {
      if (ch === '\\' && quote === '"') {
        current += ch + (command[i + 1] ?? '');
        i++;
        continue;
      }
      if (ch === quote) quote = undefined;
      current += ch;
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '&' && command[i + 1] === '&') {
      parts.push(current.trim());
      current = '';
      i++;
      continue;
    } else if ('|;\n()`'.includes(ch) || (ch === '&' && command[i + 1] !== '&')) return undefined;
    else if (ch === '\\') {
      current += ch + (command[i + 1] ?? '');
      i++;
      continue;
    }
    current += ch;
  }
  if (quote) return undefined;
  parts.push(current.trim());
  return parts.length > 1 && parts.every((p) => p !== '') ? parts : undefined;
}
