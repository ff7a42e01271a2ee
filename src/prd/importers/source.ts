/** What an importer reads: one file, or the files of a directory (read by the caller). */
export interface SourceFile {
  /** The path as the user gave it (for messages). */
  name: string;
  /** The file name alone. */
  baseName: string;
  text: string;
}

/** `specs`: the specs the task files name, read by the caller (ralph-orchestrator tasks). */
export type ImportSource =
  | { kind: 'file'; file: SourceFile; specs?: SourceFile[] }
  | { kind: 'directory'; name: string; files: SourceFile[]; specs?: SourceFile[] };
