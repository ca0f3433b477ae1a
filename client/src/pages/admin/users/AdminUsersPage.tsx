import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@apollo/client/react';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { PageIntro } from '../../../components/PageIntro';
import { getFragmentData, graphql } from '../../../gql';
import { useSession } from '../../../features/account/useSession';
import { AdminConfirmDialog } from '../../../features/admin-tables/AdminConfirmDialog';
import { matchesSearch } from '../../../features/admin-tables/admin-format';
import { AdminUserEditDialog } from '../../../features/admin-users/AdminUserEditDialog';
import { AdminUsersTable, AdminUsersTable_user, type AdminUserRow } from '../../../features/admin-users/AdminUsersTable';
import { useAdminUserActions } from '../../../features/admin-users/useAdminUserActions';

const AdminUsersPageQuery = graphql(`
  query AdminUsersPage {
    adminUsers {
      id
      ...AdminUsersTable_user
    }
  }
`);

/** User Management: search, edit and delete accounts. */
export default function AdminUsersPage() {
  const { data, loading, error } = useQuery(AdminUsersPageQuery, { fetchPolicy: 'cache-and-network' });
  const { session } = useSession();
  const currentUserId = session.status === 'signed-in' ? session.user.id : undefined;
  const { updateUser, deleteUser, saving, deleting } = useAdminUserActions();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<AdminUserRow | null>(null);

  const users = data ? getFragmentData(AdminUsersTable_user, data.adminUsers) : undefined;
  const shown = users?.filter((user) => matchesSearch(search, user.username, user.email));

  return (
    <>
      <PageIntro title="User Management" lead="Search, edit and remove the accounts registered on the site.">
        <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <TextField
            type="search"
            size="small"
            placeholder="Search by username or email..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ width: { xs: '100%', sm: 360 } }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search by username or email' },
              input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
            }}
          />
          {/* The button is shown but does nothing yet (docs/product/accounts-admin.md, section 2). */}
          <Button variant="contained" startIcon={<PersonAddIcon />} disabled>
            Add User
          </Button>
        </Box>
      </PageIntro>

      {!users && loading && <LoadingIndicator label="Loading users..." />}
      {!users && error && (
        <Typography role="alert" color="error" sx={{ py: 4, textAlign: 'center' }}>
          Error loading users. Please try again later.
        </Typography>
      )}
      {shown && shown.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {search.trim() ? 'No users matching your search' : 'No users found'}
        </Typography>
      )}
      {shown && shown.length > 0 && <AdminUsersTable users={shown} currentUserId={currentUserId} onEdit={setEditing} onDelete={setConfirmDelete} />}

      <AdminUserEditDialog user={editing} saving={saving} onClose={() => setEditing(null)} onSave={(input) => (editing ? updateUser(editing.id, input) : Promise.resolve(false))} />
      <AdminConfirmDialog
        open={confirmDelete !== null}
        title="Are you sure?"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleting}
        onCancel={() => setConfirmDelete(null)}
        onConfirm={async () => {
          if (confirmDelete && (await deleteUser(confirmDelete.id))) setConfirmDelete(null);
        }}
      >
        This action will permanently delete the user account for <strong>{confirmDelete?.username}</strong>. This action cannot be undone.
      </AdminConfirmDialog>
    </>
  );
}
