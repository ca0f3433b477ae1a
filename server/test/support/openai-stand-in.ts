/**
 * A local server that answers like the OpenAI Chat Completions API (POST /v1/chat/completions,
 * plain JSON or server-sent events), so tests exercise the real `openai` client over real HTTP.
 * Tests script it: each request takes the next behaviour from a queue; with the queue empty it
 * asks `respond`, if set (`usefulModel` from useful-model.ts answers Odyssey's own prompts).
 * Every request is recorded for assertions.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInUsage {
  promptTokens: number;
  completionTokens: number;
}

export type StandInBehaviour =
  /** an object is sent as its JSON text; streamed in a few pieces when the client streams */
  | { reply: string | object; usage?: StandInUsage }
  /** content that is not valid JSON */
  | { malformed: true }
  /** an error answer in OpenAI's shape, with a Retry-After (seconds) when given */
  | { status: number; message?: string; retryAfter?: number }
  /** headers and body never come */
  | { hang: true }
  /** content as a list of text parts ([{ type: 'text', text }]), as some OpenAI-compatible servers send it; streamed one part per chunk */
  | { parts: string[] }
  /** exactly these content pieces, with a pause between them when asked */
  | { stream: string[]; delayMs?: number; usage?: StandInUsage };

export interface RecordedRequest {
  path: string;
  authorization?: string;
  model: string;
  temperature?: number;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string; json_schema?: { name: string; schema: object; strict?: boolean } };
  stream: boolean;
  stream_options?: { include_usage?: boolean };
  body: Record<string, unknown>;
  /** true when the client went away before the answer was complete */
  cancelled: boolean;
}

export interface OpenAiStandIn {
  /** ends in /v1, as OPENAI_BASE_URL would */
  baseUrl: string;
  push(...behaviours: StandInBehaviour[]): void;
  /** Forgets recorded requests and any scripted behaviour a test left unused. */
  reset(): void;
  requests: RecordedRequest[];
  respond?: (request: RecordedRequest) => StandInBehaviour | Promise<StandInBehaviour>;
  close(): Promise<void>;
}

const MALFORMED_CONTENT = '{"days": [{"title": "Louvre", ';

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const queue: StandInBehaviour[] = [];
  const standIn: OpenAiStandIn = {
    baseUrl: '',
    requests: [],
    push: (...behaviours) => void queue.push(...behaviours),
    reset: () => {
      queue.length = 0;
      standIn.requests.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      if (!res.headersSent) sendError(res, 500, `stand-in failure: ${error.message}`);
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) return sendError(res, 404, `no route ${req.method} ${req.url}`);
    const body = JSON.parse(raw) as Record<string, unknown>;
    const request: RecordedRequest = {
      path: req.url,
      authorization: req.headers.authorization,
      model: body.model as string,
      temperature: body.temperature as number | undefined,
      messages: body.messages as RecordedRequest['messages'],
      response_format: body.response_format as RecordedRequest['response_format'],
      stream: body.stream === true,
      stream_options: body.stream_options as RecordedRequest['stream_options'],
      body,
      cancelled: false,
    };
    standIn.requests.push(request);
    res.on('close', () => (request.cancelled = !res.writableFinished));

    const behaviour = queue.shift() ?? (await standIn.respond?.(request));
    if (!behaviour) return sendError(res, 500, 'the stand-in has no behaviour scripted for this request');
    if ('hang' in behaviour) return;
    if ('status' in behaviour) return sendError(res, behaviour.status, behaviour.message ?? `status ${behaviour.status}`, behaviour.retryAfter);
    if ('parts' in behaviour) {
      const parts = behaviour.parts.map((text) => ({ type: 'text', text }));
      const usage = estimateUsage(request, behaviour.parts.join(''));
      if (!request.stream) return sendJson(res, 200, completion(request.model, parts, usage));
      return sendStream(res, request, parts.map((part) => [part]), usage, 0);
    }
    const pieces = 'stream' in behaviour ? behaviour.stream : splitContent('malformed' in behaviour ? MALFORMED_CONTENT : contentOf(behaviour.reply));
    const usage = ('malformed' in behaviour ? undefined : behaviour.usage) ?? estimateUsage(request, pieces.join(''));
    if (!request.stream) return sendJson(res, 200, completion(request.model, pieces.join(''), usage));
    await sendStream(res, request, pieces, usage, 'delayMs' in behaviour ? (behaviour.delayMs ?? 0) : 0);
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return standIn;
}

function contentOf(reply: string | object): string {
  return typeof reply === 'string' ? reply : JSON.stringify(reply);
}

function splitContent(content: string): string[] {
  const size = Math.max(1, Math.ceil(content.length / 4));
  const pieces: string[] = [];
  for (let start = 0; start < content.length; start += size) pieces.push(content.slice(start, start + size));
  return pieces.length ? pieces : [''];
}

function estimateUsage(request: RecordedRequest, content: string): StandInUsage {
  const promptChars = request.messages.reduce((sum, message) => sum + String(message.content).length, 0);
  return { promptTokens: Math.ceil(promptChars / 4), completionTokens: Math.ceil(content.length / 4) };
}

function usageBody(usage: StandInUsage) {
  return { prompt_tokens: usage.promptTokens, completion_tokens: usage.completionTokens, total_tokens: usage.promptTokens + usage.completionTokens };
}

function completion(model: string, content: string | object[], usage: StandInUsage) {
  return {
    id: 'chatcmpl-stand-in',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
    usage: usageBody(usage),
  };
}

async function sendStream(res: ServerResponse, request: RecordedRequest, pieces: Array<string | object[]>, usage: StandInUsage, delayMs: number) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const chunk = (choices: unknown[], extra: object = {}) => ({ id: 'chatcmpl-stand-in', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: request.model, choices, ...extra });
  const send = (data: unknown) => res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
  send(chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]));
  for (const piece of pieces) {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (res.destroyed) return;
    send(chunk([{ index: 0, delta: { content: piece }, finish_reason: null }]));
  }
  send(chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]));
  if (request.stream_options?.include_usage) send(chunk([], { usage: usageBody(usage) }));
  send('[DONE]');
  res.end();
}

function sendError(res: ServerResponse, status: number, message: string, retryAfter?: number) {
  const headers: Record<string, string> = retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) };
  const type = status === 429 ? 'rate_limit_exceeded' : status >= 500 ? 'server_error' : 'invalid_request_error';
  sendJson(res, status, { error: { message, type, param: null, code: null } }, headers);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
