import { lazy, Suspense, useMemo, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import MapIcon from '@mui/icons-material/MapOutlined';
import { useNearViewport } from '../../../components/useNearViewport';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { TripMapTiles, type MapTiles } from './map-config';
import { mapDaysOf } from './map-days';

export const TripMapSection_trip = graphql(`
  fragment TripMapSection_trip on Trip {
    destination
    country
    itinerary {
      day
      title
      activities {
        title
        time
        type
        location {
          lat
          lng
        }
      }
    }
  }
`);

// Leaflet and its stylesheet load with the map, not with the page, and only once the map is
// near the viewport (on a phone it is below the itinerary), so they never hold up the first screen.
const LeafletMap = lazy(() => import('./LeafletMap'));

export const MAP_HEIGHT = 400;

/** 'Interactive Trip Map': the stops of every day on a map, with a colour key per day. */
export function TripMapSection(props: { trip: FragmentType<typeof TripMapSection_trip> }) {
  const trip = getFragmentData(TripMapSection_trip, props.trip);
  const days = useMemo(() => mapDaysOf(trip.itinerary), [trip.itinerary]);
  const hasStops = days.some((day) => day.stops.length > 0);
  const mapBox = useRef<HTMLDivElement>(null);
  const nearViewport = useNearViewport(mapBox);
  const settings = useQuery(TripMapTiles);
  const loadingTiles = settings.loading && !settings.data;
  const tiles = useMemo<MapTiles | null>(() => {
    const s = settings.data?.publicSettings;
    return s ? { url: s.mapTileUrl, attribution: s.mapTileAttribution, attributionUrl: s.mapTileAttributionUrl } : null;
  }, [settings.data]);

  return (
    <Card component="section" aria-labelledby="trip-map-title" data-print="hide" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="trip-map-title" variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <MapIcon color="primary" aria-hidden />
        Interactive Trip Map
      </Typography>
      <Box ref={mapBox} sx={{ height: MAP_HEIGHT, borderRadius: 3, overflow: 'hidden', position: 'relative', isolation: 'isolate' }}>
        {hasStops && (loadingTiles || !nearViewport) ? (
          <Skeleton variant="rectangular" height={MAP_HEIGHT} role="progressbar" aria-label="Loading map" />
        ) : hasStops ? (
          <Suspense fallback={<Skeleton variant="rectangular" height={MAP_HEIGHT} role="progressbar" aria-label="Loading map" />}>
            <LeafletMap days={days} label={`Map of the trip to ${trip.destination}`} tiles={tiles} />
          </Suspense>
        ) : (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', bgcolor: 'background.default', color: 'text.secondary', px: 3, textAlign: 'center' }}>
            This trip has no map locations yet.
          </Box>
        )}
      </Box>
      <Box component="ul" aria-label="Map colours by day" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {days.map((day) => (
          <Box
            component="li"
            key={day.day}
            title={day.title}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, px: 1.25, py: 0.5, borderRadius: 999, bgcolor: 'background.default', fontSize: 13, fontWeight: 650 }}
          >
            <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: day.color, boxShadow: '0 0 0 2px #fff' }} />
            Day {day.day}
          </Box>
        ))}
      </Box>
    </Card>
  );
}
