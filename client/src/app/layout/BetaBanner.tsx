import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';

/** The beta welcome above the navigation (spec: public shell). */
export function BetaBanner({ siteName }: { siteName: string }) {
  return (
    <Box
      component="aside"
      aria-label="Beta notice"
      sx={(theme) => ({
        background: `linear-gradient(90deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
        color: 'primary.contrastText',
        px: 2,
        py: 1,
      })}
    >
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, textAlign: 'center', fontWeight: 500 }}>
        <AutoAwesomeIcon sx={{ fontSize: 18, color: 'secondary.light', display: { xs: 'none', sm: 'inline-block' } }} aria-hidden />
        <span>
          Welcome to the <strong>{siteName} beta</strong>! Thank you for being one of our early adopters.
        </span>
      </Typography>
    </Box>
  );
}
