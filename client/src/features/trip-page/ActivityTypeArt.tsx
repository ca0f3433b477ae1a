import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { ACTIVITY_TYPE_INFO, type ActivityType } from './activity-types';

/**
 * An offline illustration for an activity type: the type's icon on a tinted, softly
 * patterned tile. It is drawn, not loaded, so it can never be a broken image.
 */
export function ActivityTypeArt({ type, size = 64, sx }: { type: ActivityType; size?: number | string; sx?: SxProps<Theme> }) {
  const { color, Icon } = ACTIVITY_TYPE_INFO[type];
  return (
    <Box
      aria-hidden
      sx={[
        {
          width: size,
          height: size,
          flexShrink: 0,
          borderRadius: 3,
          display: 'grid',
          placeItems: 'center',
          color: '#fff',
          position: 'relative',
          overflow: 'hidden',
          background: `radial-gradient(circle at 85% 15%, rgba(255,255,255,0.35) 0 18%, transparent 19%), radial-gradient(circle at 10% 100%, rgba(255,255,255,0.18) 0 35%, transparent 36%), linear-gradient(140deg, ${color}, ${color}CC)`,
          '& svg': { fontSize: typeof size === 'number' ? size * 0.46 : 40, filter: 'drop-shadow(0 2px 3px rgba(0,0,0,0.2))' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Icon />
    </Box>
  );
}
