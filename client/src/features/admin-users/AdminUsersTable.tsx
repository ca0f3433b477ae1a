import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditIcon from '@mui/icons-material/EditOutlined';
import { graphql } from '../../gql';
import type { AdminUsersTable_UserFragment } from '../../gql/graphql';
import { AdminTableContainer, formatAdminDate } from '../admin-tables';

export const AdminUsersTable_user = graphql(`
  fragment AdminUsersTable_user on User {
    id
    username
    email
    firstName
    lastName
    bio
    profileImageUrl
    isAdmin
    createdAt
    lastLogin
  }
`);

export type AdminUserRow = AdminUsersTable_UserFragment;

interface AdminUsersTableProps {
  users: readonly AdminUserRow[];
  currentUserId: number | undefined;
  onEdit: (user: AdminUserRow) => void;
  onDelete: (user: AdminUserRow) => void;
}

/** Username, Email, Joined, Last Login, Status and the row's Edit and Delete (not on one's own row). */
export function AdminUsersTable({ users, currentUserId, onEdit, onDelete }: AdminUsersTableProps) {
  return (
    <AdminTableContainer label="Users">
      <Table size="small" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>Username</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Joined</TableCell>
            <TableCell>Last Login</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => {
            const own = user.id === currentUserId;
            return (
              <TableRow key={user.id} hover>
                <TableCell sx={{ fontWeight: 600 }}>{user.username}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.email}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAdminDate(user.createdAt, 'Unknown')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAdminDate(user.lastLogin, 'Never')}</TableCell>
                <TableCell>
                  <Chip size="small" label={user.isAdmin ? 'Admin' : 'Regular'} color={user.isAdmin ? 'primary' : 'default'} variant={user.isAdmin ? 'filled' : 'outlined'} />
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(user)} aria-label={`Edit ${user.username}`}>
                      Edit
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      startIcon={<DeleteIcon />}
                      onClick={() => onDelete(user)}
                      disabled={own}
                      aria-label={own ? `Delete ${user.username} (you cannot delete your own account)` : `Delete ${user.username}`}
                    >
                      Delete
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </AdminTableContainer>
  );
}
