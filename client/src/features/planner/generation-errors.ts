/** Trip generation failures as the traveller sees them (traveller spec, section 8). */

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

/** Reads a REST error body ({ error, errorCode, status, message }); anything else tells nothing. */
export function generationFailureOf(body: unknown): GenerationFailure {
  if (typeof body !== 'object' || body === null) return {};
  const { errorCode, error, status, message } = body as Record<string, unknown>;
  const code = typeof errorCode === 'string' ? errorCode : typeof error === 'string' ? error : undefined;
  return { errorCode: code, status: typeof status === 'number' ? status : undefined, message: typeof message === 'string' && message !== '' ? message : undefined };
}
