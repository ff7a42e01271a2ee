/**
 * The Google credentials file GOOGLE_APPLICATION_CREDENTIALS names, read and checked up front:
 * a service account key (`service_account`) or a Workload Identity Federation configuration
 * (`external_account`, as google-github-actions/auth writes it). Every field that is missing or
 * wrong is named with the file it is in; nothing of the key is ever put in a message.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

export const CREDENTIALS_VARIABLE = 'GOOGLE_APPLICATION_CREDENTIALS';

/** Google's token endpoint for service accounts when the file names none. */
export const DEFAULT_TOKEN_URI = 'https://oauth2.googleapis.com/token';
/** Google's security token service (STS) when an external account names none. */
export const DEFAULT_STS_URL = 'https://sts.googleapis.com/v1/token';

export interface ServiceAccountCredentials {
  type: 'service_account';
  /** The file the credentials came from (for messages). */
  file: string;
  clientEmail: string;
  privateKey: KeyObject;
  privateKeyId: string | undefined;
  tokenUri: string;
}

/** How the subject token's answer holds the token: the whole text, or one JSON field. */
export type SubjectTokenFormat = { type: 'text' } | { type: 'json'; field: string };

export type SubjectTokenSource =
  | { kind: 'file'; path: string; format: SubjectTokenFormat }
  | { kind: 'url'; url: string; headers: Record<string, string>; format: SubjectTokenFormat };

export interface ExternalAccountCredentials {
  type: 'external_account';
  file: string;
  audience: string;
  subjectTokenType: string;
  tokenUrl: string;
  source: SubjectTokenSource;
  /** IAM Credentials' generateAccessToken URL for the service account to impersonate. */
  impersonationUrl: string | undefined;
  /** The impersonated token's lifetime asked for. */
  tokenLifetimeSeconds: number;
  /** Workforce pools bill the exchange to this project. */
  workforcePoolUserProject: string | undefined;
}

export type GoogleCredentials = ServiceAccountCredentials | ExternalAccountCredentials;

/** A credentials problem, worded for the user: it names the variable or the field. */
export class VertexCredentialError extends Error {
  override readonly name = 'VertexCredentialError';
}

/** The credentials file the environment names, read and checked. */
export function readGoogleCredentials(env: NodeJS.ProcessEnv): GoogleCredentials {
  const file = env[CREDENTIALS_VARIABLE]?.trim();
  if (!file) {
    throw new VertexCredentialError(
      `${CREDENTIALS_VARIABLE} is not set: Vertex needs the credentials file google-github-actions/auth writes (a service account key or a Workload Identity Federation configuration).`,
    );
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new VertexCredentialError(
      `${CREDENTIALS_VARIABLE} names ${file}, which cannot be read (${code}).`,
    );
  }
  return parseGoogleCredentials(text, file);
}

/** The credentials in `text`, the contents of `file`. */
export function parseGoogleCredentials(text: string, file: string): GoogleCredentials {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new VertexCredentialError(
      `${file} (${CREDENTIALS_VARIABLE}) is not JSON: expected a Google credentials file.`,
    );
  }
  const fields = new Fields(json, file);
  const type = fields.string('type');
  if (type === 'service_account') return serviceAccount(fields, file);
  if (type === 'external_account') return externalAccount(fields, file);
  const hint =
    type === 'authorized_user'
      ? ' (user credentials from gcloud are not supported: use a service account or Workload Identity Federation)'
      : '';
  throw new VertexCredentialError(
    `${file}: field "type" is "${type}"; expected "service_account" or "external_account"${hint}.`,
  );
}

function serviceAccount(fields: Fields, file: string): ServiceAccountCredentials {
  const clientEmail = fields.string('client_email');
  const pem = fields.string('private_key');
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(pem);
  } catch {
    throw new VertexCredentialError(`${file}: field "private_key" is not a PEM private key.`);
  }
  if (privateKey.asymmetricKeyType !== 'rsa') {
    throw new VertexCredentialError(`${file}: field "private_key" is not an RSA key.`);
  }
  return {
    type: 'service_account',
    file,
    clientEmail,
    privateKey,
    privateKeyId: fields.optionalString('private_key_id'),
    tokenUri: fields.url('token_uri', DEFAULT_TOKEN_URI),
  };
}

