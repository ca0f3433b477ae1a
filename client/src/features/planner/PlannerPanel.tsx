import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import TuneIcon from '@mui/icons-material/TuneRounded';
import type { DestinationRefusal } from './DestinationRefusalAlert';
import type { GenerateTripInput } from '../../gql/graphql';
import { TripForm, type DestinationFill } from './TripForm';

const loadChat = () => import('../chat/HomeChatPanel');
const HomeChatPanel = lazy(async () => ({ default: (await loadChat()).HomeChatPanel }));
// Only a refused request shows it, so its code (MUI's Alert) stays out of the home page's first load.
const DestinationRefusalAlert = lazy(async () => ({ default: (await import('./DestinationRefusalAlert')).DestinationRefusalAlert }));

type PlannerMode = 'form' | 'chat';

interface PlannerPanelProps {
  pending: boolean;
  onGenerate: (input: GenerateTripInput) => void;
  /** the last request's destination cannot be planned */
  refusal?: DestinationRefusal | null;
  onDismissRefusal?: () => void;
}

/**
 * The planner: the trip form, or (toggled) the AI chat, both ending in trip generation. A
 * refused destination is shown above either; choosing one of its alternatives fills the form.
 */
export function PlannerPanel({ pending, onGenerate, refusal, onDismissRefusal = () => undefined }: PlannerPanelProps) {
  const [mode, setMode] = useState<PlannerMode>('form');
  const [fill, setFill] = useState<DestinationFill | null>(null);
  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        value={mode}
        onChange={(_, next: PlannerMode | null) => next && setMode(next)}
        aria-label="Planning mode"
        size="small"
        sx={{
          mb: 2.5,
          p: 0.5,
          gap: 0.5,
          borderRadius: 999,
          bgcolor: 'background.default',
          '& .MuiToggleButton-root': { border: 0, borderRadius: '999px !important', px: 2.5, gap: 1, textTransform: 'none', fontWeight: 700 },
          '& .MuiToggleButton-root.Mui-selected': { bgcolor: 'background.paper', color: 'primary.main', boxShadow: '0 2px 8px rgba(16,36,43,0.12)' },
        }}
      >
        <ToggleButton value="form">
          <TuneIcon fontSize="small" aria-hidden />
          Form
        </ToggleButton>
        <ToggleButton value="chat" onPointerEnter={loadChat} onFocus={loadChat}>
          <ChatIcon fontSize="small" aria-hidden />
          Chat
        </ToggleButton>
      </ToggleButtonGroup>
      {refusal && (
        <Suspense fallback={null}>
          <DestinationRefusalAlert
          refusal={refusal}
          onDismiss={onDismissRefusal}
          onChoose={({ name, country }) => {
            setMode('form');
            setFill({ destination: name, country });
            onDismissRefusal();
          }}
          />
        </Suspense>
      )}
      <Box hidden={mode !== 'form'}>
        <TripForm pending={pending} onGenerate={onGenerate} fill={fill} />
      </Box>
      {mode === 'chat' && (
        <Suspense fallback={<Skeleton variant="rounded" height={560} />}>
          <HomeChatPanel onGenerate={onGenerate} />
        </Suspense>
      )}
    </Box>
  );
}
