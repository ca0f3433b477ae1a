import { act, fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderWithApp } from '../../../../test/render';
import { PlannerGenerateTripDocument } from '../../../gql/graphql';
import { useGenerateTrip } from '../useGenerateTrip';

const input = { destination: 'Atlantis', country: '', preferences: { activities: [], travelStyle: [], accommodation: [], budgetLevel: 3, currency: 'USD', duration: '1 Week', travelers: '1' } };

function Harness() {
  const { generateTrip, pending } = useGenerateTrip();
  return (
    <button type="button" onClick={() => void generateTrip(input)}>
      {pending ? 'pending' : 'generate'}
    </button>
  );
}

describe('useGenerateTrip', () => {
  it('shows the server message for a destination the guide does not cover', async () => {
    const message = "We can't plan \"Atlantis\" offline yet. Destinations we can plan near there: Santorini, Greece.";
    renderWithApp(<Harness />, {
      mocks: [
        {
          request: { query: PlannerGenerateTripDocument, variables: { input } },
          result: { errors: [new GraphQLError(message, { extensions: { code: 'DESTINATION_NOT_COVERED', errorCode: 'destination_not_covered', status: 422 } })] },
        },
      ],
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'generate' })));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    await screen.findByText('Error Generating Trip Plan');
    expect(region.textContent).toContain(message);
    expect(screen.getByRole('button', { name: 'generate' })).toBeTruthy();
  });

  it("maps the configuration error's extensions to its toast", async () => {
    renderWithApp(<Harness />, {
      mocks: [
        {
          request: { query: PlannerGenerateTripDocument, variables: { input } },
          result: { errors: [new GraphQLError('No key', { extensions: { code: 'API_CONFIGURATION_MISSING', errorCode: 'api_configuration_missing', status: 503 } })] },
        },
      ],
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'generate' })));
    expect(await screen.findByText('Service Temporarily Unavailable')).toBeTruthy();
  });
});
