import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import DirectionsIcon from '@mui/icons-material/DirectionsTransitOutlined';
import EventIcon from '@mui/icons-material/EventAvailableOutlined';
import HelpIcon from '@mui/icons-material/HelpOutlineRounded';
import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import LightbulbIcon from '@mui/icons-material/LightbulbOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import ShieldIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import TranslateIcon from '@mui/icons-material/TranslateOutlined';
import { getFragmentData, graphql, type FragmentType } from '../../gql';

export const DestinationGuide_trip = graphql(`
  fragment DestinationGuide_trip on Trip {
    destination
    destinationOverview {
      description
      bestTimeToVisit
      languages
      currency
      travelTips
      customs
      transportationTips
      safetyTips
      placeData {
        verified
        source
        credit
      }
    }
  }
`);

function Fact({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'primary.main', mt: 0.25, display: 'flex' }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="subtitle2">
          {title}
        </Typography>
        <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/** Where a model-proposed trip's places come from: the map that checked them and its credit, or that none did. */
function PlaceDataNote({ verified, source, credit }: { verified: boolean; source?: string | null; credit?: string | null }) {
  if (!verified) {
    // A warning, set apart like the places' own "Not verified" labels.
    return (
      <Typography variant="body2" sx={{ mt: 3, px: 1.5, py: 1, borderRadius: 2, display: 'flex', gap: 1, alignItems: 'flex-start', color: '#7a4100', bgcolor: '#fff3e0', '@media print': { mt: 1.5 } }} data-testid="place-data">
        <HelpIcon sx={{ fontSize: 18, mt: 0.25 }} aria-hidden />
        <span>Not verified: an AI model suggested these places and no map was available to check them. Check each one before you go.</span>
      </Typography>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 3, '@media print': { mt: 1.5 } }} data-testid="place-data">
      {`Every place in this trip was checked against ${source ?? 'a map'}, which gave its position.`}
      {credit && ` Place data ${credit}.`}
    </Typography>
  );
}

/** On paper the facts sit three to a row, whatever the paper's width. */
const factsOnPaper = { mt: 1.5, gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } as const;

/** 'Destination Guide': what to know about the place, or 'Information not available.' */
export function DestinationGuide(props: { trip: FragmentType<typeof DestinationGuide_trip> }) {
  const { destination, destinationOverview: overview } = getFragmentData(DestinationGuide_trip, props.trip);
  return (
    <Card component="section" aria-labelledby="guide-title" sx={{ p: { xs: 2.5, sm: 4 } }} data-print="flow">
      <Typography id="guide-title" variant="h4" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <MenuBookIcon color="primary" aria-hidden />
        Destination Guide
      </Typography>
      {!overview ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Information not available.
        </Typography>
      ) : (
        <>
          <Typography sx={{ mt: 2, maxWidth: 860, '@media print': { mt: 1, maxWidth: 'none' } }}>{overview.description}</Typography>
          <Box sx={{ mt: 3, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, '@media print': factsOnPaper }}>
            {overview.bestTimeToVisit && (
              <Fact icon={<EventIcon />} title="Best time to visit">
                {overview.bestTimeToVisit}
              </Fact>
            )}
            <Fact icon={<TranslateIcon />} title="Languages">
              {overview.languages.join(', ') || '—'}
            </Fact>
            <Fact icon={<PaymentsIcon />} title="Currency">
              {overview.currency}
            </Fact>
          </Box>
          {overview.travelTips.length > 0 && (
            <Box sx={{ mt: 4, '@media print': { mt: 2 } }}>
              <Typography component="h3" variant="h6" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <LightbulbIcon sx={{ color: 'secondary.dark' }} aria-hidden />
                Tips for {destination}
              </Typography>
              <Box component="ul" sx={{ mt: 1.5, mb: 0, pl: 3, display: 'grid', gap: 1, '& li::marker': { color: 'primary.main' }, '@media print': { mt: 0.75, gap: 0.25 } }}>
                {overview.travelTips.map((tip) => (
                  <Typography component="li" variant="body2" key={tip}>
                    {tip}
                  </Typography>
                ))}
              </Box>
            </Box>
          )}
          {/* A trip planned from map data alone has none of these: no heading is shown over nothing. */}
          {(overview.customs || overview.transportationTips || overview.safetyTips) && (
            <Box sx={{ mt: 4, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, '@media print': factsOnPaper }}>
              {overview.customs && (
                <Fact icon={<HandshakeIcon />} title="Local customs">
                  {overview.customs}
                </Fact>
              )}
              {overview.transportationTips && (
                <Fact icon={<DirectionsIcon />} title="Getting around">
                  {overview.transportationTips}
                </Fact>
              )}
              {overview.safetyTips && (
                <Fact icon={<ShieldIcon />} title="Staying safe">
                  {overview.safetyTips}
                </Fact>
              )}
            </Box>
          )}
          {overview.placeData && <PlaceDataNote {...overview.placeData} />}
        </>
      )}
    </Card>
  );
}
