/** Trip generation failures as the traveller sees them (traveller spec, section 8). */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export interface GenerationFailure {
  errorCode?: string;
  status?: number;
  /** a message written for travellers (from the server), if there is one */
  message?: string;
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

/** GraphQL errors carry { errorCode, status } in their extensions; transport failures only a status. */
export function generationFailureOf(error: unknown): GenerationFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = first?.extensions ?? {};
    return {
      errorCode: typeof extensions.errorCode === 'string' ? extensions.errorCode : undefined,
      status: typeof extensions.status === 'number' ? extensions.status : undefined,
      message: first?.message || undefined,
    };
  }
  // A failed connection's message ("Failed to fetch") is not meant for travellers.
  if (ServerError.is(error)) return { status: error.statusCode };
  return {};
}
