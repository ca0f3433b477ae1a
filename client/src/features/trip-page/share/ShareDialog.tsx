import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckRounded';
import CloseIcon from '@mui/icons-material/CloseRounded';
import ContentCopyIcon from '@mui/icons-material/ContentCopyRounded';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import LockIcon from '@mui/icons-material/LockOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import { useToast } from '../../../components/toast';
import { shareLinks, shareText, WHAT_A_LINK_SHOWS, type ShareableTrip } from './share-text';

export const COPIED_LABEL_MS = 2000;

const LINK_ICONS = { Email: EmailIcon, Twitter: XIcon, Facebook: FacebookIcon, WhatsApp: WhatsAppIcon } as const;

/** The share fallback: the text and link to copy, and links to share by email or social apps. */
export function ShareDialog({ open, onClose, trip }: { open: boolean; onClose: () => void; trip: ShareableTrip }) {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const text = `${shareText(trip)}\n\n${trip.url}`;

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast({ title: 'Copied to clipboard' });
    } catch {
      // Without clipboard access the text is selected so it can be copied by hand.
      textRef.current?.select();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="share-trip-title" aria-describedby="share-trip-privacy">
      <DialogTitle id="share-trip-title" sx={{ pr: 7 }}>
        Share this trip
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Box id="share-trip-privacy" sx={{ mb: 2, display: 'flex', gap: 1.25, alignItems: 'flex-start', color: 'text.secondary' }}>
          <LockIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
          <Typography variant="body2">{WHAT_A_LINK_SHOWS}</Typography>
        </Box>
        <InputBase
          inputRef={textRef}
          multiline
          readOnly
          value={text}
          minRows={5}
          fullWidth
          inputProps={{ 'aria-label': 'Text to share' }}
          sx={{ p: 2, borderRadius: 2, bgcolor: 'background.default', border: 1, borderColor: 'divider', fontSize: '0.95rem' }}
        />
        <Button
          onClick={copy}
          variant="contained"
          startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
          sx={{ mt: 2 }}
          aria-live="polite"
        >
          {copied ? 'Copied!' : 'Copy'}
        </Button>
        <Box component="ul" aria-label="Share on" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1 }}>
          {shareLinks(trip).map(({ label, href }) => {
            const Icon = LINK_ICONS[label];
            return (
              <li key={label}>
                <Button
                  component="a"
                  href={href}
                  target={label === 'Email' ? undefined : '_blank'}
                  rel="noopener noreferrer"
                  variant="outlined"
                  startIcon={<Icon />}
                  fullWidth
                >
                  {label}
                </Button>
              </li>
            );
          })}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
