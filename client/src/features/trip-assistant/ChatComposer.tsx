import { useState, type KeyboardEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import SendIcon from '@mui/icons-material/SendRounded';

/** The trip chat's textarea grows from 80 to 160 px (docs/product/traveller.md, section 9). */
export const COMPOSER_MIN_PX = 80;
export const COMPOSER_MAX_PX = 160;
/** the padding (8 px twice) and border (1 px twice) around the textarea */
const BOX_PX = 18;

interface ChatComposerProps {
  loading: boolean;
  onSend: (text: string) => void;
  inputRef: Ref<HTMLTextAreaElement>;
}

/** Enter sends, Shift+Enter starts a new line; nothing is sent while empty or while a reply is on its way. */
export function ChatComposer({ loading, onSend, inputRef }: ChatComposerProps) {
  const [text, setText] = useState('');
  const canSend = text.trim() !== '' && !loading;

  const send = () => {
    if (!canSend) return;
    onSend(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
      <InputBase
        inputRef={inputRef}
        multiline
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Type your modification request..."
        inputProps={{ 'aria-label': 'Your message to the Trip Assistant' }}
        sx={{
          flex: 1,
          px: 1.5,
          py: 1,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          alignItems: 'flex-start',
          '&.Mui-focused': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}` },
          '& textarea': { minHeight: `${COMPOSER_MIN_PX - BOX_PX}px`, maxHeight: `${COMPOSER_MAX_PX - BOX_PX}px`, overflow: 'auto !important' },
        }}
      />
      <IconButton aria-label="Send" onClick={send} disabled={!canSend} color="primary" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' }, '&.Mui-disabled': { bgcolor: 'action.disabledBackground' } }}>
        <SendIcon />
      </IconButton>
    </Box>
  );
}
