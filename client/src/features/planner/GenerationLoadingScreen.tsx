import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import FlightIcon from '@mui/icons-material/FlightTakeoffRounded';

/** Covers the whole page while a trip is being planned (traveller spec, section 2). */
export function GenerationLoadingScreen({ product }: { product: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={(theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndex.modal + 1,
        display: 'grid',
        placeItems: 'center',
        px: 3,
        color: 'common.white',
        textAlign: 'center',
        background: `radial-gradient(circle at 80% 15%, ${theme.alpha(theme.palette.secondary.main, 0.45)} 0, transparent 35%), linear-gradient(150deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main} 65%, #138F93)`,
      })}
    >
      <Box sx={{ maxWidth: 560 }}>
        <Box
          aria-hidden
          sx={{
            mx: 'auto',
            mb: 4,
            width: 96,
            height: 96,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(255,255,255,0.14)',
            border: '1px solid rgba(255,255,255,0.3)',
            animation: 'odyssey-float 2.4s ease-in-out infinite',
            '@keyframes odyssey-float': { '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: 'translateY(-10px)' } },
          }}
        >
          <FlightIcon sx={{ fontSize: 48 }} />
        </Box>
        <Typography variant="h3" component="p" sx={{ fontWeight: 800 }}>
          Our AI is crafting your {product}...
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 2, fontWeight: 500, color: 'rgba(255,255,255,0.85)' }}>
          Generating your custom itinerary...
        </Typography>
        <LinearProgress color="secondary" aria-hidden sx={{ mt: 5, mx: 'auto', maxWidth: 320, height: 6, borderRadius: 3, bgcolor: 'rgba(255,255,255,0.2)' }} />
      </Box>
    </Box>
  );
}
