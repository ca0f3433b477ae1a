import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TypingIndicator } from './TypingIndicator';
import type { AssistantMessage } from './useTripAssistant';

interface AssistantMessageListProps {
  messages: readonly AssistantMessage[];
  loading: boolean;
  /** what goes under an assistant message, e.g. its proposed edit */
  renderExtra: (message: AssistantMessage) => ReactNode;
}

/** The conversation, newest at the bottom and scrolled into view. */
export function AssistantMessageList({ messages, loading, renderExtra }: AssistantMessageListProps) {
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, loading]);

  return (
    <Box role="log" aria-label="Conversation with the Trip Assistant" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {messages.map((message) => {
        const mine = message.role === 'user';
        return (
          <Box key={message.id} sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '88%' }}>
            <Typography
              component="p"
              variant="body2"
              sx={{
                m: 0,
                px: 2,
                py: 1.25,
                borderRadius: 3,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                bgcolor: mine ? 'primary.main' : message.failed ? 'error.light' : 'background.default',
                color: mine ? 'primary.contrastText' : message.failed ? 'error.contrastText' : 'text.primary',
                borderBottomRightRadius: mine ? 4 : undefined,
                borderBottomLeftRadius: mine ? undefined : 4,
              }}
            >
              <Box component="span" sx={visuallyHidden}>
                {mine ? 'You: ' : 'Trip Assistant: '}
              </Box>
              {message.content}
            </Typography>
            {!mine && renderExtra(message)}
          </Box>
        );
      })}
      {loading && <TypingIndicator />}
      <div ref={endRef} />
    </Box>
  );
}

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
