import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BuildIcon from '@mui/icons-material/BuildCircleOutlined';

/**
 * Shown while an admin has switched Maintenance Mode on. The server then refuses every change
 * from anyone but an admin with a 503; this says so before a visitor fills in a form for nothing.
 */
export function MaintenanceBanner({ siteName, forAdmin = false }: { siteName: string; forAdmin?: boolean }) {
  return (
    <Box component="aside" aria-label="Maintenance notice" sx={{ bgcolor: '#FFF3D6', px: 2, py: 1.25, borderBottom: 1, borderColor: 'warning.main' }}>
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, textAlign: 'center', fontWeight: 500, color: 'text.primary' }}>
        <BuildIcon sx={{ fontSize: 20, display: { xs: 'none', sm: 'inline-block' } }} aria-hidden />
        {forAdmin ? (
          <span>
            <strong>Maintenance Mode is on.</strong> Visitors can look around but cannot plan, save or sign up; admins carry on as usual.
          </span>
        ) : (
          <span>
            <strong>{siteName} is undergoing maintenance.</strong> You can look around, but planning, saving and signing up are paused. Please try again later.
          </span>
        )}
      </Typography>
    </Box>
  );
}
