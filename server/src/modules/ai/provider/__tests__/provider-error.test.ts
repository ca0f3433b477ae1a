import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { AppError } from '../../../../common/app-error.js';
import { AI_REFUSED_MESSAGE, AI_TIMEOUT_MESSAGE, AI_UNAVAILABLE_MESSAGE, describeForLog, redactSecrets, toAppError } from '../provider-error.js';

const KEY = 'sk-proj-abcdefghijklmnop';
const providerError = (status: number, body?: object) => APIError.generate(status, body, undefined, new Headers({ 'x-request-id': 'req_1' }));

describe('toAppError', () => {
  it('turns a 400 into ai_provider_error with our own words: the provider is refusing our request, not the traveller’s input', () => {
    const error = toAppError(providerError(400, { error: { message: `Invalid value for temperature, key ${KEY}` } }));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'ai_provider_error', status: 502, message: AI_REFUSED_MESSAGE });
    expect(toAppError(providerError(400)).message).toBe(AI_REFUSED_MESSAGE);
  });

  it('turns the client timeout into ai_timeout', () => {
    expect(toAppError(new APIConnectionTimeoutError())).toMatchObject({ code: 'ai_timeout', message: AI_TIMEOUT_MESSAGE });
  });

  it.each([401, 403, 404, 429, 500, 503])('turns status %i into ai_provider_error with a generic message', (status) => {
    const error = toAppError(providerError(status, { error: { message: `secret detail ${KEY}` } }));
    expect(error).toMatchObject({ code: 'ai_provider_error', status: 502, message: AI_UNAVAILABLE_MESSAGE });
  });

  it('turns connection failures and unknown errors into ai_provider_error, and keeps AppErrors', () => {
    expect(toAppError(new APIConnectionError({ message: 'ECONNREFUSED 10.0.0.5:11434' })).message).toBe(AI_UNAVAILABLE_MESSAGE);
    expect(toAppError(new TypeError('x is undefined')).code).toBe('ai_provider_error');
    const original = new AppError('invalid_response_format', 'kept');
    expect(toAppError(original)).toBe(original);
  });
});

describe('redactSecrets and describeForLog', () => {
  it('removes the configured key and anything shaped like an OpenAI key', () => {
    expect(redactSecrets(`a ${KEY} b`, KEY)).toBe('a [redacted] b');
    expect(redactSecrets('proxy saw sk-other-1234567890abc')).toBe('proxy saw [redacted]');
    expect(redactSecrets('task-force is fine')).toBe('task-force is fine');
  });

  it('describes a provider error for the log without the key', () => {
    expect(describeForLog(providerError(401, { error: { message: `Incorrect API key provided: ${KEY}`, type: 'invalid_request_error' } }), KEY)).toEqual({
      name: 'AuthenticationError',
      status: 401,
      type: 'invalid_request_error',
      requestId: 'req_1',
      message: '401 Incorrect API key provided: [redacted]',
    });
    expect(describeForLog(new Error(`boom ${KEY}`), KEY)).toEqual({ name: 'Error', message: 'boom [redacted]' });
  });
});
