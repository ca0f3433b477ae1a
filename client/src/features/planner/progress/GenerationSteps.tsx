import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircleRounded';
import CircleIcon from '@mui/icons-material/RadioButtonUncheckedRounded';
import PendingIcon from '@mui/icons-material/AutorenewRounded';
import { stepStatuses, type GenerationProgressState, type StepStatus } from './generation-progress';

const STATUS_TEXT: Record<StepStatus, string> = { done: 'done', active: 'in progress', waiting: 'not started' };

/** The generation's five steps, each done, in progress or not started yet. */
export function GenerationSteps({ progress }: { progress: GenerationProgressState }) {
  return (
    <Box component="ol" aria-label="Generation steps" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gap: 1, textAlign: 'left', justifyContent: 'center' }}>
      {stepStatuses(progress).map(({ key, label, status }) => (
        <Box
          component="li"
          key={key}
          data-step={key}
          data-status={status}
          aria-label={`${label}: ${STATUS_TEXT[status]}`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.25, opacity: status === 'waiting' ? 0.6 : 1 }}
        >
          {status === 'done' ? (
            <CheckIcon sx={{ fontSize: 20, color: 'secondary.light' }} aria-hidden />
          ) : status === 'active' ? (
            <PendingIcon
              sx={{ fontSize: 20, animation: 'odyssey-spin 1.2s linear infinite', '@keyframes odyssey-spin': { to: { transform: 'rotate(360deg)' } }, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }}
              aria-hidden
            />
          ) : (
            <CircleIcon sx={{ fontSize: 20 }} aria-hidden />
          )}
          <Typography component="span" variant="body2" sx={{ fontWeight: status === 'active' ? 800 : 600 }}>
            {label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
