import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { Outlet } from 'react-router-dom';
import { useSiteSettings } from '../../features/site-settings/useSiteSettings';
import { AdminSidebar } from './AdminSidebar';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

const SIDEBAR_WIDTH = 264;
const sidebarPaper = { width: SIDEBAR_WIDTH, bgcolor: '#0B1F26', border: 0 };

/**
 * The admin shell: a permanent sidebar on wide screens; on small screens a top bar whose
 * menu button opens the sidebar as a drawer over the page. (Admin-only access arrives with
 * accounts; this layout is the frame the admin screens render in.)
 */
export default function AdminLayout() {
  const { siteName } = useSiteSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <Drawer variant="permanent" sx={{ display: { xs: 'none', md: 'block' }, width: SIDEBAR_WIDTH, flexShrink: 0 }} slotProps={{ paper: { sx: sidebarPaper } }}>
        <AdminSidebar siteName={siteName} />
      </Drawer>
      <Drawer
        variant="temporary"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        sx={{ display: { md: 'none' } }}
        slotProps={{ paper: { sx: sidebarPaper, role: 'dialog', 'aria-modal': true, 'aria-label': 'Admin menu' } }}
      >
        <AdminSidebar siteName={siteName} onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" sx={{ display: { md: 'none' }, borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar sx={{ gap: 1 }}>
            <IconButton edge="start" aria-label="Open admin menu" aria-expanded={drawerOpen} aria-haspopup="dialog" onClick={() => setDrawerOpen(true)}>
              <MenuIcon />
            </IconButton>
            <Typography component="p" variant="subtitle1">
              Admin Dashboard
            </Typography>
          </Toolbar>
        </AppBar>
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none', px: { xs: 2, sm: 3, md: 5 }, py: { xs: 3, md: 5 } }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
