/** Small helpers shared by the importers. */
import { ImportError } from './errors.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function parseJson(text: string, fileName: string): Json {
  try {
    return JSON.parse(text) as Json;
  } catch (e) {
    throw new ImportError(`${fileName} is not valid JSON: ${(e as Error).message}`);
  }
}

export function isRecord(v: unknown): v is Record<string, Json> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

export function optionalString(
  entry: Record<string, Json>,
  key: string,
  where: string,
): string | undefined {
  const v = entry[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw new ImportError(`${where}: ${key} must be a string`);
  return v.trim() === '' ? undefined : v;
}

export function requiredString(entry: Record<string, Json>, key: string, where: string): string {
  const v = optionalString(entry, key, where);
  if (v === undefined) throw new ImportError(`${where}: missing ${key}`);
  return v;
}

export function stringList(
  entry: Record<string, Json>,
  key: string,
  where: string,
): string[] | undefined {
  const v = entry[key];
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) {
    throw new ImportError(`${where}: ${key} must be a list of strings`);
  }
  const list = (v as string[]).filter((s) => s.trim() !== '');
  return list.length > 0 ? list : undefined;
}

export function isoDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}
