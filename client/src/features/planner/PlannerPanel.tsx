import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import TuneIcon from '@mui/icons-material/TuneRounded';
import type { TripRequest } from './trip-request';
import { TripForm } from './TripForm';

const loadChat = () => import('../chat/HomeChatPanel');
const HomeChatPanel = lazy(async () => ({ default: (await loadChat()).HomeChatPanel }));

type PlannerMode = 'form' | 'chat';

/** The planner: the trip form, or (toggled) the AI chat, both ending in trip generation. */
export function PlannerPanel({ pending, onGenerate }: { pending: boolean; onGenerate: (input: TripRequest) => void }) {
  const [mode, setMode] = useState<PlannerMode>('form');
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
      <Box hidden={mode !== 'form'}>
        <TripForm pending={pending} onGenerate={onGenerate} />
      </Box>
      {mode === 'chat' && (
        <Suspense fallback={<Skeleton variant="rounded" height={560} />}>
          <HomeChatPanel onGenerate={onGenerate} />
        </Suspense>
      )}
    </Box>
  );
}
