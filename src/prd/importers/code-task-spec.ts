/**
 * The spec ralph-orchestrator tasks are written from (`Spec: .ralph/specs/x.spec.md`, or a
 * `*.spec.md` beside the task directory): its `# ` heading is the project title, and a task that
 * names a spec the caller could read gets it as a context file.
 */
import type { CodeTask } from './code-task.js';
import type { ReportBuilder } from './report.js';
import type { SourceFile } from './source.js';

/** Paths a task text names in backticks that look like specs. */
export function specReferences(text: string): string[] {
  const found = text.matchAll(/`([^`\s]*(?:\.spec\.md|specs\/[^`\s]+\.md))`/g);
  return [...new Set([...found].map((m) => m[1]!.replace(/^\.\//, '')))];
}

const headingOf = (spec: SourceFile) =>
  /^#\s+(.+?)\s*#*\s*$/m.exec(spec.text)?.[1]?.replace(/^(spec|specification)\s*[:\-–—]\s*/i, '');

export function linkSpecs(
  tasks: CodeTask[],
  specs: SourceFile[],
  report: ReportBuilder,
): { name: string; title: string | undefined } | undefined {
  const known = new Map(specs.map((s) => [s.name.replace(/^\.\//, ''), s]));
  const named = new Set<string>();
  tasks.forEach(({ task, text }) => {
    const refs = specReferences(text).filter((r) => known.has(r));
    refs.forEach((r) => named.add(r));
    if (refs.length > 0) {
      task.context_files = refs;
      report.mapped('the spec a task names -> its context_files');
    }
  });
  const candidates = named.size > 0 ? [...named] : [...known.keys()];
  if (candidates.length !== 1) return undefined;
  const spec = known.get(candidates[0]!)!;
  return { name: spec.name, title: headingOf(spec) };
}
