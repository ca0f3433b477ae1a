import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/ConstructionRounded';
import SendIcon from '@mui/icons-material/SendRounded';
import SmartToyIcon from '@mui/icons-material/SmartToyOutlined';
import { ApiError } from '../../app/api';
import { useOptionalApolloClient } from '../../app/useOptionalApolloClient';
import type { GenerateTripInput } from '../../gql/graphql';
import { FORM_PREFERENCES } from '../planner';
import { chatServiceCheck, homeChatReply, type ChatApiMessage } from './home-chat-api';

interface ChatMessage {
  content: string;
  sender: 'user' | 'bot';
  timestamp: number;
}

export const CHAT_GREETING =
  "Hi! I'm your AI travel planner. Tell me about the trip you have in mind: where you'd like to go, for how long, who's coming and what you love doing.";
export const ANALYZING_MESSAGE = "I'm analyzing your request...";
export const CHAT_ERROR_MESSAGE = "I'm sorry, I encountered an error processing your request. Please try again.";
/** the pause between announcing generation and starting it (docs/product/traveller.md, section 9) */
export const CHAT_GENERATION_DELAY_MS = 1500;

const toApi = (messages: ChatMessage[]): ChatApiMessage[] => messages.map((m) => ({ role: m.sender === 'user' ? 'user' : 'assistant', content: m.content }));
const bot = (content: string): ChatMessage => ({ content, sender: 'bot', timestamp: Date.now() });

/**
 * 'AI Travel Planner' chat: describe a trip in words; when the assistant has enough, the trip it
 * confirmed (dates, party, budget and interests included) is generated. If this server has no
 * chat service yet, it says so plainly.
 */
export function HomeChatPanel({ onGenerate }: { onGenerate: (input: GenerateTripInput) => void }) {
  const [messages, setMessages] = useState<ChatMessage[]>([bot(CHAT_GREETING)]);
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const providedClient = useOptionalApolloClient();
  // The check needs only a client, not a new one each time the provided client arrives.
  const checkClient = useRef(providedClient);

  // Learn at once whether this server has a chat service.
  useEffect(() => {
    let current = true;
    chatServiceCheck(checkClient.current).catch((error: unknown) => {
      if (current && error instanceof ApiError && error.status === 404) setUnavailable(true);
    });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [messages, pending]);

  const send = async () => {
    const content = text.trim();
    if (!content || pending) return;
    const conversation = [...messages, { content, sender: 'user' as const, timestamp: Date.now() }];
    setMessages(conversation);
    setText('');
    setPending(true);
    try {
      const reply = await homeChatReply(toApi(conversation), providedClient);
      const next = [...conversation, bot(reply.message)];
      setMessages(next);
      // The request is the one the reply confirms, so the trip gets exactly what the traveller read.
      const request = reply.ready ? reply.request : undefined;
      if (request?.destination) {
        setMessages([...next, bot(`I'm generating your customized ${request.destination} trip itinerary now... Please wait a moment.`)]);
        window.setTimeout(() => {
          onGenerate({
            destination: request.destination,
            country: request.country ?? '',
            ...(request.startDate && request.endDate ? { startDate: request.startDate, endDate: request.endDate } : {}),
            preferences: { ...FORM_PREFERENCES, activities: ['Sightseeing'], ...request.preferences },
          });
        }, CHAT_GENERATION_DELAY_MS);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setUnavailable(true);
      else setMessages([...conversation, bot(CHAT_ERROR_MESSAGE)]);
    } finally {
      setPending(false);
      inputRef.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Box component="section" aria-labelledby="home-chat-title" sx={{ height: 560, display: 'flex', flexDirection: 'column', borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper', overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 1.75, borderBottom: 1, borderColor: 'divider' }}>
        <SmartToyIcon color="primary" aria-hidden />
        <Typography id="home-chat-title" component="h2" variant="subtitle1">
          AI Travel Planner
        </Typography>
      </Box>
      {unavailable ? (
        <Box role="status" sx={{ flex: 1, display: 'grid', placeItems: 'center', alignContent: 'center', gap: 1.5, p: 4, textAlign: 'center' }}>
          <ConstructionIcon sx={{ fontSize: 40, color: 'secondary.dark' }} aria-hidden />
          <Typography component="p" variant="h6">
            Chat planning is coming soon
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
            This server cannot answer chat messages yet. Switch to Form to plan your trip now.
          </Typography>
        </Box>
      ) : (
        <>
          <Box ref={listRef} role="log" aria-live="polite" aria-label="Conversation" sx={{ flex: 1, overflowY: 'auto', p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {messages.map((message, index) => (
              <Box
                key={index}
                sx={{
                  alignSelf: message.sender === 'user' ? 'flex-end' : 'flex-start',
                  maxWidth: '85%',
                  px: 2,
                  py: 1.25,
                  borderRadius: 3,
                  whiteSpace: 'pre-wrap',
                  bgcolor: message.sender === 'user' ? 'primary.main' : 'background.default',
                  color: message.sender === 'user' ? 'primary.contrastText' : 'text.primary',
                }}
              >
                <Typography variant="body2">{message.content}</Typography>
              </Box>
            ))}
            {pending && (
              <Box sx={{ alignSelf: 'flex-start', px: 2, py: 1.25, borderRadius: 3, bgcolor: 'background.default' }}>
                <Typography variant="body2" color="text.secondary">
                  {ANALYZING_MESSAGE}
                </Typography>
              </Box>
            )}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}>
            <InputBase
              inputRef={inputRef}
              multiline
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder="Describe your dream trip..."
              inputProps={{ 'aria-label': 'Message' }}
              sx={{ flex: 1, px: 1.5, py: 1, borderRadius: 2, bgcolor: 'background.default', '& textarea': { minHeight: 60, maxHeight: 120, overflowY: 'auto !important' } }}
            />
            <IconButton aria-label="Send" color="primary" onClick={() => void send()} disabled={pending || !text.trim()} sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' }, '&.Mui-disabled': { bgcolor: 'action.disabledBackground' } }}>
              <SendIcon />
            </IconButton>
          </Box>
        </>
      )}
    </Box>
  );
}
