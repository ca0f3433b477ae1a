import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import DashboardIcon from '@mui/icons-material/DashboardRounded';
import LuggageIcon from '@mui/icons-material/LuggageRounded';
import MailIcon from '@mui/icons-material/MailRounded';
import PeopleIcon from '@mui/icons-material/PeopleRounded';
import SettingsIcon from '@mui/icons-material/SettingsRounded';

/** The admin sidebar entries (docs/product/accounts-admin.md, section 2: Dashboard, Users, Trips, Subscribers, Settings). */
export const adminNavLinks: { label: string; to: string; Icon: ComponentType<SvgIconProps> }[] = [
  { label: 'Dashboard', to: '/admin', Icon: DashboardIcon },
  { label: 'Users', to: '/admin/users', Icon: PeopleIcon },
  { label: 'Trips', to: '/admin/trips', Icon: LuggageIcon },
  { label: 'Subscribers', to: '/admin/subscribers', Icon: MailIcon },
  { label: 'Settings', to: '/admin/settings', Icon: SettingsIcon },
];
