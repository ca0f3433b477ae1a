import GlobalStyles from '@mui/material/GlobalStyles';

/** what the page's type is set in on paper: a little smaller than on screen (the theme's sizes are in rem) */
const PRINT_ROOT_FONT_SIZE = '12px';

/**
 * What a printed trip looks like: a compact printout in ink on white of the trip's top, the map
 * (see TripPrintMap), every day and what follows, across the page's width, without navigation,
 * buttons, the live map or notifications. Elements opt out of printing with data-print="hide",
 * long cards print as plain text with data-print="flow", and data-print="ink" prints dark on white;
 * the components set their own compact print layout. Days run on across pages; an activity
 * never breaks across two.
 */
export function TripPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { margin: '12mm' },
          html: { fontSize: PRINT_ROOT_FONT_SIZE },
          body: { background: '#fff !important' },
          [[
            'header.MuiAppBar-root',
            'footer',
            'aside',
            '[data-print="hide"]',
            'section[aria-label^="Notifications"]',
            // whatever is only there to be clicked
            '.MuiButton-root',
            '.MuiIconButton-root',
            '.MuiFab-root',
            '.MuiTabs-root',
          ].join(', ')]: { display: 'none !important' },
          // the page's own margins are the paper's
          'main .MuiContainer-root': { padding: '0 !important', maxWidth: 'none !important' },
          '[data-print-day][hidden]': { display: 'block !important' },
          '.MuiCard-root': { boxShadow: 'none !important' },
          // a small card stays whole; a long one (data-print="flow": a day, the guide) runs on across pages as plain text
          '.MuiCard-root:not([data-print="flow"])': { breakInside: 'avoid' },
          '[data-print="flow"]': { border: '0 !important', borderRadius: '0 !important', padding: '0 !important', overflow: 'visible !important' },
          'h2, h3, h4': { breakAfter: 'avoid' },
          // square corners: with no padding, a rounded corner would clip what sits in it
          '[data-print="ink"]': { color: '#10242B !important', background: 'none !important', minHeight: '0 !important', padding: '0 !important', borderRadius: '0 !important' },
          '[data-print="ink"] *': { color: '#10242B !important', borderColor: '#10242B !important', background: 'none !important', textShadow: 'none !important' },
        },
      }}
    />
  );
}
