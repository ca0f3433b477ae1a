import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBackRounded';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { BrandLink } from '../../components/BrandLink';
import { adminNavLinks } from './admin-nav';

interface AdminSidebarProps {
  siteName: string;
  /** called after a link is followed, so the small-screen drawer can close */
  onNavigate?: () => void;
}

/** The admin navigation: brand, the 'Admin Dashboard' label and the five sections. */
export function AdminSidebar({ siteName, onNavigate }: AdminSidebarProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', color: 'common.white' }}>
      <Box sx={{ px: 3, pt: 3, pb: 2 }}>
        <BrandLink name={siteName} inverted to="/admin" />
        <Typography variant="overline" component="p" sx={{ mt: 1.5, color: 'rgba(255,255,255,0.6)' }}>
          Admin Dashboard
        </Typography>
      </Box>
      <Box component="nav" aria-label="Admin" sx={{ flex: 1 }}>
        <List sx={{ px: 1.5 }}>
          {adminNavLinks.map(({ label, to, Icon }) => (
            <ListItem key={to} disablePadding sx={{ mb: 0.5 }}>
              <ListItemButton
                component={NavLink}
                to={to}
                end={to === '/admin'}
                onClick={onNavigate}
                sx={{
                  color: 'rgba(255,255,255,0.78)',
                  '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
                  '&.active': { color: 'common.white', bgcolor: 'rgba(255,255,255,0.14)' },
                  '&.active .MuiListItemIcon-root': { color: 'secondary.light' },
                }}
              >
                <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box sx={{ p: 2, borderTop: '1px solid rgba(255,255,255,0.12)' }}>
        <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} fullWidth sx={{ color: 'rgba(255,255,255,0.85)', justifyContent: 'flex-start' }}>
          Back to {siteName}
        </Button>
      </Box>
    </Box>
  );
}
