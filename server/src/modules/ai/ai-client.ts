/**
 * The language model as the rest of the server sees it. The `openai` package and the provider
 * are loaded on the first call, so an instance without AI (or one that has not needed it yet)
 * never pays their memory; only type imports reach them here.
 */
import type { Config } from '../../config.js';
import type { AiProvider, AiProviderOptions } from './provider/ai-provider.js';
import type { ChatTextRequest, JsonRequest } from './provider/ai-provider.types.js';

export interface AiClient {
  /** an OpenAI-compatible model is configured (OPENAI_API_KEY and/or OPENAI_BASE_URL) */
  readonly configured: boolean;
  /** the model the next call will use: AI_MODEL, else the admin setting */
  model(): Promise<string>;
  completeJson<T>(request: JsonRequest<T>): Promise<T>;
  chat(request: ChatTextRequest): Promise<string>;
}

export class LazyAiProvider implements AiClient {
  private provider?: Promise<AiProvider>;

  constructor(private readonly options: AiProviderOptions & { ai?: Config['ai'] }) {}

  get configured(): boolean {
    return this.options.ai !== undefined;
  }

  async model(): Promise<string> {
    return this.options.ai?.model ?? (await this.options.settings()).openaiModel;
  }

  async completeJson<T>(request: JsonRequest<T>): Promise<T> {
    return (await this.load()).completeJson(request);
  }

  async chat(request: ChatTextRequest): Promise<string> {
    return (await this.load()).chat(request);
  }

  private load(): Promise<AiProvider> {
    this.provider ??= import('./provider/ai-provider.js').then(({ AiProvider }) => new AiProvider(this.options));
    return this.provider;
  }
}
