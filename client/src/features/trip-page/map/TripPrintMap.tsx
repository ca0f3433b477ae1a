import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { usePrinting } from '../usePrinting';
import { mapDaysOf } from './map-days';
import { printMapLayout, type PrintMapSize } from './print-map-layout';

export const TripPrintMap_trip = graphql(`
  fragment TripPrintMap_trip on Trip {
    destination
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

// the padding keeps the pins clear of the edges and of the scale bar in the bottom one
const SIZE: PrintMapSize = { width: 1000, height: 330, padding: 44 };
const PIN_RADIUS = 12;
const INK = '#10242B';

/**
 * The map on paper: each day's stops as numbered pins joined by its route, in the day's colour,
 * with a scale bar. The live map is tiles laid out for the screen, which a printout cannot be
 * sure to have, so the printout draws its own from the trip. Built when the page prints, never shown on screen.
 */
export function TripPrintMap(props: { trip: FragmentType<typeof TripPrintMap_trip> }) {
  const trip = getFragmentData(TripPrintMap_trip, props.trip);
  const printing = usePrinting();
  const layout = useMemo(() => (printing ? printMapLayout(mapDaysOf(trip.itinerary), SIZE) : null), [printing, trip.itinerary]);
  if (!layout?.scale) return null;
  const { days, scale } = layout;

  return (
    <Box component="figure" sx={{ display: 'none', '@media print': { display: 'block' }, m: 0, mt: 3, breakInside: 'avoid' }}>
      <Box
        component="svg"
        role="img"
        aria-label={`Map of the trip to ${trip.destination}`}
        viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
        sx={{ display: 'block', width: '100%', height: 'auto', fontFamily: 'inherit' }}
      >
        <rect x={0.5} y={0.5} width={SIZE.width - 1} height={SIZE.height - 1} rx={12} fill="#F4F7F8" stroke="#C9D5D9" />
        {days.map((day) =>
          day.points.length > 1 ? (
            <polyline
              key={day.day}
              points={day.points.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}
              fill="none"
              stroke={day.color}
              strokeWidth={4}
              strokeOpacity={0.85}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          ) : null,
        )}
        {days.flatMap((day) =>
          day.points.map((point) => (
            <g key={`${day.day}-${point.number}`} data-stop="" transform={`translate(${point.x.toFixed(1)} ${point.y.toFixed(1)})`}>
              <title>{`Day ${day.day}, stop ${point.number}: ${point.title}`}</title>
              <circle r={PIN_RADIUS} fill={day.color} stroke="#fff" strokeWidth={3} />
              <text textAnchor="middle" dominantBaseline="central" fill="#fff" fontSize={13} fontWeight={800}>
                {point.number}
              </text>
            </g>
          )),
        )}
        <g transform={`translate(16 ${SIZE.height - 14})`} fill={INK}>
          <path d={`M0 -6 V0 H${scale.length.toFixed(1)} V-6`} fill="none" stroke={INK} strokeWidth={2} />
          <text x={scale.length + 8} y={0} fontSize={14} dominantBaseline="middle">
            {scale.label}
          </text>
        </g>
      </Box>
      <Typography component="figcaption" variant="caption" sx={{ mt: 0.75, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25 }}>
        {days.map((day) => (
          <Box component="span" key={day.day} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <svg width="10" height="10" aria-hidden>
              <circle cx="5" cy="5" r="5" fill={day.color} />
            </svg>
            Day {day.day}: {day.title}
          </Box>
        ))}
      </Typography>
    </Box>
  );
}
