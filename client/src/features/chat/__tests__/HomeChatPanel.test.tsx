import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderWithApp } from '../../../../test/render';
import { HomeChatReplyDocument, HomeChatServiceDocument } from '../../../gql/graphql';
import { CHAT_ERROR_MESSAGE, CHAT_GENERATION_DELAY_MS, CHAT_GREETING, HomeChatPanel } from '../HomeChatPanel';

const READY = "Perfect! I have everything I need to create your trip.";
const serviceMock = { request: { query: HomeChatServiceDocument }, result: { data: { __typename: 'Query' as const, chatReadyPhrases: ['I have everything I need'] } } };
const conversation = [
  { role: 'ASSISTANT' as const, content: CHAT_GREETING },
  { role: 'USER' as const, content: 'A week in Kyoto, solo, I love temples' },
];
const replyMock = (result: object) => ({ request: { query: HomeChatReplyDocument, variables: { input: { messages: conversation } } }, result });
const confirmedKyoto = {
  __typename: 'TripRequestDraft' as const,
  destination: 'Kyoto',
  country: 'Japan',
  startDate: '2027-04-01',
  endDate: '2027-04-07',
  preferences: { __typename: 'Preferences' as const, travelStyle: ['Cultural'], accommodation: [], activities: ['Historical Sites'], budgetLevel: 3, currency: 'USD', duration: '1 week', travelers: '1' },
};
const readyMock = replyMock({ data: { __typename: 'Mutation', homeChat: { __typename: 'ChatReply', message: READY, ready: true, request: confirmedKyoto } } });
const notReady = (message: string) => ({ data: { __typename: 'Mutation', homeChat: { __typename: 'ChatReply', message, ready: false, request: null } } });

// jsdom lays nothing out, so it has no element scrolling; the panel scrolls its list to the newest message.
beforeAll(() => {
  Element.prototype.scrollTo = () => undefined;
});

function send(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('the home chat over GraphQL (docs/product/traveller.md, sections 4 and 7)', () => {
  test('a ready reply generates the trip it confirms 1.5 s later, dates included, with plain preferences', async () => {
    const onGenerate = jest.fn();
    renderWithApp(<HomeChatPanel onGenerate={onGenerate} />, { mocks: [serviceMock, readyMock] });
    send(conversation[1].content);
    expect(await screen.findByText(READY)).toBeTruthy();
    expect(await screen.findByText("I'm generating your customized Kyoto trip itinerary now... Please wait a moment.")).toBeTruthy();
    expect(onGenerate).not.toHaveBeenCalled();
    await waitFor(() => expect(onGenerate).toHaveBeenCalledTimes(1), { timeout: CHAT_GENERATION_DELAY_MS + 2000 });
    expect(onGenerate).toHaveBeenCalledWith({
      destination: 'Kyoto',
      country: 'Japan',
      startDate: '2027-04-01',
      endDate: '2027-04-07',
      preferences: { travelStyle: ['Cultural'], accommodation: [], activities: ['Historical Sites'], budgetLevel: 3, currency: 'USD', duration: '1 week', travelers: '1' },
    });
  });

  test('a ready reply without dates generates without them', async () => {
    const onGenerate = jest.fn();
    const undated = { ...confirmedKyoto, startDate: null, endDate: null };
    renderWithApp(<HomeChatPanel onGenerate={onGenerate} />, { mocks: [serviceMock, replyMock({ data: { __typename: 'Mutation', homeChat: { __typename: 'ChatReply', message: READY, ready: true, request: undated } } })] });
    send(conversation[1].content);
    await waitFor(() => expect(onGenerate).toHaveBeenCalledTimes(1), { timeout: CHAT_GENERATION_DELAY_MS + 2000 });
    expect(onGenerate.mock.calls[0][0]).not.toHaveProperty('startDate');
    expect(onGenerate.mock.calls[0][0]).not.toHaveProperty('endDate');
  });

  test('a reply that is not ready only adds the message', async () => {
    const onGenerate = jest.fn();
    renderWithApp(<HomeChatPanel onGenerate={onGenerate} />, { mocks: [serviceMock, replyMock(notReady('How many days?'))] });
    send(conversation[1].content);
    expect(await screen.findByText('How many days?')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onGenerate).not.toHaveBeenCalled();
  });

  test("a failed reply shows the documented apology and re-enables the input", async () => {
    renderWithApp(<HomeChatPanel onGenerate={jest.fn()} />, {
      mocks: [serviceMock, replyMock({ errors: [new GraphQLError('The AI provider did not answer', { extensions: { code: 'AI_PROVIDER_ERROR', errorCode: 'ai_provider_error', status: 502 } })] })],
    });
    send(conversation[1].content);
    expect(await screen.findByText(CHAT_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' }).hasAttribute('disabled')).toBe(false);
  });

  test('a server whose schema has no chat says chat planning is coming soon', async () => {
    const missing = { request: { query: HomeChatServiceDocument }, result: { errors: [new GraphQLError('Cannot query field "chatReadyPhrases" on type "Query".', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })] } };
    renderWithApp(<HomeChatPanel onGenerate={jest.fn()} />, { mocks: [missing] });
    expect(await screen.findByText('Chat planning is coming soon')).toBeTruthy();
  });

  test('any other failure of the check leaves the chat open', async () => {
    const down = { request: { query: HomeChatServiceDocument }, result: { errors: [new GraphQLError('Something went wrong on our side. Please try again later.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] } };
    renderWithApp(<HomeChatPanel onGenerate={jest.fn()} />, { mocks: [down] });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Chat planning is coming soon')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
  });
});
