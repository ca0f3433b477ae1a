/** The companions' GraphQL operations (schema: TripCompanions, CompanionInvitation, InvitationPreview). */
import { graphql } from '../../gql';

export const TripCompanionsQuery = graphql(`
  query TripCompanions($tripUuid: String!) {
    tripCompanions(tripUuid: $tripUuid) {
      owner
      role
      companions {
        userId
        username
        role
        joinedAt
      }
      invitations {
        id
        role
        email
        expiresAt
      }
    }
  }
`);

export const InviteCompanionMutation = graphql(`
  mutation InviteCompanion($tripUuid: String!, $input: InviteCompanionInput!) {
    inviteCompanion(tripUuid: $tripUuid, input: $input) {
      id
      role
      email
      expiresAt
      link
    }
  }
`);

export const RevokeCompanionInvitationMutation = graphql(`
  mutation RevokeCompanionInvitation($tripUuid: String!, $id: Int!) {
    revokeCompanionInvitation(tripUuid: $tripUuid, id: $id)
  }
`);

export const RemoveCompanionMutation = graphql(`
  mutation RemoveCompanion($tripUuid: String!, $userId: Int!) {
    removeCompanion(tripUuid: $tripUuid, userId: $userId)
  }
`);

export const CompanionInvitationQuery = graphql(`
  query CompanionInvitation($token: String!) {
    companionInvitation(token: $token) {
      tripUuid
      destination
      country
      invitedBy
      role
      expiresAt
      sentTo
    }
  }
`);

export const AcceptCompanionInvitationMutation = graphql(`
  mutation AcceptCompanionInvitation($token: String!) {
    acceptCompanionInvitation(token: $token) {
      uuid
    }
  }
`);
