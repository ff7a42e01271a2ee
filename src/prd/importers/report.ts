/** What an import kept, changed and left out, for `ralph import` to print. */
import type { Prd } from '../schema.js';

export interface ImportReport {
  /** The source format, as users call it ("snarktank prd.json", "frankbria fix_plan.md"). */
  format: string;
  /** How source fields became task fields. */
  mapped: string[];
  /** What the source had that prd.yaml does not keep, and what to do about it. */
  dropped: string[];
  /** Guesses the import had to make. */
  warnings: string[];
}

export interface ImportResult {
  prd: Prd;
  report: ImportReport;
}

/** Collects report lines; a line said twice is kept once. */
export class ReportBuilder {
  private readonly mappedLines = new Set<string>();
  private readonly droppedLines = new Set<string>();
  private readonly warningLines = new Set<string>();
  private readonly unknownKeys = new Map<string, number>();

  constructor(readonly format: string) {}

  mapped(line: string): void {
    this.mappedLines.add(line);
  }

  dropped(line: string): void {
    this.droppedLines.add(line);
  }

  warn(line: string): void {
    this.warningLines.add(line);
  }

  /** Counts a key the importer does not know, reported once with how often it appeared. */
  unknownKey(key: string): void {
    this.unknownKeys.set(key, (this.unknownKeys.get(key) ?? 0) + 1);
  }

  /** `entry`: what one source entry is called, singular and plural, for the unknown keys. */
  build(prd: Prd, entry: [string, string] = ['entry', 'entries']): ImportResult {
    const dropped = [...this.droppedLines];
    for (const [key, count] of this.unknownKeys) {
      dropped.push(`${key} (in ${count} ${count === 1 ? entry[0] : entry[1]})`);
    }
    return {
      prd,
      report: {
        format: this.format,
        mapped: [...this.mappedLines],
        dropped,
        warnings: [...this.warningLines],
      },
    };
  }
}
