/** The words the rest of the server uses to talk to the AI provider. */

/** One turn of the conversation; the system prompt travels separately. */
export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** Tokens spent by one call to the model, for the activity log. */
export interface AiUsage {
  purpose: string;
  model: string;
  /** null when the server does not report usage (some local servers) */
  promptTokens: number | null;
  completionTokens: number | null;
}

/** The admin settings the provider reads before every call. */
export interface AiSettings {
  openaiModel: string;
  openaiTemperature: number;
}

/** Problems with a parsed answer that are not about its shape, e.g. "a place 900 km from the destination". */
export type SemanticCheck<T> = (value: T) => string[] | Promise<string[]>;

export interface ChatRequest {
  /** why the model is asked ('trip', 'chat', ...); recorded with the usage */
  purpose: string;
  system: string;
  messages: ChatMessage[];
  /** aborted when the traveller goes away; the call stops and rejects with the signal's reason */
  signal?: AbortSignal;
}

export interface JsonRequest<T> extends ChatRequest {
  /** a short identifier for the schema (letters, digits, '_' and '-') */
  schemaName: string;
  /** a JSON schema in OpenAI's strict subset: every property required, additionalProperties false */
  schema: object;
  check?: SemanticCheck<T>;
  /** with it, the answer is streamed and this hears the number of characters received so far */
  onDelta?: (chars: number) => void;
}

export interface ChatTextRequest extends ChatRequest {
  /** with it, the answer is streamed and this hears each piece of text in order */
  onDelta?: (text: string) => void;
}
