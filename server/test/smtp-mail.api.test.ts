/** With SMTP_URL set, the password reset email goes out over SMTP (to a local sink) and not to the outbox. */
import { existsSync, readdirSync } from 'node:fs';
import { startTestServer, type TestServer } from './harness.js';
import { HttpClient, resetTokenOf } from './support/http-client.js';
import { SmtpSink } from './support/smtp-sink.js';

describe('password reset mail over SMTP', () => {
  const sink = new SmtpSink();
  let server: TestServer;
  const http = new HttpClient(() => server.url);

  beforeAll(async () => {
    const smtpUrl = await sink.start();
    server = await startTestServer('embedded', { SMTP_URL: smtpUrl, NODE_ENV: 'production', MAIL_FROM: 'Odyssey <no-reply@trips.example.org>', PUBLIC_URL: 'https://trips.example.org' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await sink.stop();
  });

  test('forgot-password sends the reset link through SMTP_URL; the link resets the password once', async () => {
    const json = { email: 'ada@example.com', username: 'ada', password: 'correct horse', confirmPassword: 'correct horse' };
    expect((await http.call('POST', '/api/auth/register', { json })).status).toBe(201);
    const forgot = await http.call('POST', '/api/auth/forgot-password', { json: { email: 'ada@example.com' } });
    expect(forgot.status).toBe(200);
    expect(forgot.body).not.toHaveProperty('token');

    const mail = await sink.waitFor('ada@example.com');
    expect(mail.from).toBe('no-reply@trips.example.org');
    expect(mail.data).toMatch(/^Subject: Reset your Odyssey password$/m);
    expect(mail.data.replace(/=\r?\n/g, '')).toContain('https://trips.example.org/reset-password?token=3D');
    const outbox = server.config.mail.outboxDir;
    expect(existsSync(outbox) ? readdirSync(outbox) : []).toEqual([]);

    const token = resetTokenOf(mail.data);
    const body = { token, password: 'brand new password', confirmPassword: 'brand new password' };
    expect((await http.call('POST', '/api/auth/reset-password', { json: body })).status).toBe(200);
    expect((await http.call('POST', '/api/auth/reset-password', { json: body })).status).toBe(400);
    expect((await http.call('POST', '/api/auth/login', { json: { email: 'ada@example.com', password: 'brand new password' } })).status).toBe(200);
  });
});
