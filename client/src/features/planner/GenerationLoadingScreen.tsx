import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import FlightIcon from '@mui/icons-material/FlightTakeoffRounded';
import type { GenerationProgressState } from './progress/generation-progress';
import { GenerationSteps } from './progress/GenerationSteps';

/**
 * Covers the whole page while a trip is being planned (docs/product/traveller.md, section 2), with the
 * server's progress as it arrives: a percentage, what it is doing now, and the steps.
 */
export function GenerationLoadingScreen({ product, progress }: { product: string; progress: GenerationProgressState }) {
  const started = progress.current !== undefined;
  return (
    <Box
      data-testid="generation-loading-screen"
      sx={(theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndex.modal + 1,
        display: 'grid',
        placeItems: 'center',
        overflowY: 'auto',
        px: 3,
        py: 4,
        color: 'common.white',
        textAlign: 'center',
        background: `radial-gradient(circle at 80% 15%, ${theme.alpha(theme.palette.secondary.main, 0.45)} 0, transparent 35%), linear-gradient(150deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main} 65%, #138F93)`,
      })}
    >
      <Box sx={{ maxWidth: 560, width: '100%' }}>
        <Box
          aria-hidden
          sx={{
            mx: 'auto',
            mb: { xs: 3, sm: 4 },
            width: { xs: 72, sm: 96 },
            height: { xs: 72, sm: 96 },
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(255,255,255,0.14)',
            border: '1px solid rgba(255,255,255,0.3)',
            animation: 'odyssey-float 2.4s ease-in-out infinite',
            '@keyframes odyssey-float': { '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: 'translateY(-10px)' } },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          <FlightIcon sx={{ fontSize: { xs: 36, sm: 48 } }} />
        </Box>
        <Typography variant="h3" component="p" sx={{ fontWeight: 800, fontSize: { xs: '1.9rem', sm: '3rem' } }}>
          Our AI is crafting your {product}...
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 2, fontWeight: 500, color: 'rgba(255,255,255,0.85)' }}>
          Generating your custom itinerary...
        </Typography>
        <Box sx={{ mt: { xs: 4, sm: 5 }, mx: 'auto', maxWidth: 360 }}>
          <LinearProgress
            color="secondary"
            variant={started ? 'determinate' : 'indeterminate'}
            value={progress.percent}
            aria-label="Trip generation progress"
            sx={{ height: 6, borderRadius: 3, bgcolor: 'rgba(255,255,255,0.2)' }}
          />
          <Box role="status" aria-live="polite" sx={{ mt: 1.5, minHeight: 48 }}>
            {started && (
              <>
                <Typography component="p" sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
                  {progress.percent}%
                </Typography>
                <Typography component="p" variant="body2" data-testid="generation-message" sx={{ color: 'rgba(255,255,255,0.85)', overflowWrap: 'anywhere' }}>
                  {progress.message}
                </Typography>
              </>
            )}
          </Box>
          <GenerationSteps progress={progress} />
        </Box>
      </Box>
    </Box>
  );
}
