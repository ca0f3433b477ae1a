import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import type { NearbyDestination } from './generation-errors';

/** A trip asked for somewhere that cannot be planned now, with what can be planned near it. */
export interface DestinationRefusal {
  /** as the traveller wrote it */
  destination: string;
  /** closest first */
  nearest: NearbyDestination[];
}

interface DestinationRefusalAlertProps {
  refusal: DestinationRefusal;
  /** fill the form with this destination */
  onChoose: (destination: NearbyDestination) => void;
  onDismiss: () => void;
}

/**
 * The refusal stays until the traveller dismisses it or picks a destination, unlike a toast:
 * they need time to read it and to choose. It takes the focus when it appears, so that keyboard
 * and screen reader users land on the choices rather than on the button they pressed.
 */
export function DestinationRefusalAlert({ refusal, onChoose, onDismiss }: DestinationRefusalAlertProps) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    alert.current?.focus();
  }, [refusal]);

  return (
    <Alert ref={alert} tabIndex={-1} role="alert" severity="warning" closeText="Dismiss" onClose={onDismiss} sx={{ mb: 2.5, scrollMarginTop: 96, '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}>
      <AlertTitle sx={{ fontWeight: 750 }}>We can&apos;t plan {refusal.destination} yet</AlertTitle>
      {refusal.nearest.length > 0 ? 'Try one of these nearby destinations:' : 'Try a destination from the suggestions as you type.'}
      {refusal.nearest.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flexWrap: 'wrap', gap: 1 }}>
          {refusal.nearest.map((destination) => (
            <li key={destination.displayName}>
              <Button
                variant="outlined"
                color="inherit"
                size="small"
                startIcon={<PlaceIcon aria-hidden />}
                onClick={() => onChoose(destination)}
                sx={{ width: { xs: '100%', sm: 'auto' }, justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none', borderRadius: { xs: 2, sm: 999 }, bgcolor: 'background.paper' }}
              >
                <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.75 }}>
                  <span>{destination.displayName}</span>
                  <Box component="span" sx={{ fontWeight: 400, opacity: 0.8, whiteSpace: 'nowrap' }}>
                    ({destination.distanceKm.toLocaleString('en-US')} km away)
                  </Box>
                </Box>
              </Button>
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
