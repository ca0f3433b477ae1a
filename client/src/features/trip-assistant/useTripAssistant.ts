import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { ProposedEdit } from './itinerary-edits';
import { greetingFor, tripContextOf, type TripForContext } from './trip-context';
import type { WizardStart } from '../wizard';

const TripAssistantReply = graphql(`
  mutation TripAssistantReply($input: TripChatInput!) {
    tripChat(input: $input) {
      message
      modificationSuggestion {
        destination
        country
        startDate
        endDate
        preferences {
          travelStyle
          accommodation
          activities
          budgetLevel
          currency
          duration
          travelers
        }
      }
      proposedEdit {
        kind
        a
        b
        day
        match
        title
        type
      }
    }
  }
`);

export interface AssistantMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  /** a concrete itinerary change the traveller may apply */
  edit?: ProposedEdit;
  /** the error apology: shown, never sent back as conversation */
  failed?: boolean;
}

/** The trip chat's failure message (docs/product/traveller.md, section 8). */
export const CHAT_ERROR = 'Sorry, I encountered an error. Please try again.';
/** The server reads at most this many messages. */
const MAX_SENT_MESSAGES = 50;

/**
 * The trip assistant's conversation: the greeting, then each message and its reply. A reply
 * with a modification suggestion hands it, merged into the trip, to `onSuggestion`.
 */
export function useTripAssistant(trip: TripForContext, onSuggestion: (start: WizardStart) => void) {
  const nextId = useRef(1);
  const [messages, setMessages] = useState<AssistantMessage[]>(() => [{ id: 0, role: 'assistant', content: greetingFor(trip.destination) }]);
  const [askAssistant, { loading }] = useMutation(TripAssistantReply);

  const send = useCallback(
    async (text: string) => {
      const content = text.trim();
      if (!content || loading) return;
      const asked: AssistantMessage = { id: nextId.current++, role: 'user', content };
      const conversation = [...messages, asked];
      setMessages(conversation);
      const add = (message: Omit<AssistantMessage, 'id'>) => setMessages((current) => [...current, { ...message, id: nextId.current++ }]);
      try {
        const sent = conversation.filter((message) => !message.failed).slice(-MAX_SENT_MESSAGES);
        const { data } = await askAssistant({
          variables: {
            input: {
              messages: sent.map((message) => ({ role: message.role === 'user' ? 'USER' : 'ASSISTANT', content: message.content })),
              tripContext: tripContextOf(trip),
            },
          },
        });
        if (!data) throw new Error('The trip assistant gave no answer.');
        const { message, modificationSuggestion, proposedEdit } = data.tripChat;
        add({ role: 'assistant', content: message, ...(proposedEdit ? { edit: proposedEdit } : {}) });
        if (modificationSuggestion) {
          const { __typename: _, ...preferences } = modificationSuggestion.preferences;
          onSuggestion({ ...modificationSuggestion, preferences });
        }
      } catch {
        add({ role: 'assistant', content: CHAT_ERROR, failed: true });
      }
    },
    [askAssistant, loading, messages, onSuggestion, trip],
  );

  return { messages, loading, send };
}
