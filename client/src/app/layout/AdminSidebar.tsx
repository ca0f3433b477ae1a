import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBackRounded';
import LogoutIcon from '@mui/icons-material/LogoutRounded';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { BrandLink } from '../../components/BrandLink';
import { useLogout } from '../../features/account/useLogout';
import { displayName, initialsOf } from '../../features/account/user-names';
import type { SessionUser } from '../session';
import { adminNavLinks } from './admin-nav';

interface AdminSidebarProps {
  siteName: string;
  /** the signed-in admin, shown at the foot with a Logout button */
  user: SessionUser;
  /** called after a link is followed, so the small-screen drawer can close */
  onNavigate?: () => void;
}

const muted = 'rgba(255,255,255,0.66)';

/**
 * The admin navigation (docs/product/accounts-admin.md, section 2, "Admin sidebar"): the product logo, the 'Admin Dashboard' label,
 * the five sections, then the current admin's initials, display name and email, and Logout.
 */
export function AdminSidebar({ siteName, user, onNavigate }: AdminSidebarProps) {
  const logout = useLogout();
  const name = displayName(user);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', color: 'common.white' }}>
      <Box sx={{ px: 3, pt: 3, pb: 2 }}>
        <BrandLink name={siteName} inverted to="/admin" />
        <Typography variant="overline" component="p" sx={{ mt: 1.5, color: muted }}>
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
                  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: -2 },
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
        <Box sx={{ px: 1.5 }}>
          <Button component={RouterLink} to="/" onClick={onNavigate} startIcon={<ArrowBackIcon />} fullWidth sx={{ color: muted, justifyContent: 'flex-start', px: 2 }}>
            Back to {siteName}
          </Button>
        </Box>
      </Box>
      <Box component="section" aria-label="Signed in as" sx={{ p: 2, borderTop: '1px solid rgba(255,255,255,0.12)' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5, minWidth: 0 }}>
          <Avatar aria-hidden sx={{ width: 40, height: 40, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 700, fontSize: '0.95rem' }}>
            {initialsOf(user)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }} noWrap title={name}>
              {name}
            </Typography>
            <Typography variant="body2" sx={{ color: muted }} noWrap title={user.email}>
              {user.email}
            </Typography>
          </Box>
        </Box>
        <Button
          variant="outlined"
          fullWidth
          startIcon={<LogoutIcon />}
          onClick={() => {
            onNavigate?.();
            void logout('/login');
          }}
          sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.3)', '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' } }}
        >
          Logout
        </Button>
      </Box>
    </Box>
  );
}
