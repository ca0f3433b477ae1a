import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ActivityType } from '../activity-types';
import { ActivityTypeArt } from '../ActivityTypeArt';
import { activityPhotoQueries, PLACE_PHOTO_WIDTH } from './photo-lookups';
import { useImageLoad } from './useImageLoad';
import { usePlacePhoto } from './usePlacePhoto';

interface ActivityImageProps {
  activity: { title: string; imageUrl?: string | null; placeId?: string | null; address?: string | null; city?: string | null };
  type: ActivityType;
  size: number;
}

/**
 * An activity's picture (docs/product/traveller.md, section 4): looked up on mount when the trip has none
 * (the place's photo, then a few searches), then loading, loaded, or failed with 'Failed to
 * load image' and Retry. With nothing to show, or offline, the type's illustration stands in.
 */
export function ActivityImage({ activity, type, size }: ActivityImageProps) {
  const { state: lookup, retry: lookUpAgain } = usePlacePhoto({
    placeId: activity.placeId,
    queries: activityPhotoQueries(activity),
    width: PLACE_PHOTO_WIDTH,
    skip: !!activity.imageUrl,
  });
  const src = activity.imageUrl || (lookup.status === 'found' ? lookup.photoUrl : null);
  const image = useImageLoad(src);
  const frame = { position: 'relative', width: size, height: size, borderRadius: 3, overflow: 'hidden' } as const;

  if (lookup.status === 'loading') return <Skeleton variant="rounded" width={size} height={size} sx={{ borderRadius: 3 }} aria-label="Loading image" />;
  if (!src) return <ActivityTypeArt type={type} size={size} />;
  if (image.state === 'failed') {
    return (
      <Box sx={{ ...frame, display: 'grid', placeItems: 'center', alignContent: 'center', gap: 0.25, bgcolor: 'background.default', border: 1, borderColor: 'divider', textAlign: 'center' }}>
        <Typography component="p" sx={{ fontSize: 10, lineHeight: 1.2, fontWeight: 650, color: 'text.secondary', px: 0.5 }}>
          Failed to load image
        </Typography>
        <Button
          size="small"
          onClick={() => {
            if (!activity.imageUrl) lookUpAgain();
            image.reload();
          }}
          aria-label={`Retry loading the image of ${activity.title}`}
          sx={{ minWidth: 0, py: 0, px: 0.75, fontSize: 12, lineHeight: 1.6 }}
        >
          Retry
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={frame}>
      {image.state === 'loading' && <Skeleton variant="rectangular" width={size} height={size} sx={{ position: 'absolute', inset: 0 }} aria-label="Loading image" />}
      <Box
        component="img"
        key={image.imgKey}
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        onLoad={image.onLoad}
        onError={image.onError}
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', opacity: image.state === 'loaded' ? 1 : 0, transition: 'opacity 200ms' }}
      />
    </Box>
  );
}
