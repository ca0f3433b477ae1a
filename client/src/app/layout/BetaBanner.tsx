import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CloseIcon from '@mui/icons-material/Close';
import { isBetaBannerDismissed, rememberBetaBannerDismissed } from './beta-banner-dismissal';

/** The beta welcome above the navigation (docs/product/accounts-admin.md, section 1); once dismissed it stays away. */
export function BetaBanner({ siteName }: { siteName: string }) {
  const [dismissed, setDismissed] = useState(isBetaBannerDismissed);
  if (dismissed) return null;
  return (
    <Box
      component="aside"
      aria-label="Beta notice"
      sx={(theme) => ({
        background: `linear-gradient(90deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
        color: 'primary.contrastText',
        pl: 2,
        pr: 6,
        py: 1,
        position: 'relative',
      })}
    >
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, textAlign: 'center', fontWeight: 500 }}>
        <AutoAwesomeIcon sx={{ fontSize: 18, color: 'secondary.light', display: { xs: 'none', sm: 'inline-block' } }} aria-hidden />
        <span>
          Welcome to the <strong>{siteName} beta</strong>! Thank you for being one of our early adopters.
        </span>
      </Typography>
      <IconButton
        aria-label="Dismiss beta notice"
        size="small"
        onClick={() => {
          rememberBetaBannerDismissed();
          setDismissed(true);
        }}
        sx={{ position: 'absolute', right: 8, top: '50%', transform: 'translateY(-50%)', color: 'inherit' }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
