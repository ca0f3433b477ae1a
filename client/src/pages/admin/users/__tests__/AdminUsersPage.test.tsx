import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../../../test/render';
import { AdminUsersPageDocument, AdminUsersUpdateUserDocument } from '../../../../gql/graphql';
import AdminUsersPage from '../AdminUsersPage';

const ada = {
  __typename: 'User' as const,
  id: 1,
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  bio: 'Mathematician',
  profileImageUrl: null,
  isAdmin: true,
  createdAt: '2026-02-03T09:00:00.000Z',
  lastLogin: null,
};
const bob = { ...ada, id: 2, username: 'bob', email: 'bob@sample.org', firstName: null, lastName: null, bio: null, isAdmin: false, createdAt: '2026-05-06T09:00:00.000Z', lastLogin: '2026-06-01T09:00:00.000Z' };
const list = (users: object[]) => ({ request: { query: AdminUsersPageDocument }, result: { data: { adminUsers: users } } });

describe('User Management', () => {
  test('lists users with dates, badges and Never; search narrows by username or email, any case', async () => {
    renderWithApp(<AdminUsersPage />, { mocks: [list([ada, bob])] });
    expect(screen.getByText('Loading users...')).toBeTruthy();
    await screen.findByText('bob@sample.org');
    expect(screen.getByText('Feb 3, 2026')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    expect(screen.getByText('Jun 1, 2026')).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    expect(screen.getByText('Regular')).toBeTruthy();

    const search = screen.getByPlaceholderText('Search by username or email...');
    fireEvent.change(search, { target: { value: 'SAMPLE' } });
    expect(screen.queryByText('ada@example.com')).toBeNull();
    expect(screen.getByText('bob@sample.org')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(screen.getByText('No users matching your search')).toBeTruthy();
  });

  test('empty list and load failure texts', async () => {
    const { unmount } = renderWithApp(<AdminUsersPage />, { mocks: [list([])] });
    await screen.findByText('No users found');
    unmount();
    renderWithApp(<AdminUsersPage />, { mocks: [{ request: { query: AdminUsersPageDocument }, error: new Error('down') }] });
    await screen.findByText('Error loading users. Please try again later.');
  });

  test('edit: a bad email is refused under the field and the message clears on typing; empty fields go as null', async () => {
    const input = { isAdmin: true, firstName: null, lastName: null, email: 'bob@sample.org', bio: null, profileImageUrl: null };
    renderWithApp(<AdminUsersPage />, {
      mocks: [
        list([ada, bob]),
        { request: { query: AdminUsersUpdateUserDocument, variables: { id: 2, input } }, result: { data: { adminUpdateUser: { __typename: 'AdminUserResult', message: 'User updated', user: { ...bob, isAdmin: true } } } } },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit bob' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Grant admin privileges to this user')).toBeTruthy();
    const email = within(dialog).getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'bob@nowhere' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'bob@sample.org' } });
    expect(within(dialog).queryByText('Please enter a valid email address')).toBeNull();

    fireEvent.click(within(dialog).getByRole('switch', { name: 'Admin Status' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeTruthy();
    await screen.findByText('User details have been updated successfully.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByText('Admin')).toHaveLength(2);
  });
});
