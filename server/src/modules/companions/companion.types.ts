import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "An invitation to a trip, as its owner sees it. The link is given once, when it is made." })
export class CompanionInvitation {
  @Field(() => Int)
  id: number;

  @Field()
  role: string;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field()
  expiresAt: Date;

  @Field()
  createdAt: Date;

  @Field(() => String, { nullable: true, description: 'the address to accept it at: only in the answer to inviteCompanion' })
  link?: string | null;
}

@ObjectType({ description: "Who is on a trip and who is invited. The invitations are the owner's to see." })
export class TripCompanions {
  @Field(() => String, { nullable: true })
  owner: string | null;

  @Field(() => String, { nullable: true, description: "the asker's part: owner, editor or viewer" })
  role: string | null;

  @Field(() => [CompanionMember])
  companions: CompanionMember[];

  @Field(() => [CompanionInvitation], { description: 'pending invitations, for the owner; empty for anyone else' })
  invitations: CompanionInvitation[];
}

@ObjectType({ description: 'A companion on a trip.' })
export class CompanionMember {
  @Field(() => Int)
  userId: number;

  @Field()
  username: string;

  @Field()
  role: string;

  @Field()
  joinedAt: Date;
}

@ObjectType({ description: 'What an invitation link offers, shown before it is accepted.' })
export class InvitationPreview {
  @Field()
  tripUuid: string;

  @Field()
  destination: string;

  @Field()
  country: string;

  @Field({ description: "the inviting owner's username" })
  invitedBy: string;

  @Field()
  role: string;

  @Field()
  expiresAt: Date;

  @Field(() => String, { nullable: true, description: 'the address it was sent to, masked (j•••@example.com); null for a link' })
  sentTo: string | null;
}
