import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * What a printed trip looks like: the itinerary and guide in ink on white, every day
 * included, without navigation, buttons, the map or notifications. Elements opt out of
 * printing with data-print="hide".
 */
export function TripPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { margin: '14mm' },
          body: { background: '#fff !important' },
          'header.MuiAppBar-root, footer, aside, [data-print="hide"], section[aria-label^="Notifications"]': { display: 'none !important' },
          '[data-print-day][hidden]': { display: 'block !important' },
          '.MuiCard-root': { boxShadow: 'none !important', breakInside: 'avoid' },
          '[data-print="ink"]': { color: '#10242B !important', background: 'none !important', minHeight: '0 !important', padding: '0 !important' },
          '[data-print="ink"] *': { color: '#10242B !important', borderColor: '#10242B !important', background: 'none !important' },
        },
      }}
    />
  );
}
