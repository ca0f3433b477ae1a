import type { GenerateTripInput } from '../../../../gql/graphql';
import type { GenerationProgressEvent } from '../generation-progress';
import { GENERATION_STREAM_PATH, GenerationStreamError, streamTripGeneration } from '../generation-stream';
import { jsonError, scriptedStream, sseEvent, streamOf } from './sse-response';

const input: GenerateTripInput = { destination: 'Kyoto', country: 'Japan', preferences: { activities: [], travelStyle: [], accommodation: [], budgetLevel: 3, currency: 'USD', duration: '1 Week', travelers: '1' } };
const UUID = '6f1c2b1e-8a7d-4a53-9d0e-2f4b3c5d6e7f';

function fetchAnswering(response: Response) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response;
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GenerationStreamError);
  return (error as GenerationStreamError).failure;
}

describe('streamTripGeneration', () => {
  afterEach(() => window.localStorage.clear());

  it('POSTs the request as JSON, reports each progress event in order and resolves with the uuid', async () => {
    const text = [
      ': keep-alive\n\n',
      sseEvent('progress', { stage: 'understanding', percent: 5, message: 'Planning Kyoto, Japan' }),
      sseEvent('progress', { stage: 'planning day 1', percent: 75, message: 'Day 1: Higashiyama (4 stops)' }),
      'event: progress\r\ndata: {"stage":"saving",\r\ndata: "percent":96,"message":"Saving your trip"}\r\n\r\n',
      sseEvent('trip', { uuid: UUID, destination: 'Kyoto' }),
    ].join('');
    const { fetchImpl, calls } = fetchAnswering(streamOf(text));
    window.localStorage.setItem('authToken', 'token-1');
    const heard: GenerationProgressEvent[] = [];
    expect(await streamTripGeneration(input, { fetchImpl, onProgress: (event) => heard.push(event) })).toBe(UUID);
    expect(heard.map((event) => [event.stage, event.percent])).toEqual([
      ['understanding', 5],
      ['planning day 1', 75],
      ['saving', 96],
    ]);
    expect(calls[0].url).toBe(GENERATION_STREAM_PATH);
    expect(calls[0].init).toMatchObject({ method: 'POST', credentials: 'include', body: JSON.stringify(input) });
    expect(calls[0].init.headers).toMatchObject({ Accept: 'text/event-stream', 'Content-Type': 'application/json', Authorization: 'Bearer token-1' });
  });

  it('turns an error event into the failure the toast reads', async () => {
    const body = { error: 'api_configuration_missing', errorCode: 'api_configuration_missing', status: 503, message: 'No AI key is configured' };
    const { fetchImpl } = fetchAnswering(streamOf(sseEvent('progress', { stage: 'understanding', percent: 5, message: '' }) + sseEvent('error', body)));
    expect(await failureOf(streamTripGeneration(input, { fetchImpl }))).toEqual({ errorCode: 'api_configuration_missing', status: 503, message: 'No AI key is configured' });
  });

  it('a refusal before the stream opens is read from its JSON body', async () => {
    const { fetchImpl } = fetchAnswering(jsonError(503, 'Service Unavailable', { error: 'maintenance', status: 503, message: 'We are down for maintenance' }));
    expect(await failureOf(streamTripGeneration(input, { fetchImpl }))).toEqual({ errorCode: 'maintenance', status: 503, message: 'We are down for maintenance' });
    const plain = fetchAnswering(jsonError(502, 'Bad Gateway', '<html>proxy error</html>'));
    expect(await failureOf(streamTripGeneration(input, { fetchImpl: plain.fetchImpl }))).toEqual({ errorCode: undefined, status: 502, message: 'Bad Gateway' });
  });

  it('a stream that ends without a trip is a failure with nothing to show but the fallback', async () => {
    const { fetchImpl } = fetchAnswering(streamOf(sseEvent('progress', { stage: 'checking', percent: 92, message: '' })));
    expect(await failureOf(streamTripGeneration(input, { fetchImpl }))).toEqual({});
  });

  it('after the trip event it reads on to the end of the stream, which the server closes, rather than cancel it', async () => {
    const stream = scriptedStream();
    const { fetchImpl } = fetchAnswering(stream.response);
    let settled = false;
    const done = streamTripGeneration(input, { fetchImpl }).finally(() => (settled = true));
    stream.push(sseEvent('trip', { uuid: UUID }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    stream.end();
    expect(await done).toBe(UUID);
  });

  it('aborting stops reading and rejects with the abort, not a failure', async () => {
    const stream = scriptedStream();
    const { fetchImpl } = fetchAnswering(stream.response);
    const controller = new AbortController();
    const heard: string[] = [];
    const done = streamTripGeneration(input, {
      fetchImpl,
      signal: controller.signal,
      onProgress: (event) => {
        heard.push(event.stage);
        controller.abort();
      },
    });
    stream.push(sseEvent('progress', { stage: 'understanding', percent: 5, message: '' }));
    stream.push(sseEvent('trip', { uuid: UUID }));
    const error = await done.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(GenerationStreamError);
    expect((error as Error).name).toBe('AbortError');
    expect(heard).toEqual(['understanding']);
  });
});
