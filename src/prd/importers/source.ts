/** What an importer reads: one file, or the files of a directory (read by the caller). */
export interface SourceFile {
  /** The path as the user gave it (for messages). */
  name: string;
  /** The file name alone. */
  baseName: string;
  text: string;
}

export type ImportSource =
  { kind: 'file'; file: SourceFile } | { kind: 'directory'; name: string; files: SourceFile[] };
