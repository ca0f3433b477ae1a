import Link from '@mui/material/Link';

export const MAIN_CONTENT_ID = 'main-content';

/** First tab stop on every page: jumps past the navigation to the page content. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 16,
        top: -64,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 3,
        '&:focus': { top: 12 },
      }}
    >
      Skip to main content
    </Link>
  );
}
