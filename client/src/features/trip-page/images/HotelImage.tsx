import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { ActivityTypeArt } from '../ActivityTypeArt';
import { HOTEL_PHOTO_WIDTH, hotelPhotoQueries } from './photo-lookups';
import { useImageLoad } from './useImageLoad';
import { usePlacePhoto } from './usePlacePhoto';

/**
 * A stay's picture (docs/product/traveller.md, section 4): a loading skeleton, then the found image, or
 * the lodging illustration when there is none, none loads, or photos are offline.
 */
export function HotelImage({ hotel }: { hotel: { name: string; location?: string | null; imageUrl?: string | null } }) {
  const { state: lookup } = usePlacePhoto({ queries: hotelPhotoQueries(hotel), width: HOTEL_PHOTO_WIDTH, skip: !!hotel.imageUrl });
  const src = hotel.imageUrl || (lookup.status === 'found' ? lookup.photoUrl : null);
  const image = useImageLoad(src);
  const waiting = lookup.status === 'loading' || (!!src && image.state === 'loading');

  return (
    <Box sx={{ position: 'absolute', inset: 0 }}>
      <ActivityTypeArt type="lodging" size="100%" sx={{ position: 'absolute', inset: 0, borderRadius: 0, '& svg': { fontSize: 56 } }} />
      {waiting && <Skeleton variant="rectangular" animation="wave" sx={{ position: 'absolute', inset: 0, height: '100%', bgcolor: 'grey.200' }} aria-label="Loading image" />}
      {src && image.state !== 'failed' && (
        <Box
          component="img"
          key={image.imgKey}
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onLoad={image.onLoad}
          onError={image.onError}
          sx={{ position: 'relative', display: 'block', width: '100%', height: '100%', objectFit: 'cover', opacity: image.state === 'loaded' ? 1 : 0 }}
        />
      )}
    </Box>
  );
}
