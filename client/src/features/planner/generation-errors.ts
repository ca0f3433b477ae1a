/** Trip generation failures as the traveller sees them (docs/product/traveller.md, section 8). */

/** A destination the guide covers, offered when the one asked for cannot be planned. */
export interface NearbyDestination {
  name: string;
  country: string;
  displayName: string;
  distanceKm: number;
}

export interface GenerationFailure {
  errorCode?: string;
  status?: number;
  /** a message written for travellers (from the server), if there is one */
  message?: string;
  /** with destination_not_covered: the nearest destinations that can be planned, closest first */
  nearestDestinations?: NearbyDestination[];
}

export interface ToastText {
  title: string;
  description: string;
}

export function generationErrorToast(failure: GenerationFailure): ToastText {
  if (failure.errorCode === 'api_configuration_missing') {
    return {
      title: 'Service Temporarily Unavailable',
      description: 'Our trip generation service is currently unavailable. The API key might be missing in the deployment environment.',
    };
  }
  if (failure.errorCode === 'invalid_response_format') {
    return {
      title: 'Response Format Error',
      description: 'There was an issue processing the AI response. Please try again or try a different destination.',
    };
  }
  if (failure.status === 400) return { title: 'Invalid Input', description: failure.message || 'Please check your destination and preferences' };
  return { title: 'Error Generating Trip Plan', description: failure.message || 'Please try again later' };
}

/** Reads a REST error body ({ error, errorCode, status, message }); anything else tells nothing. */
export function generationFailureOf(body: unknown): GenerationFailure {
  if (typeof body !== 'object' || body === null) return {};
  const { errorCode, error, status, message, nearestDestinations } = body as Record<string, unknown>;
  const code = typeof errorCode === 'string' ? errorCode : typeof error === 'string' ? error : undefined;
  const failure: GenerationFailure = { errorCode: code, status: typeof status === 'number' ? status : undefined, message: typeof message === 'string' && message !== '' ? message : undefined };
  if (Array.isArray(nearestDestinations)) failure.nearestDestinations = nearestDestinations.filter(isNearbyDestination);
  return failure;
}

function isNearbyDestination(value: unknown): value is NearbyDestination {
  if (typeof value !== 'object' || value === null) return false;
  const { name, country, displayName, distanceKm } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof country === 'string' && typeof displayName === 'string' && typeof distanceKm === 'number';
}
