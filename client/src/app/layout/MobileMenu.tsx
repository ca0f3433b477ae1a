import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { BrandLink } from '../../components/BrandLink';
import { useLogout } from '../../features/account/useLogout';
import { useSession } from '../../features/account/useSession';
import { primaryNavLinks, SIGN_IN_ROUTE } from './nav-links';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  siteName: string;
}

/** The small-screen menu: a drawer (focus-trapped, Escape closes) with the same links as the top bar, plus Profile and Logout when signed in. */
export default function MobileMenu({ id, open, onClose, siteName }: MobileMenuProps) {
  const { session } = useSession();
  const logout = useLogout();
  const signedIn = session.status === 'signed-in';
  const links = signedIn ? [...primaryNavLinks, { label: 'Profile', to: '/profile' }] : primaryNavLinks;
  return (
    <Drawer
      id={id}
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(320px, 86vw)' }, role: 'dialog', 'aria-modal': true, 'aria-label': 'Menu' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.5 }}>
        <Box onClick={onClose}>
          <BrandLink name={siteName} />
        </Box>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Main">
        <List sx={{ px: 1.5, py: 2 }}>
          {links.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={link.to}
                end={link.to === '/'}
                onClick={onClose}
                sx={{
                  py: 1.25,
                  '&.active': { color: 'primary.main', bgcolor: (theme) => theme.alpha(theme.palette.primary.main, 0.08) },
                }}
              >
                <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: 650 } } }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box sx={{ px: 2.5, mt: 'auto', pb: 3 }}>
        {signedIn ? (
          <Button
            onClick={() => {
              onClose();
              logout('/');
            }}
            variant="outlined"
            size="large"
            fullWidth
          >
            Logout
          </Button>
        ) : (
          <Button component={RouterLink} to={SIGN_IN_ROUTE} onClick={onClose} variant="contained" size="large" fullWidth>
            Sign In
          </Button>
        )}
      </Box>
    </Drawer>
  );
}
