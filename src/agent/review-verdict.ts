/**
 * The reviewer's answer: one verdict per acceptance criterion. Claude is given the JSON Schema
 * (`--json-schema`) and returns its answer as the result's `structured_output`; the harness
 * checks it again here and takes nothing else the reviewer wrote as a verdict.
 */
import { z } from 'zod';

/** What the harness keeps of one criterion's verdict. */
export interface CriterionVerdict {
  /** The acceptance criterion, as the task list states it. */
  criterion: string;
  met: boolean;
  /** `path/to/file.ts:42` (or `:42-50`), or the name of a test. */
  evidence: string;
  note: string;
  /**
   * Set when the evidence reads as `path:line`: whether the judged tree has that line. False
   * evidence is shown as text, marked, and never linked.
   */
  evidenceFound?: boolean;
}

const NOTE_MAX = 500;
const EVIDENCE_MAX = 300;

const AnswerSchema = z
  .object({
    criteria: z.array(
      z
        .object({
          index: z.number().int().positive().describe('The criterion number, from 1'),
          met: z.boolean(),
          evidence: z
            .string()
            .max(EVIDENCE_MAX)
            .describe('Where it is shown: path/to/file.ts:42 or path:42-50, or a test name'),
          note: z
            .string()
            .max(NOTE_MAX)
            .describe('One or two sentences: why met, or what is missing'),
        })
        .strict(),
    ),
  })
  .strict();

/**
 * The schema claude validates the reviewer's answer against. Without `$schema`: claude's
 * validator knows no draft 2020-12 meta-schema and refuses a schema that names it.
 */
export const REVIEW_JSON_SCHEMA = JSON.stringify(
  Object.fromEntries(Object.entries(z.toJSONSchema(AnswerSchema)).filter(([k]) => k !== '$schema')),
);

export type VerdictReading =
  { ok: true; verdicts: CriterionVerdict[] } | { ok: false; reason: string };

/**
 * The verdicts of `criteria` from the reviewer's structured output: exactly one per criterion
 * (numbered from 1, in the task's order), or the reason the answer cannot be used.
 */
export function readVerdicts(output: unknown, criteria: readonly string[]): VerdictReading {
  if (output === undefined) return { ok: false, reason: 'it gave no structured answer' };
  const parsed = AnswerSchema.safeParse(output);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? issue.path.join('.') : 'the answer';
    return {
      ok: false,
      reason: `its answer does not match the schema (${where}: ${issue.message})`,
    };
  }
  const byIndex = new Map<number, (typeof parsed.data.criteria)[number]>();
  for (const entry of parsed.data.criteria) {
    if (entry.index > criteria.length)
      return {
        ok: false,
        reason: `it judged criterion ${entry.index}; the task has ${criteria.length}`,
      };
    if (byIndex.has(entry.index))
      return { ok: false, reason: `it judged criterion ${entry.index} twice` };
    byIndex.set(entry.index, entry);
  }
  const verdicts: CriterionVerdict[] = [];
  for (const [i, criterion] of criteria.entries()) {
    const entry = byIndex.get(i + 1);
    if (!entry) return { ok: false, reason: `it gave no verdict on criterion ${i + 1}` };
    verdicts.push({ criterion, met: entry.met, evidence: entry.evidence, note: entry.note });
  }
  return { ok: true, verdicts };
}
