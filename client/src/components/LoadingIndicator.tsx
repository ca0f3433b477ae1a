import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A centred spinner with a label that screen readers announce. */
export function LoadingIndicator({ label = 'Loading…', minHeight = 240 }: { label?: string; minHeight?: number | string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight, display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, py: 6 }}>
      <CircularProgress size={36} aria-hidden />
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
