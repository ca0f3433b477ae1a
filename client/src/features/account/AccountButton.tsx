import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import type { SessionUser } from '../../app/session';
import { UserAvatar } from './UserAvatar';
import { initialsOf } from './user-names';

const ACCOUNT_MENU_ID = 'account-menu';
// The menu (popover, focus handling) loads on first use, keeping the first page small.
const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(loadAccountMenu);

/** The signed-in traveller's avatar in the top bar; it opens the account menu. */
export function AccountButton({ user }: { user: SessionUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <IconButton
        // The name starts with the initials the avatar shows: what is seen is what is said (WCAG 2.5.3).
        aria-label={`${initialsOf(user)}, account menu for ${user.username}`}
        aria-controls={anchor ? ACCOUNT_MENU_ID : undefined}
        aria-expanded={Boolean(anchor)}
        aria-haspopup="menu"
        onClick={(event) => {
          setRequested(true);
          setAnchor(event.currentTarget);
        }}
        onPointerEnter={loadAccountMenu}
        onFocus={loadAccountMenu}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} />
      </IconButton>
      {requested && (
        <Suspense fallback={null}>
          <AccountMenu id={ACCOUNT_MENU_ID} anchor={anchor} onClose={() => setAnchor(null)} user={user} />
        </Suspense>
      )}
    </>
  );
}
