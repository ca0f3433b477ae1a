import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckRounded';
import ContentCopyIcon from '@mui/icons-material/ContentCopyRounded';
import { LINK_LIFETIME, roleLabel } from './companion-text';

const COPIED_LABEL_MS = 2000;

/** An invitation just made: its link is in that answer only, so it is kept while the dialog is open. */
export interface CreatedInvitation {
  link: string;
  role: string;
  email: string | null;
}

/** The link of an invitation just made, to copy now: the server gives it once and keeps only its fingerprint. */
export function InvitationLink({ invitation }: { invitation: CreatedInvitation }) {
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitation.link);
      setCopied(true);
    } catch {
      // Without clipboard access the link is selected so it can be copied by hand.
      inputRef.current?.select();
    }
  };

  return (
    <Box role="status" sx={{ mt: 2, p: 2, borderRadius: 2, border: 1, borderColor: 'success.light', bgcolor: 'background.default' }}>
      <Typography sx={{ fontWeight: 650 }}>
        {invitation.email ? `Invitation sent to ${invitation.email}` : 'Invitation link ready'} ({roleLabel(invitation.role)})
      </Typography>
      <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <InputBase
          inputRef={inputRef}
          readOnly
          value={invitation.link}
          inputProps={{ 'aria-label': 'Invitation link' }}
          onFocus={(event) => event.target.select()}
          sx={{ flex: '1 1 220px', minWidth: 0, px: 1.5, py: 0.5, borderRadius: 1.5, border: 1, borderColor: 'divider', bgcolor: 'background.paper', fontSize: '0.9rem' }}
        />
        <Button onClick={copy} variant="outlined" startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />} aria-live="polite">
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {LINK_LIFETIME}
        {invitation.email && ` We emailed it to ${invitation.email}; only the account with that address can accept it.`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Copy it now: for safety, it is not shown again.
      </Typography>
    </Box>
  );
}
