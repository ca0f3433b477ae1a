import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { InviteCompanionDocument, RemoveCompanionDocument, RevokeCompanionInvitationDocument, TripCompanionsDocument } from '../../../gql/graphql';
import CompanionsDialog from '../CompanionsDialog';
import { Arrived, renderAs, signedIn, TRIP_UUID } from './render-as';

// Several mocked round trips and dialog transitions per test; this only lengthens how long a condition may take.
configure({ asyncUtilTimeout: 5000 });

const LINK = `http://localhost:3000/invite/${'k'.repeat(43)}`;
const ben = { __typename: 'CompanionMember' as const, userId: 9, username: 'ben', role: 'editor', joinedAt: '2026-05-02T12:00:00.000Z' };
const pending = { __typename: 'CompanionInvitation' as const, id: 3, role: 'viewer', email: null, expiresAt: '2026-06-08T12:00:00.000Z' };

function companionsMock(role: string, { companions = [ben], invitations = [pending] }: { companions?: (typeof ben)[]; invitations?: (typeof pending)[] } = {}) {
  return {
    request: { query: TripCompanionsDocument, variables: { tripUuid: TRIP_UUID } },
    result: { data: { tripCompanions: { __typename: 'TripCompanions' as const, owner: 'ana', role, companions, invitations: role === 'owner' ? invitations : [] } } },
  };
}

const inviteMock = (email: string | null) => ({
  request: { query: InviteCompanionDocument, variables: { tripUuid: TRIP_UUID, input: { role: 'editor', email } } },
  result: { data: { inviteCompanion: { __typename: 'CompanionInvitation' as const, id: 4, role: 'editor', email, expiresAt: '2026-06-09T12:00:00.000Z', link: LINK } } },
});

function renderDialog(session: ReturnType<typeof signedIn>, mocks: object[], canShare: boolean) {
  return renderAs(<CompanionsDialog open onClose={jest.fn()} tripUuid={TRIP_UUID} canShare={canShare} />, {
    session,
    mocks: mocks as never,
    path: `/trip/${TRIP_UUID}`,
    route: '/trip/:id',
    extraRoutes: { '/my-trips': <Arrived name="My Trips" /> },
  });
}

const dialog = () => screen.getByRole('dialog', { name: 'Companions' });

