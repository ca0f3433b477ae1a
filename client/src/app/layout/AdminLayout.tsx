import { useEffect, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { useToast } from '../../components/toast';
import { useSession } from '../../features/account/useSession';
import { useSiteSettings } from '../../features/site-settings/useSiteSettings';
import type { SessionUser } from '../session';
import { AdminSidebar } from './AdminSidebar';
import { MaintenanceBanner } from './MaintenanceBanner';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

const SIDEBAR_WIDTH = 264;
const SIDEBAR_COLOUR = '#0B1F26';
const sidebarPaper = { width: SIDEBAR_WIDTH, bgcolor: SIDEBAR_COLOUR, border: 0 };
/**
 * On wide screens the sidebar's column runs the full height of the page, however long, and
 * the sidebar itself stays in view while the page scrolls (sticky, not MUI's fixed paper,
 * which covers only the first screen of a full-page capture or print).
 */
const dockedSidebar = { display: { xs: 'none', md: 'block' }, width: SIDEBAR_WIDTH, flexShrink: 0, alignSelf: 'stretch', bgcolor: SIDEBAR_COLOUR };
const dockedPaper = { ...sidebarPaper, position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' } as const;

/**
 * Every path under /admin renders here, and only for admins (docs/product/accounts-admin.md, section 2: "Admin only; anyone else is
 * redirected to /login"): a spinner while the stored session is checked, then /login for the
 * signed-out and for signed-in non-admins alike. The server refuses their admin calls anyway;
 * this only keeps them from an admin screen they cannot use.
 */
export default function AdminLayout() {
  const location = useLocation();
  const { session } = useSession();
  if (session.status === 'loading') return <LoadingIndicator label="Checking your session…" minHeight="100vh" />;
  if (session.status === 'signed-out') return session.leaving ? null : <Navigate to="/login" replace state={{ from: location }} />;
  if (!session.user.isAdmin) return <NotAllowed />;
  return <AdminShell user={session.user} />;
}

export const NOT_ALLOWED_TOAST = { title: 'Admins only', description: 'Sign in with an admin account to open the admin area.' } as const;

/** A signed-in non-admin: sent to /login like everyone else, told why by a toast. */
function NotAllowed() {
  const { toast } = useToast();
  useEffect(() => {
    toast({ ...NOT_ALLOWED_TOAST, variant: 'destructive' });
  }, [toast]);
  return <Navigate to="/login" replace />;
}

/**
 * The admin shell: a permanent sidebar on wide screens; on small screens a top bar whose menu
 * button opens the sidebar as a drawer over the page, with an overlay.
 */
function AdminShell({ user }: { user: SessionUser }) {
  const { siteName, maintenanceMode } = useSiteSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <Drawer variant="permanent" sx={dockedSidebar} slotProps={{ paper: { sx: dockedPaper } }}>
        <AdminSidebar siteName={siteName} user={user} />
      </Drawer>
      <Drawer
        variant="temporary"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        sx={{ display: { md: 'none' } }}
        slotProps={{ paper: { sx: sidebarPaper, role: 'dialog', 'aria-modal': true, 'aria-label': 'Admin menu' } }}
      >
        <AdminSidebar siteName={siteName} user={user} onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" sx={{ display: { md: 'none' }, borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar sx={{ gap: 1 }}>
            <IconButton edge="start" aria-label="Open admin menu" aria-expanded={drawerOpen} aria-haspopup="dialog" onClick={() => setDrawerOpen(true)}>
              <MenuIcon />
            </IconButton>
            <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {siteName} · Admin Dashboard
            </Typography>
          </Toolbar>
        </AppBar>
        {maintenanceMode && <MaintenanceBanner siteName={siteName} forAdmin />}
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none', px: { xs: 2, sm: 3, md: 5 }, py: { xs: 3, md: 5 } }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
