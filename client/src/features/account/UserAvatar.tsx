import Avatar from '@mui/material/Avatar';
import type { SessionUser } from '../../app/session';
import { initialsOf } from './user-names';

/** The user's picture, or their initials when there is none (or it fails to load). */
export function UserAvatar({ user, size = 36 }: { user: SessionUser; size?: number }) {
  return (
    <Avatar src={user.profileImageUrl ?? undefined} alt="" sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.4, fontWeight: 700 }}>
      {initialsOf(user)}
    </Avatar>
  );
}
