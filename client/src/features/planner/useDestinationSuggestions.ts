import { useEffect, useState } from 'react';
import { loadApolloClient } from '../../app/apollo-loader';
import { useOptionalApolloClient } from '../../app/useOptionalApolloClient';
import type { DestinationFieldSuggestionsQuery } from '../../gql/graphql';

export const MIN_QUERY_LENGTH = 2;
export const SUGGESTION_LIMIT = 5;
/** a short pause so each keystroke does not start a request of its own */
const TYPING_PAUSE_MS = 150;

export type DestinationSuggestion = DestinationFieldSuggestionsQuery['destinationSuggestions']['suggestions'][number];

export type SuggestionState =
  | { status: 'hidden' }
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'list'; suggestions: readonly DestinationSuggestion[] };

/** The query as sent: lowercased and trimmed (docs/product/traveller.md, section 5). */
export const suggestionQuery = (text: string) => text.trim().toLowerCase();

/**
 * Suggestions for what the traveller has typed: hidden under 2 characters, then loading,
 * then a list or empty. A failed request counts as no suggestions (docs/product/traveller.md, section 8: logged only).
 */
export function useDestinationSuggestions(text: string): SuggestionState {
  const query = suggestionQuery(text);
  const [settled, setSettled] = useState(query);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(query), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  const active = settled.length >= MIN_QUERY_LENGTH;
  const result = useSuggestionRequest(settled, active);

  if (query.length < MIN_QUERY_LENGTH) return { status: 'hidden' };
  if (settled !== query || result?.query !== settled) return { status: 'loading' };
  return result.suggestions.length > 0 ? { status: 'list', suggestions: result.suggestions } : { status: 'empty' };
}

interface SuggestionResult {
  query: string;
  suggestions: readonly DestinationSuggestion[];
}

/**
 * Asks the server for one query's suggestions. The hero renders before Apollo Client has
 * loaded, so this runs the query through the client once it is there rather than useQuery.
 */
function useSuggestionRequest(query: string, active: boolean): SuggestionResult | null {
  const providedClient = useOptionalApolloClient();
  const [result, setResult] = useState<SuggestionResult | null>(null);
  useEffect(() => {
    if (!active) return;
    let current = true;
    const request = async (): Promise<readonly DestinationSuggestion[]> => {
      try {
        // The document comes with the client, not the hero (the typed-document map is not small).
        const [client, { DestinationFieldSuggestions }] = await Promise.all([providedClient ?? loadApolloClient(), import('./destination-suggestions-query')]);
        // suggestions are never cached (docs/product/traveller.md, section 7)
        const { data } = await client.query({ query: DestinationFieldSuggestions, variables: { query, limit: SUGGESTION_LIMIT }, fetchPolicy: 'no-cache' });
        return data?.destinationSuggestions.suggestions ?? [];
      } catch (error) {
        if (current) console.warn('Destination suggestions failed:', error instanceof Error ? error.message : error);
        return [];
      }
    };
    void request().then((suggestions) => current && setResult({ query, suggestions }));
    return () => {
      current = false;
    };
  }, [providedClient, query, active]);
  return result;
}
