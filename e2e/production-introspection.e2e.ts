/**
 * The public GraphQL API as a deployment serves it: the built app with NODE_ENV=production (as
 * the Docker image sets it), started once. Apollo turns introspection off in production unless
 * told otherwise; Odyssey keeps it on, so the explorer at /graphql shows the schema's docs and a
 * third party can run GraphQL Code Generator against the live endpoint. GRAPHQL_INTROSPECTION=false
 * turns it off.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getIntrospectionQuery } from 'graphql';
import type { Browser } from 'playwright-core';
import { collectProblems, launchChromium, startBuiltApp, type RunningApp } from './browser.js';

const root = path.resolve(__dirname, '..');

async function introspect(url: string): Promise<{ status: number; body: { data?: { __schema?: { types: Array<{ name: string }> } }; errors?: Array<{ message: string }> } }> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: getIntrospectionQuery() }) });
  return { status: response.status, body: (await response.json()) as never };
}

describe('the GraphQL API in production (NODE_ENV=production)', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startBuiltApp({ NODE_ENV: 'production' }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  test('answers an introspection query with the whole schema', async () => {
    const { status, body } = await introspect(app.url);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const names = body.data?.__schema?.types.map((type) => type.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(['Query', 'Mutation', 'Trip', 'GenerateTripInput']));
  });

  test("the explorer at /graphql lists Trip in its docs pane", async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${app.url}/graphql`);
    await page.locator('.graphiql-container').waitFor();
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    // The docs pane's schema page lists every type under "All Schema Types".
    await page.locator('.graphiql-doc-explorer-type-name', { hasText: /^Trip$/ }).first().waitFor();
    await page.locator('.graphiql-doc-explorer-type-name', { hasText: /^Trip$/ }).first().click();
    await page.locator('.graphiql-doc-explorer-title', { hasText: /^Trip$/ }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the explorer runs the tripChanged subscription and shows the changes as they come', async () => {
    // A trip this test's browser planned, so that its cookie may add to the wallet.
    const planned = await fetch(`${app.url}/api/trips/generate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ destination: 'Lisbon', country: 'Portugal' }) });
    const { uuid } = (await planned.json()) as { uuid: string };
    const cookie = (planned.headers.get('set-cookie') ?? '').split(';')[0];
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${app.url}/graphql`);
    await page.locator('.graphiql-query-editor .CodeMirror').waitFor();
    await page.evaluate((query) => {
      const editor = document.querySelector('.graphiql-query-editor .CodeMirror') as unknown as { CodeMirror: { setValue(text: string): void } };
      editor.CodeMirror.setValue(query);
    }, `subscription { tripChanged(tripUuid: "${uuid}") { tripUuid kind } }`);
    await page.getByRole('button', { name: /Execute query/ }).click();
    const result = page.locator('.graphiql-response');
    // The explorer's own page arrives first (presence); then a change made elsewhere shows.
    await result.getByText('"presence"').waitFor();
    const added = await fetch(`${app.url}/api/trips/${uuid}/wallet`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ type: 'train', title: 'Alfa Pendular' }) });
    expect(added.status).toBe(201);
    await result.getByText('"wallet"').waitFor();
    expect(await result.textContent()).toContain(uuid);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('GraphQL Code Generator generates the types from the live endpoint', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'odyssey-codegen-'));
    try {
      // As a third party runs it: the CLI, with the live URL as the schema, writing into a folder of its own.
      const output = path.join(folder, 'types.ts');
      const config = path.join(folder, 'codegen.json');
      writeFileSync(config, JSON.stringify({ schema: `${app.url}/graphql`, generates: { [output]: { plugins: ['typescript'] } } }));
      await promisify(execFile)(process.execPath, [path.join(root, 'node_modules', '@graphql-codegen', 'cli', 'esm', 'bin.js'), '--config', config], { cwd: root, timeout: 120_000 });
      const types = readFileSync(output, 'utf8');
      expect(types).toMatch(/export type Trip = \{/);
      expect(types).toMatch(/export type GenerateTripInput = \{/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('GRAPHQL_INTROSPECTION=false', () => {
  let app: RunningApp;

  beforeAll(async () => {
    app = await startBuiltApp({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'false' });
  });
  afterAll(async () => {
    await app?.stop();
  });

  test('turns introspection off, and ordinary queries still work', async () => {
    const { body } = await introspect(app.url);
    expect(body.data?.__schema).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/introspection is not allowed/i);
    const health = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ health { status } }' }) });
    expect(((await health.json()) as { data: { health: { status: string } } }).data.health.status).toBe('ok');
  });
});
