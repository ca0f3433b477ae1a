import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { injectServerTripOptions, removeInjectedTripOptions, serverTripOptions, tripOptionsMock } from '../../../../test/trip-options';
import { TripOptionListsDocument } from '../../../gql/graphql';
import { readInjectedTripOptions } from '../injected-trip-options';
import { useTripOptions } from '../useTripOptions';

function Lists() {
  const { options, failed, retry } = useTripOptions();
  if (failed) return <button onClick={retry}>Retry</button>;
  return <p>{options ? `${options.interests.length} interests, ${options.parties.map((party) => party.label).join('/')}` : 'no lists yet'}</p>;
}

afterEach(removeInjectedTripOptions);

describe('readInjectedTripOptions', () => {
  test("reads the block the server writes, list for list", () => {
    injectServerTripOptions();
    expect(readInjectedTripOptions()).toEqual(serverTripOptions());
  });

  test('is null without a block, with text that is not JSON, or with any list malformed', () => {
    expect(readInjectedTripOptions()).toBeNull();
    const good = serverTripOptions();
    const broken = [
      '{not json',
      'null',
      '[]',
      JSON.stringify({ ...good, interests: 'Food Tours' }),
      JSON.stringify({ ...good, interests: ['Food Tours', 3] }),
      JSON.stringify({ ...good, parties: [{ label: 'Solo' }] }),
      JSON.stringify({ ...good, budgetLevels: [{ level: '3', label: 'Mid-range' }] }),
      JSON.stringify({ ...good, budgetLevels: [{ level: 2.5, label: 'Mid-range' }] }),
      JSON.stringify({ ...good, accommodations: undefined }),
    ];
    for (const text of broken) {
      injectServerTripOptions(text);
      expect({ text, read: readInjectedTripOptions() }).toEqual({ text, read: null });
    }
  });

  test('keeps only the lists, not whatever else the block holds', () => {
    injectServerTripOptions(JSON.stringify({ ...serverTripOptions(), extra: '<b>not a list</b>' }));
    expect(readInjectedTripOptions()).toEqual(serverTripOptions());
  });
});

describe('useTripOptions', () => {
  test('has the lists from the page at once, without Apollo Client', () => {
    injectServerTripOptions();
    render(<Lists />);
    expect(screen.getByText('19 interests, Solo/Couple/Family/Friends')).toBeTruthy();
  });

  test('takes the query as the source once the client is there', async () => {
    injectServerTripOptions();
    const fewer = { ...serverTripOptions(), interests: ['Food Tours'], parties: [{ label: 'Anyone', travelers: '1+' }] };
    render(
      <MockedProvider mocks={[tripOptionsMock(fewer)]}>
        <Lists />
      </MockedProvider>,
    );
    expect(screen.getByText('19 interests, Solo/Couple/Family/Friends')).toBeTruthy();
    expect(await screen.findByText('1 interests, Anyone')).toBeTruthy();
  });

  test('with no lists in the page, a failed query can be retried', async () => {
    const failing = { request: { query: TripOptionListsDocument }, error: new TypeError('Failed to fetch') };
    render(
      <MockedProvider mocks={[failing, tripOptionsMock()]}>
        <Lists />
      </MockedProvider>,
    );
    expect(screen.getByText('no lists yet')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('19 interests, Solo/Couple/Family/Friends')).toBeTruthy();
  });

  test('a failed query does not hide the lists the page had', async () => {
    injectServerTripOptions();
    const failing = { request: { query: TripOptionListsDocument }, error: new TypeError('Failed to fetch') };
    render(
      <MockedProvider mocks={[failing]}>
        <Lists />
      </MockedProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('19 interests, Solo/Couple/Family/Friends')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
