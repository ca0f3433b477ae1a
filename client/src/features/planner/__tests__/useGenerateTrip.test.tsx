import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../../test/render';
import { TripPageDocument } from '../../../gql/graphql';
import { kyotoTrip, TRIP_UUID } from '../../../pages/trip/__tests__/trip-fixture';
import { DestinationRefusalAlert } from '../DestinationRefusalAlert';
import { GenerationLoadingScreen } from '../GenerationLoadingScreen';
import { jsonError, scriptedStream, sseEvent, streamOf } from '../progress/__tests__/sse-response';
import { useGenerateTrip } from '../useGenerateTrip';

const input = { destination: 'Kyoto', country: 'Japan', preferences: { activities: [], travelStyle: [], accommodation: [], budgetLevel: 3, currency: 'USD', duration: '1 Week', travelers: '1' } };

const chosen = jest.fn();

function Harness() {
  const { generateTrip, pending, progress, refusal, dismissRefusal } = useGenerateTrip();
  return (
    <>
      {progress && <GenerationLoadingScreen product="Odyssey" progress={progress} />}
      {refusal && <DestinationRefusalAlert refusal={refusal} onChoose={chosen} onDismiss={dismissRefusal} />}
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

  it("shows the documented toast for an error event and leaves the traveller on the page", async () => {
    const message = 'We could not build a Kyoto plan that passes our quality checks. Please try other dates or interests.';
    answerWith(streamOf(sseEvent('error', { error: 'plan_failed', errorCode: 'plan_failed', status: 422, message })));
    renderHarness();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'generate' })));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    await screen.findByText('Error Generating Trip Plan');
    expect(region.textContent).toContain(message);
    expect(screen.getByRole('button', { name: 'generate' })).toBeTruthy();
    expect(screen.queryByText('Generating your custom itinerary...')).toBeNull();
  });

  it('shows a destination that cannot be planned as a refusal that stays until dismissed, with the nearest destinations to choose, and no toast', async () => {
    const nearestDestinations = [
      { id: 'vienna', name: 'Vienna', country: 'Austria', displayName: 'Vienna, Austria', distanceKm: 145 },
      { id: 'ljubljana', name: 'Ljubljana', country: 'Slovenia', displayName: 'Ljubljana, Slovenia', distanceKm: 1203 },
    ];
    const message = "We can't plan Kyoto yet. Try one of these nearby destinations: Vienna, Austria (145 km away); Ljubljana, Slovenia (1,203 km away).";
    answerWith(streamOf(sseEvent('error', { error: 'destination_not_covered', errorCode: 'destination_not_covered', status: 422, message, nearestDestinations })));
    renderHarness();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'generate' })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We can't plan Kyoto yet");
    expect(alert.textContent).toContain('Try one of these nearby destinations:');
    expect(document.activeElement).toBe(alert);
    expect(screen.queryByText('Error Generating Trip Plan')).toBeNull();
    const choices = within(alert).getAllByRole('button').filter((button) => button.textContent !== '');
    expect(choices.map((button) => button.textContent)).toEqual(['Vienna, Austria(145 km away)', 'Ljubljana, Slovenia(1,203 km away)']);
    fireEvent.click(within(alert).getByRole('button', { name: /Ljubljana, Slovenia/ }));
    expect(chosen).toHaveBeenCalledWith(nearestDestinations[1]);
    expect(screen.getByRole('alert')).toBe(alert);
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
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
