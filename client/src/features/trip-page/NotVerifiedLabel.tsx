import Box from '@mui/material/Box';
import HelpIcon from '@mui/icons-material/HelpOutlineRounded';

/** On each place of a trip whose places a model proposed and no map source could check. */
export function NotVerifiedLabel() {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.25, borderRadius: 999, fontSize: 13, fontWeight: 700, color: '#7a4100', bgcolor: '#fff3e0', alignSelf: 'flex-start', '@media print': { p: 0 } }}>
      <HelpIcon sx={{ fontSize: 16 }} aria-hidden />
      Not verified
    </Box>
  );
}
