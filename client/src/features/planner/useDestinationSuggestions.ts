import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { DestinationFieldSuggestionsQuery } from '../../gql/graphql';

export const MIN_QUERY_LENGTH = 2;
export const SUGGESTION_LIMIT = 5;
/** a short pause so each keystroke does not start a request of its own */
const TYPING_PAUSE_MS = 150;

const DestinationFieldSuggestions = graphql(`
  query DestinationFieldSuggestions($query: String!, $limit: Int!) {
    destinationSuggestions(query: $query, limit: $limit) {
      suggestions {
        displayName
        destination
        country
      }
    }
  }
`);

export type DestinationSuggestion = DestinationFieldSuggestionsQuery['destinationSuggestions']['suggestions'][number];

export type SuggestionState =
  | { status: 'hidden' }
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'list'; suggestions: readonly DestinationSuggestion[] };

/** The query as sent: lowercased and trimmed (traveller spec, section 5). */
export const suggestionQuery = (text: string) => text.trim().toLowerCase();

/**
 * Suggestions for what the traveller has typed: hidden under 2 characters, then loading,
 * then a list or empty. A failed request counts as no suggestions (spec: logged only).
 */
export function useDestinationSuggestions(text: string): SuggestionState {
  const query = suggestionQuery(text);
  const [settled, setSettled] = useState(query);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(query), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  const active = settled.length >= MIN_QUERY_LENGTH;
  const { data, loading, error } = useQuery(DestinationFieldSuggestions, {
    variables: { query: settled, limit: SUGGESTION_LIMIT },
    skip: !active,
    // spec: suggestions are never cached
    fetchPolicy: 'no-cache',
  });

  useEffect(() => {
    if (error) console.warn('Destination suggestions failed:', error.message);
  }, [error]);

  if (query.length < MIN_QUERY_LENGTH) return { status: 'hidden' };
  if (settled !== query || loading) return { status: 'loading' };
  const suggestions = error ? [] : (data?.destinationSuggestions.suggestions ?? []);
  return suggestions.length > 0 ? { status: 'list', suggestions } : { status: 'empty' };
}