describe('Companions dialog', () => {
  it("shows the owner who is on the trip with their parts, and the invitations waiting", async () => {
    renderDialog(signedIn(1, 'ana'), [companionsMock('owner')], true);
    expect(screen.getByText('Loading companions…')).toBeTruthy();
    const people = within(await screen.findByRole('list', { name: 'People on this trip' }));
    const rows = people.getAllByRole('listitem');
    expect(rows[0].textContent).toContain('ana (you)');
    expect(rows[0].textContent).toContain('Owner');
    expect(rows[1].textContent).toContain('ben');
    expect(rows[1].textContent).toContain('Editor');
    expect(rows[1].textContent).toContain('Joined May 2, 2026');
    expect(people.getByRole('button', { name: 'Remove ben' })).toBeTruthy();
    expect(screen.getByText('Viewer invitation by link')).toBeTruthy();
    expect(screen.getByText('Expires Jun 8, 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave trip' })).toBeNull();
  });

  it('invites an editor by link and shows the link once, with Copy and how long it works', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const withNew = companionsMock('owner', { invitations: [pending, { ...pending, id: 4, role: 'editor', expiresAt: '2026-06-09T12:00:00.000Z' }] });
    renderDialog(signedIn(1, 'ana'), [companionsMock('owner'), inviteMock(null), withNew], true);
    const form = within(await screen.findByRole('form', { name: 'Invite someone' }));
    expect(form.getByRole('combobox', { name: 'Invite as' }).textContent).toBe('Editor');
    fireEvent.click(form.getByRole('button', { name: 'Create invitation link' }));

    expect(await screen.findByText('Invitation link ready (Editor)')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Invitation link' }) as HTMLInputElement).value).toBe(LINK);
    expect(screen.getByText('This link works once and expires in 7 days.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(LINK);
    // The pending list is asked again and shows the new invitation.
    expect(await screen.findByText('Editor invitation by link')).toBeTruthy();
  });

  it('says where an emailed invitation went', async () => {
    const email = 'cleo@example.com';
    renderDialog(signedIn(1, 'ana'), [companionsMock('owner'), inviteMock(email), companionsMock('owner')], true);
    const form = within(await screen.findByRole('form', { name: 'Invite someone' }));
    fireEvent.change(form.getByRole('textbox', { name: 'Email (optional)' }), { target: { value: ` ${email} ` } });
    fireEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(`Invitation sent to ${email} (Editor)`)).toBeTruthy();
    expect(screen.getByText(/This link works once and expires in 7 days\. We emailed it to cleo@example\.com/)).toBeTruthy();
  });

  it("shows the server's reason when an invitation is refused", async () => {
    const refused = { request: inviteMock(null).request, result: { errors: [new GraphQLError('This trip already has 20 open invitations. Withdraw some before making more.', { extensions: { code: 'CONFLICT' } })] } };
    renderDialog(signedIn(1, 'ana'), [companionsMock('owner'), refused], true);
    fireEvent.click(await screen.findByRole('button', { name: 'Create invitation link' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toContain('This trip already has 20 open invitations. Withdraw some before making more.');
    expect(screen.queryByRole('textbox', { name: 'Invitation link' })).toBeNull();
  });

  it('withdraws a pending invitation', async () => {
    const revoke = { request: { query: RevokeCompanionInvitationDocument, variables: { tripUuid: TRIP_UUID, id: 3 } }, result: { data: { revokeCompanionInvitation: true } } };
    renderDialog(signedIn(1, 'ana'), [companionsMock('owner'), revoke, companionsMock('owner', { invitations: [] })], true);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw Viewer invitation by link' }));
    expect(await screen.findByText('No open invitations.')).toBeTruthy();
  });

  it('removes a companion after asking', async () => {
    const remove = { request: { query: RemoveCompanionDocument, variables: { tripUuid: TRIP_UUID, userId: 9 } }, result: { data: { removeCompanion: true } } };
    renderDialog(signedIn(1, 'ana'), [companionsMock('owner'), remove, companionsMock('owner', { companions: [] })], true);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove ben' }));
    const question = screen.getByRole('alertdialog', { name: 'Remove ben?' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No companions yet. Invite someone below.')).toBeTruthy();
  });

  it('shows a companion the list without invite or remove, and lets them leave, then goes to My Trips', async () => {
    const leave = { request: { query: RemoveCompanionDocument, variables: { tripUuid: TRIP_UUID, userId: 9 } }, result: { data: { removeCompanion: true } } };
    renderDialog(signedIn(9, 'ben'), [companionsMock('editor'), leave], false);
    const people = within(await screen.findByRole('list', { name: 'People on this trip' }));
    expect(people.getAllByRole('listitem')[1].textContent).toContain('ben (you)');
    expect(screen.queryByRole('form', { name: 'Invite someone' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByText('Waiting for an answer')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Leave trip' }));
    const question = screen.getByRole('alertdialog', { name: 'Leave this trip?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Leave trip' }));
    expect(await screen.findByRole('heading', { name: 'My Trips' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('You left the trip')).toBeTruthy());
  });

  it("shows the server's message when the list is refused", async () => {
    const refused = { request: { query: TripCompanionsDocument, variables: { tripUuid: TRIP_UUID } }, result: { errors: [new GraphQLError("Only the trip's own travellers can see who is on it", { extensions: { code: 'FORBIDDEN' } })] } };
    renderDialog(signedIn(5, 'eve'), [refused], false);
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toContain("Only the trip's own travellers can see who is on it");
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