function externalAccount(fields: Fields, file: string): ExternalAccountCredentials {
  const lifetime = fields
    .at('service_account_impersonation')
    .optionalNumber('token_lifetime_seconds');
  if (
    lifetime !== undefined &&
    !(Number.isInteger(lifetime) && lifetime >= 600 && lifetime <= 43200)
  ) {
    throw new VertexCredentialError(
      `${file}: field "service_account_impersonation.token_lifetime_seconds" must be a whole number from 600 to 43200.`,
    );
  }
  return {
    type: 'external_account',
    file,
    audience: fields.string('audience'),
    subjectTokenType: fields.string('subject_token_type'),
    tokenUrl: fields.url('token_url', DEFAULT_STS_URL),
    source: subjectTokenSource(fields.at('credential_source', true), file),
    impersonationUrl: fields.optionalUrl('service_account_impersonation_url'),
    tokenLifetimeSeconds: lifetime ?? 3600,
    workforcePoolUserProject: fields.optionalString('workforce_pool_user_project'),
  };
}

function subjectTokenSource(source: Fields, file: string): SubjectTokenSource {
  for (const unsupported of ['environment_id', 'executable', 'certificate']) {
    if (source.has(unsupported)) {
      throw new VertexCredentialError(
        `${file}: field "credential_source.${unsupported}" names a subject token source that is not supported here; use a "file" or "url" source (google-github-actions/auth writes a "url" one).`,
      );
    }
  }
  const format = subjectTokenFormat(source.at('format'), file);
  const path = source.optionalString('file');
  if (path) return { kind: 'file', path, format };
  const url = source.optionalUrl('url');
  if (url) return { kind: 'url', url, headers: source.at('headers').stringRecord(), format };
  throw new VertexCredentialError(
    `${file}: field "credential_source" names no subject token: expected "file" or "url".`,
  );
}

function subjectTokenFormat(format: Fields, file: string): SubjectTokenFormat {
  const type = format.optionalString('type') ?? 'text';
  if (type === 'text') return { type: 'text' };
  if (type === 'json') return { type: 'json', field: format.string('subject_token_field_name') };
  throw new VertexCredentialError(
    `${file}: field "credential_source.format.type" is "${type}"; expected "text" or "json".`,
  );
}

/** Typed reads of one JSON object's fields, each failure naming the field's path in the file. */
class Fields {
  private readonly object: Record<string, unknown>;

  constructor(
    value: unknown,
    private readonly file: string,
    private readonly prefix = '',
  ) {
    this.object =
      value && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {};
  }

  has(name: string): boolean {
    return this.object[name] !== undefined && this.object[name] !== null;
  }

  /** The object under `name` (empty when absent, unless `required`). */
  at(name: string, required = false): Fields {
    const value = this.object[name];
    const isObject = value && typeof value === 'object' && !Array.isArray(value);
    if ((required || value !== undefined) && !isObject) {
      throw this.wrong(name, 'an object');
    }
    return new Fields(value, this.file, `${this.prefix}${name}.`);
  }

  string(name: string): string {
    const value = this.optionalString(name);
    if (value === undefined) throw this.wrong(name, 'a non-empty string');
    return value;
  }

  optionalString(name: string): string | undefined {
    const value = this.object[name];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw this.wrong(name, 'a string');
    return value;
  }

  optionalNumber(name: string): number | undefined {
    const value = this.object[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number') throw this.wrong(name, 'a number');
    return value;
  }

  url(name: string, fallback: string): string {
    return this.optionalUrl(name) ?? fallback;
  }

  optionalUrl(name: string): string | undefined {
    const value = this.optionalString(name);
    if (value === undefined) return undefined;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw this.wrong(name, 'an https URL');
    }
    // Plain http would carry a grant or a token in the clear: only to this machine.
    const loopback = /^(127\.\d+\.\d+\.\d+|\[::1\]|localhost)$/.test(url.hostname);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
      throw this.wrong(name, 'an https URL (plain http only to this machine)');
    }
    return value;
  }

  stringRecord(): Record<string, string> {
    const record: Record<string, string> = {};
    for (const [name, value] of Object.entries(this.object)) {
      if (typeof value !== 'string') throw this.wrong(name, 'a string');
      record[name] = value;
    }
    return record;
  }

  private wrong(name: string, expected: string): VertexCredentialError {
    const present = this.object[name] !== undefined && this.object[name] !== '';
    return new VertexCredentialError(
      `${this.file}: field "${this.prefix}${name}" ${present ? 'must be' : 'is missing; expected'} ${expected}.`,
    );
  }
}
