/**
 * The one door to a language model. It speaks the OpenAI Chat Completions protocol through the
 * official client, so OpenAI, Ollama, vLLM and llama.cpp servers all work, chosen by base URL.
 * It adds what every caller needs: structured JSON with one repair round, timeouts,
 * cancellation, retries with backoff, usage accounting and errors from the catalogue.
 */
import OpenAI from 'openai';
import type { ChatCompletionCreateParamsBase, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../../common/app-error.js';
import type { Config } from '../../../config.js';
import type { AiSettings, AiUsage, ChatMessage, ChatTextRequest, JsonRequest } from './ai-provider.types.js';
import {
  AI_INVALID_FORMAT_MESSAGE,
  AI_NOT_CONFIGURED_MESSAGE,
  AI_TIMEOUT_MESSAGE,
  describeForLog,
  toAppError,
} from './provider-error.js';
import { DEFAULT_RETRY_POLICY, retryDelayAfter, type RetryPolicy } from './retry-policy.js';
import { readStructuredAnswer, repairInstruction } from './structured-output.js';

/** Local servers (Ollama, vLLM, llama.cpp) need no key, but the client insists on one. */
export const PLACEHOLDER_API_KEY = 'no-key-needed';
export const DEFAULT_AI_TIMEOUT_MS = 120_000;

/** A pino logger fits; only warnings are written. */
export interface AiProviderLogger {
  warn(details: object, message: string): void;
}

export interface AiProviderOptions {
  /** from config.ai; absent means AI is not configured */
  ai?: Config['ai'];
  settings: () => Promise<AiSettings>;
  recordUsage?: (usage: AiUsage) => Promise<void>;
  logger?: AiProviderLogger;
  /** the limit for each attempt, streaming included */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  fetch?: typeof fetch;
}

interface Completion {
  purpose: string;
  messages: ChatCompletionMessageParam[];
  responseFormat?: ChatCompletionCreateParamsBase['response_format'];
  signal?: AbortSignal;
  /** with it, the answer is streamed */
  onText?: (text: string) => void;
}

interface Answer {
  text: string;
  usage?: { prompt_tokens: number; completion_tokens: number } | null;
}

export class AiProvider {
  private readonly client?: OpenAI;
  private readonly timeoutMs: number;
  private readonly retry: RetryPolicy;

  constructor(private readonly options: AiProviderOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS;
    this.retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    if (options.ai) {
      // Every client default that would read process.env is set here: config.ts owns the environment.
      this.client = new OpenAI({
        apiKey: options.ai.apiKey ?? PLACEHOLDER_API_KEY,
        baseURL: options.ai.baseUrl ?? 'https://api.openai.com/v1',
        organization: null,
        project: null,
        adminAPIKey: null,
        webhookSecret: null,
        maxRetries: 0,
        timeout: this.timeoutMs,
        logLevel: 'off',
        fetch: options.fetch,
      });
    }
  }

  get configured(): boolean {
    return this.client !== undefined;
  }

  /** A JSON value that passed the schema and the check, after at most one repair round. */
  async completeJson<T>(request: JsonRequest<T>): Promise<T> {
    const responseFormat = { type: 'json_schema', json_schema: { name: request.schemaName, schema: request.schema as Record<string, unknown>, strict: true } } as const;
    let received = 0;
    const onText = request.onDelta && ((text: string) => request.onDelta?.((received += text.length)));
    const call = { purpose: request.purpose, signal: request.signal, responseFormat, onText };

    const messages = conversation(request.system, request.messages);
    const first = await this.complete({ ...call, messages });
    const firstReading = await readStructuredAnswer(first, request.schema, request.check);
    if (firstReading.ok) return firstReading.value;

    const repairMessages: ChatCompletionMessageParam[] = [
      ...messages,
      { role: 'assistant', content: first },
      { role: 'user', content: repairInstruction(firstReading.errors, request.schemaName) },
    ];
    const second = await this.complete({ ...call, messages: repairMessages });
    const secondReading = await readStructuredAnswer(second, request.schema, request.check);
    if (secondReading.ok) return secondReading.value;
    this.options.logger?.warn({ purpose: request.purpose, errors: secondReading.errors }, 'AI answer still invalid after a repair round');
    throw new AppError('invalid_response_format', AI_INVALID_FORMAT_MESSAGE);
  }

  /** Free text; streamed piece by piece to onDelta when it is given. */
  async chat(request: ChatTextRequest): Promise<string> {
    return this.complete({
      purpose: request.purpose,
      messages: conversation(request.system, request.messages),
      signal: request.signal,
      onText: request.onDelta,
    });
  }

  private async complete(completion: Completion): Promise<string> {
    const client = this.client;
    if (!client) throw new AppError('api_configuration_missing', AI_NOT_CONFIGURED_MESSAGE);
    const { openaiModel, openaiTemperature } = await this.options.settings();
    const model = this.options.ai?.model ?? openaiModel;
    const body = { model, temperature: openaiTemperature, messages: completion.messages, response_format: completion.responseFormat };

    for (let retry = 1; ; retry++) {
      const attempt = attemptSignal(completion.signal, this.timeoutMs);
      let streamed = false;
      const onText = completion.onText;
      const deliver = (text: string) => {
        streamed = true;
        onText?.(text);
      };
      try {
        const answer = onText ? await streamAnswer(client, body, attempt.signal, deliver) : await requestAnswer(client, body, attempt.signal);
        await this.recordUsage({ purpose: completion.purpose, model, promptTokens: answer.usage?.prompt_tokens ?? null, completionTokens: answer.usage?.completion_tokens ?? null });
        return answer.text;
      } catch (error) {
        if (completion.signal?.aborted) throw abortReason(completion.signal);
        if (attempt.timedOut()) throw new AppError('ai_timeout', AI_TIMEOUT_MESSAGE);
        // Text already handed to the caller cannot be taken back, so a broken stream is not retried.
        const delay = streamed ? undefined : retryDelayAfter(error, retry, this.retry);
        if (delay === undefined) throw this.failure(error, completion.purpose);
        await sleep(delay, undefined, { signal: completion.signal }).catch(() => {
          throw abortReason(completion.signal);
        });
      }
    }
  }

  private failure(error: unknown, purpose: string): AppError {
    const apiKey = this.options.ai?.apiKey;
    this.options.logger?.warn({ purpose, err: describeForLog(error, apiKey) }, 'AI provider call failed');
    return toAppError(error);
  }

  /** Accounting must never cost the traveller their answer. */
  private async recordUsage(usage: AiUsage): Promise<void> {
    try {
      await this.options.recordUsage?.(usage);
    } catch (error) {
      this.options.logger?.warn({ err: describeForLog(error) }, 'could not record AI usage');
    }
  }
}

function conversation(system: string, messages: ChatMessage[]): ChatCompletionMessageParam[] {
  return [{ role: 'system', content: system }, ...messages.map((message) => ({ role: message.role, content: message.content }))];
}

type RequestBody = Omit<ChatCompletionCreateParamsBase, 'stream'>;

async function requestAnswer(client: OpenAI, body: RequestBody, signal: AbortSignal): Promise<Answer> {
  const completion = await client.chat.completions.create({ ...body, stream: false }, { signal });
  return { text: textOf(completion.choices[0]?.message?.content), usage: completion.usage };
}

async function streamAnswer(client: OpenAI, body: RequestBody, signal: AbortSignal, onText: (text: string) => void): Promise<Answer> {
  const stream = await client.chat.completions.create({ ...body, stream: true, stream_options: { include_usage: true } }, { signal });
  const answer: Answer = { text: '' };
  for await (const chunk of stream) {
    const text = textOf(chunk.choices[0]?.delta?.content);
    if (text) {
      answer.text += text;
      onText(text);
    }
    if (chunk.usage) answer.usage = chunk.usage;
  }
  // The client ends an aborted stream quietly; a cut-off answer must not pass for a whole one.
  signal.throwIfAborted();
  return answer;
}

/**
 * A message's text. Some OpenAI-compatible servers send the content as a list of parts
 * ([{ type: 'text', text: '...' }]) rather than a string; anything else counts as no text.
 */
export function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part: unknown) => (typeof part === 'string' ? part : part && typeof part === 'object' && typeof (part as { text?: unknown }).text === 'string' ? (part as { text: string }).text : '')).join('');
}

/** One attempt's signal: the caller's, plus the attempt's own deadline. */
function attemptSignal(caller: AbortSignal | undefined, timeoutMs: number) {
  const deadline = AbortSignal.timeout(timeoutMs);
  return { signal: caller ? AbortSignal.any([caller, deadline]) : deadline, timedOut: () => deadline.aborted };
}

function abortReason(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  return reason instanceof Error ? reason : new DOMException('The AI request was cancelled.', 'AbortError');
}
