/**
 * A small HTTP client for the account suites: JSON in and out, an optional bearer token and
 * cookie, and a record of every response body, so a suite can check that no response ever
 * carried a password or its hash.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test responses of many shapes
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  cookie?: string;
  json?: unknown;
  headers?: Record<string, string>;
}

export class HttpClient {
  /** every response body this client has seen */
  readonly seen: string[] = [];

  constructor(private readonly baseUrl: () => string) {}

  async call(method: string, urlPath: string, options: CallOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl()}${urlPath}`, { method, headers, body: options.json === undefined ? undefined : JSON.stringify(options.json) });
    const text = await response.text();
    this.seen.push(text);
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, body: type.includes('json') && text ? JSON.parse(text) : text, headers: response.headers };
  }

  async graphql(query: string, variables: Record<string, unknown> = {}, options: Omit<CallOptions, 'json'> = {}): Promise<Reply> {
    return this.call('POST', '/graphql', { ...options, json: { query, variables } });
  }
}

/** The newest .eml file in an outbox, once one containing `text` exists (mail is sent in the background). */
export async function waitForMail(outboxDir: string, text: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = existsSync(outboxDir) ? readdirSync(outboxDir).filter((name) => name.endsWith('.eml')).sort().reverse() : [];
    for (const file of files) {
      const mail = readFileSync(path.join(outboxDir, file), 'utf8');
      if (mail.includes(text)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no email to ${text} in ${outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The reset token from a reset email's link (quoted-printable soft breaks removed). */
export function resetTokenOf(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(unfolded);
  if (!match) throw new Error('no reset link in the email');
  return match[1];
}
