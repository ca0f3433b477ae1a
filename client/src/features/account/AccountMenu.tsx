import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import LogoutIcon from '@mui/icons-material/LogoutRounded';
import PersonIcon from '@mui/icons-material/PersonOutlineRounded';
import { Link as RouterLink } from 'react-router-dom';
import type { SessionUser } from '../../app/session';
import { useLogout } from './useLogout';
import { displayName } from './user-names';

interface AccountMenuProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  user: SessionUser;
}

/** The avatar's menu: Profile, Admin Dashboard (admins only) and Logout (which goes to /). */
export default function AccountMenu({ id, anchor, onClose, user }: AccountMenuProps) {
  const logout = useLogout();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }} slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}>
      <Typography component="div" sx={{ px: 2, pt: 1, pb: 1.25 }}>
        <Typography variant="subtitle2" component="p" noWrap>
          {displayName(user)}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="p" noWrap>
          {user.email}
        </Typography>
      </Typography>
      <Divider />
      <MenuItem component={RouterLink} to="/profile" onClick={onClose}>
        <ListItemIcon>
          <PersonIcon fontSize="small" />
        </ListItemIcon>
        Profile
      </MenuItem>
      {user.isAdmin && (
        <MenuItem component={RouterLink} to="/admin" onClick={onClose}>
          <ListItemIcon>
            <DashboardIcon fontSize="small" />
          </ListItemIcon>
          Admin Dashboard
        </MenuItem>
      )}
      <MenuItem
        onClick={() => {
          onClose();
          logout('/');
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        Logout
      </MenuItem>
    </Menu>
  );
}
