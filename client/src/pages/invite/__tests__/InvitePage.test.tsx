import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Arrived, renderAs, signedIn, signedOut, TRIP_UUID } from '../../../features/companions/__tests__/render-as';
import type { SessionState } from '../../../features/account/session-context';
import { AcceptCompanionInvitationDocument, CompanionInvitationDocument } from '../../../gql/graphql';
import InvitePage from '../InvitePage';

const TOKEN = 'k'.repeat(43);
const previewRequest = { query: CompanionInvitationDocument, variables: { token: TOKEN } };
const preview = (fields: Partial<{ role: string; sentTo: string | null }> = {}) => ({
  request: previewRequest,
  result: {
    data: {
      companionInvitation: { __typename: 'InvitationPreview' as const, tripUuid: TRIP_UUID, destination: 'Kyoto', country: 'Japan', invitedBy: 'ana', role: 'editor', expiresAt: '2026-06-08T12:00:00.000Z', sentTo: null, ...fields },
    },
  },
});
const refusal = (request: object, message: string, code: string) => ({ request, result: { errors: [new GraphQLError(message, { extensions: { code } })] } });
const acceptRequest = { query: AcceptCompanionInvitationDocument, variables: { token: TOKEN } };

function renderInvite(session: SessionState, mocks: object[]) {
  return renderAs(<InvitePage />, {
    session,
    mocks: mocks as never,
    path: `/invite/${TOKEN}`,
    route: '/invite/:token',
    extraRoutes: { '/login': <Arrived name="Sign in" />, '/register': <Arrived name="Register" />, '/trip/:id': <Arrived name="Trip" />, '/my-trips': <Arrived name="My Trips" />, '/': <Arrived name="Home" /> },
  });
}

describe('InvitePage', () => {
  it('tells a signed-out visitor who invited them, to what and as what, and sends them to sign in and back', async () => {
    renderInvite(signedOut, [preview()]);
    expect(screen.getByText('Opening your invitation…')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'ana invited you to their trip to Kyoto' })).toBeTruthy();
    expect(screen.getByText('You are invited as an editor: you can change the plan and the wallet.')).toBeTruthy();
    expect(screen.getByText('Jun 8, 2026')).toBeTruthy();
    expect(screen.getByText('Kyoto, Japan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');

    fireEvent.click(screen.getByRole('link', { name: 'Sign in to accept' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('arrived-state').textContent!)).toEqual({ from: { pathname: `/invite/${TOKEN}` } });
  });

  it("says a viewer's part and the masked address an emailed invitation was sent to", async () => {
    renderInvite(signedOut, [preview({ role: 'viewer', sentTo: 'b•••@example.com' })]);
    expect(await screen.findByText('You are invited as a viewer: you can see the plan and the wallet.')).toBeTruthy();
    expect(screen.getByText('b•••@example.com')).toBeTruthy();
    expect(screen.getByText('Only the account with that email address can accept it.')).toBeTruthy();
  });

  it('lets a signed-in traveller accept, then opens the trip', async () => {
    const accepted = { request: acceptRequest, result: { data: { acceptCompanionInvitation: { __typename: 'Trip' as const, uuid: TRIP_UUID } } } };
    renderInvite(signedIn(9, 'ben'), [preview(), accepted]);
    expect(await screen.findByText('Signed in as ben.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { name: 'Trip' })).toBeTruthy();
    expect(screen.getByTestId('arrived-path').textContent).toBe(`/trip/${TRIP_UUID}`);
    expect(screen.getByText('You joined the trip')).toBeTruthy();
  });

  it("shows why an invitation cannot be accepted (another address), with the server's words", async () => {
    const message = 'This invitation was sent to b•••@example.com. Sign in with that account to accept it.';
    renderInvite(signedIn(5, 'eve'), [preview({ sentTo: 'b•••@example.com' }), refusal(acceptRequest, message, 'FORBIDDEN')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole('link', { name: 'Go to My Trips' }).getAttribute('href')).toBe('/my-trips');
  });

  it('says plainly that a withdrawn invitation is gone, with a way home', async () => {
    renderInvite(signedOut, [refusal(previewRequest, 'This invitation was withdrawn by the trip’s owner.', 'GONE')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation can no longer be used' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This invitation was withdrawn by the trip’s owner.');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('says a link that names no invitation is not valid, with a way to My Trips when signed in', async () => {
    renderInvite(signedIn(9, 'ben'), [refusal(previewRequest, 'This invitation link is not valid. Check that you copied all of it, or ask for a new one.', 'NOT_FOUND')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation link is not valid' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Check that you copied all of it');
    expect(screen.getByRole('link', { name: 'Go to My Trips' })).toBeTruthy();
  });
});
