import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../../test/render';
import { TripPageDocument } from '../../../gql/graphql';
import { kyotoTrip, TRIP_UUID } from '../../../pages/trip/__tests__/trip-fixture';
import { GenerationLoadingScreen } from '../GenerationLoadingScreen';
import { jsonError, scriptedStream, sseEvent, streamOf } from '../progress/__tests__/sse-response';
import { useGenerateTrip } from '../useGenerateTrip';

const input = { destination: 'Kyoto', country: 'Japan', preferences: { activities: [], travelStyle: [], accommodation: [], budgetLevel: 3, currency: 'USD', duration: '1 Week', travelers: '1' } };

function Harness() {
  const { generateTrip, pending, progress } = useGenerateTrip();
  return (
    <>
      {progress && <GenerationLoadingScreen product="Odyssey" progress={progress} />}
      <button type="button" onClick={() => void generateTrip(input)}>
        {pending ? 'pending' : 'generate'}
      </button>
    </>
  );
}

const originalFetch = globalThis.fetch;
function answerWith(response: Response) {
  const signals: AbortSignal[] = [];
  globalThis.fetch = (async (_url: string, init: RequestInit) => {
    if (init.signal) signals.push(init.signal);
    return response;
  }) as typeof fetch;
  return signals;
}

const renderHarness = () =>
  renderWithApp(<Harness />, {
    mocks: [{ request: { query: TripPageDocument, variables: { uuid: TRIP_UUID } }, result: { data: kyotoTrip() } }],
    extraRoutes: { '/trip/:id': <h1>Trip page</h1> },
  });

const steps = () => within(screen.getByRole('list', { name: 'Generation steps' })).getAllByRole('listitem').map((step) => step.getAttribute('aria-label'));

describe('useGenerateTrip', () => {
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('shows each stage and percent as the server reports it, then opens the trip', async () => {
    const stream = scriptedStream();
    answerWith(stream.response);
    renderHarness();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'generate' })));
    expect(screen.getByText('Our AI is crafting your Odyssey...')).toBeTruthy();
    expect(screen.getByText('Generating your custom itinerary...')).toBeTruthy();
    expect(steps()).toEqual(['Understanding your request: not started', 'Choosing places: not started', 'Planning your days: not started', 'Checking the plan: not started', 'Saving your trip: not started']);

    await act(async () => stream.push(sseEvent('progress', { stage: 'understanding', percent: 5, message: 'Planning Kyoto, Japan, from our destination guide' })));
    expect(await screen.findByText('5%')).toBeTruthy();
    expect(screen.getByText('Planning Kyoto, Japan, from our destination guide')).toBeTruthy();
    expect(steps()[0]).toBe('Understanding your request: in progress');

    await act(async () => stream.push(sseEvent('progress', { stage: 'planning day 2', percent: 75, message: 'Day 2: Gion (4 stops)' })));
    expect(await screen.findByText('75%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Trip generation progress' }).getAttribute('aria-valuenow')).toBe('75');
    expect(steps()).toEqual(['Understanding your request: done', 'Choosing places: done', 'Planning your days: in progress', 'Checking the plan: not started', 'Saving your trip: not started']);

    await act(async () => {
      stream.push(sseEvent('trip', { uuid: TRIP_UUID }));
      stream.end();
    });
    expect(await screen.findByRole('heading', { name: 'Trip page' })).toBeTruthy();
  });

  it("shows the spec's toast for an error event and leaves the traveller on the page", async () => {
    const message = "We can't plan \"Atlantis\" offline yet. Destinations we can plan near there: Santorini, Greece.";
    answerWith(streamOf(sseEvent('error', { error: 'destination_not_covered', errorCode: 'destination_not_covered', status: 422, message })));
    renderHarness();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'generate' })));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    await screen.findByText('Error Generating Trip Plan');
    expect(region.textContent).toContain(message);
    expect(screen.getByRole('button', { name: 'generate' })).toBeTruthy();
    expect(screen.queryByText('Generating your custom itinerary...')).toBeNull();
  });

  it('maps a configuration error to its toast', async () => {
    answerWith(streamOf(sseEvent('error', { error: 'api_configuration_missing', errorCode: 'api_configuration_missing', status: 503, message: 'No key' })));
    renderHarness();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'generate' })));
    expect(await screen.findByText('Service Temporarily Unavailable')).toBeTruthy();
  });

  it('shows Invalid Input with the message for a refusal before the stream opened', async () => {
    answerWith(jsonError(400, 'Bad Request', { error: 'validation_failed', status: 400, message: 'destination must be at most 100 characters' }));
    renderHarness();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'generate' })));
    expect(await screen.findByText('Invalid Input')).toBeTruthy();
    expect(screen.getByText('destination must be at most 100 characters')).toBeTruthy();
  });

  it('leaving the page aborts the request and shows no toast', async () => {
    const stream = scriptedStream();
    const signals = answerWith(stream.response);
    const { unmount } = renderHarness();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'generate' })));
    expect(signals).toHaveLength(1);
    expect(signals[0].aborted).toBe(false);
    unmount();
    expect(signals[0].aborted).toBe(true);
  });
});
