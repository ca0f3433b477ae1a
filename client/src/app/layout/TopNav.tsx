import { lazy, Suspense, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { BrandLink } from '../../components/BrandLink';
import { useSession } from '../../features/account/useSession';
import { primaryNavLinks, SIGN_IN_ROUTE } from './nav-links';

const MOBILE_MENU_ID = 'mobile-menu';
// The drawer (modal, focus trap, transitions) is only needed once someone opens it.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMobileMenu);
// Only the signed-in see the avatar (MUI's Avatar and its image handling): it loads for them alone.
const AccountButton = lazy(async () => ({ default: (await import('../../features/account/AccountButton')).AccountButton }));
/** the avatar button's size, held while it loads so the bar does not move */
const ACCOUNT_BUTTON_SIZE = 48;

/**
 * The public top bar: brand, primary links, and Sign In or the signed-in traveller's avatar
 * menu; a menu button opens the same links on small screens.
 */
export function TopNav({ siteName }: { siteName: string }) {
  const { session } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const openMenu = () => {
    setMenuRequested(true);
    setMenuOpen(true);
  };

  return (
    <AppBar
      position="sticky"
      sx={(theme) => ({
        bgcolor: theme.alpha(theme.palette.background.paper, 0.88),
        backdropFilter: 'saturate(180%) blur(12px)',
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 2 }}>
          <BrandLink name={siteName} />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 4 }}>
            {primaryNavLinks.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end={link.to === '/'}
                sx={{
                  color: 'text.secondary',
                  px: 2,
                  '&.active': { color: 'primary.main', bgcolor: (theme) => theme.alpha(theme.palette.primary.main, 0.08) },
                }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flex: 1 }} />
          {session.status === 'signed-in' ? (
            <Suspense fallback={<Box sx={{ width: ACCOUNT_BUTTON_SIZE, height: ACCOUNT_BUTTON_SIZE }} />}>
              <AccountButton user={session.user} />
            </Suspense>
          ) : (
            <Button component={RouterLink} to={SIGN_IN_ROUTE} variant="contained" sx={{ display: { xs: 'none', md: 'inline-flex' }, visibility: session.status === 'loading' ? 'hidden' : undefined }}>
              Sign In
            </Button>
          )}
          <IconButton
            aria-label="Open menu"
            aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onClick={openMenu}
            onPointerEnter={loadMobileMenu}
            onFocus={loadMobileMenu}
            sx={{ display: { md: 'none' }, color: 'text.primary' }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={() => setMenuOpen(false)} siteName={siteName} />
        </Suspense>
      )}
    </AppBar>
  );
}
