import { generationErrorToast, generationFailureOf } from '../generation-errors';

describe('trip generation error toasts', () => {
  it.each([
    [{ errorCode: 'api_configuration_missing', status: 503 }, 'Service Temporarily Unavailable', 'Our trip generation service is currently unavailable. The API key might be missing in the deployment environment.'],
    [{ errorCode: 'invalid_response_format', status: 502 }, 'Response Format Error', 'There was an issue processing the AI response. Please try again or try a different destination.'],
    [{ errorCode: 'validation_failed', status: 400, message: 'Trips can be at most 30 days long' }, 'Invalid Input', 'Trips can be at most 30 days long'],
    [{ status: 400 }, 'Invalid Input', 'Please check your destination and preferences'],
    [{ errorCode: 'destination_not_covered', status: 422, message: 'Destinations we can plan near there: Paris, France.' }, 'Error Generating Trip Plan', 'Destinations we can plan near there: Paris, France.'],
    [{}, 'Error Generating Trip Plan', 'Please try again later'],
  ])('%j', (failure, title, description) => {
    expect(generationErrorToast(failure)).toEqual({ title, description });
  });

  it('reads errorCode (or error), status and message from a REST error body', () => {
    expect(generationFailureOf({ error: 'destination_not_covered', errorCode: 'destination_not_covered', status: 422, message: 'Not covered' })).toEqual({ errorCode: 'destination_not_covered', status: 422, message: 'Not covered' });
    expect(generationFailureOf({ error: 'api_configuration_missing', status: 503, message: '' })).toEqual({ errorCode: 'api_configuration_missing', status: 503, message: undefined });
  });

  it('reads the nearest destinations of a refused one, leaving out anything malformed', () => {
    const vienna = { id: 'vienna', name: 'Vienna', country: 'Austria', displayName: 'Vienna, Austria', distanceKm: 145 };
    expect(generationFailureOf({ error: 'destination_not_covered', status: 422, message: 'No', nearestDestinations: [vienna, { name: 'Broken' }, null] })).toEqual({
      errorCode: 'destination_not_covered',
      status: 422,
      message: 'No',
      nearestDestinations: [vienna],
    });
  });

  it('reads nothing from a body that is not an error object', () => {
    expect(generationFailureOf('Bad Gateway')).toEqual({});
    expect(generationFailureOf(null)).toEqual({});
  });
});
