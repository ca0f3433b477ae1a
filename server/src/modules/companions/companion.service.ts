/**
 * Companions (issue 22): a trip's owner invites others by link or by email, as editors or
 * viewers; an invitation is spent by one acceptance, lapses after a week and can be withdrawn;
 * the owner removes a companion and a companion may leave. What a companion may then do is
 * decided where every trip right is, in trips/trip-access.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { IsNull, type DataSource, type Repository } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import type { ActivityService } from '../activity/index.js';
import { requireUser, type Viewer } from '../auth/index.js';
import type { MailService } from '../mail/index.js';
import type { SettingsService } from '../settings/index.js';
import { hasTripRight, requireTripRight, roleOf, TripMember, TripRight, type Trip, type TripService } from '../trips/index.js';
import { User } from '../users/index.js';
import type { CompanionInvitation, InvitationPreview, TripCompanions } from './companion.types.js';
import type { InviteCompanionInput } from './companion.inputs.js';
import { invitationMail } from './invitation-mail.js';
import { TripInvitation } from './trip-invitation.entity.js';

export const INVITATION_DAYS = 7;
/** Bounds on one trip, so that an owner's account cannot be used to send mail without end. */
export const MAX_COMPANIONS = 20;
export const MAX_PENDING_INVITATIONS = 20;

const ONLY_OWNER_SHARES = "Only the trip's owner can invite companions and remove them";
const NOT_A_LINK = 'This invitation link is not valid. Check that you copied all of it, or ask for a new one.';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** j•••@example.com: enough to tell which address was meant, not enough to harvest it. */
export function maskedEmail(email: string): string {
  const [name, domain] = email.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
}

export class CompanionService {
  private readonly invitations: Repository<TripInvitation>;
  private readonly members: Repository<TripMember>;
  private readonly users: Repository<User>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly trips: TripService,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
    private readonly activity: ActivityService,
    private readonly options: { publicUrl: string; log?: Logger },
  ) {
    this.invitations = dataSource.getRepository(TripInvitation);
    this.members = dataSource.getRepository(TripMember);
    this.users = dataSource.getRepository(User);
  }

  /** Who is on the trip, for its travellers; the pending invitations for its owner. */
  async list(tripUuid: string, viewer: Viewer): Promise<TripCompanions> {
    const trip = requireTripRight(viewer, await this.trips.getByUuid(tripUuid), TripRight.ViewPrivate, "Only the trip's own travellers can see who is on it");
    const [owner, members] = await Promise.all([
      trip.userId == null ? null : this.users.findOneBy({ id: trip.userId }),
      this.members.find({ where: { tripId: trip.id }, relations: { user: true }, order: { id: 'ASC' } }),
    ]);
    const invitations = hasTripRight(viewer, trip, TripRight.Share)
      ? await this.invitations.createQueryBuilder('i').where('i.tripId = :id AND i.acceptedAt IS NULL AND i.revokedAt IS NULL AND i.expiresAt > now()', { id: trip.id }).orderBy('i.id', 'ASC').getMany()
      : [];
    return {
      owner: owner?.username ?? null,
      role: roleOf(viewer, trip) ?? null,
      companions: members.map((member) => ({ userId: member.userId, username: member.user?.username ?? '', role: member.role, joinedAt: member.joinedAt })),
      invitations: invitations.map(invitationView),
    };
  }

  /** A new invitation; its link is in the answer, once, and mailed when an address is given. */
  async invite(tripUuid: string, input: InviteCompanionInput, viewer: Viewer): Promise<CompanionInvitation> {
    const user = requireUser(viewer);
    const trip = requireTripRight(viewer, await this.trips.getByUuid(tripUuid), TripRight.Share, ONLY_OWNER_SHARES);
    if ((trip.members?.length ?? 0) >= MAX_COMPANIONS) throw new AppError('conflict', `A trip can have at most ${MAX_COMPANIONS} companions. Remove one before inviting another.`);
    if (input.email && input.email === user.email.toLowerCase()) throw new AppError('validation_failed', 'That is your own address: you are on this trip already.');
    const pending = await this.invitations.createQueryBuilder('i').where('i.tripId = :id AND i.acceptedAt IS NULL AND i.revokedAt IS NULL AND i.expiresAt > now()', { id: trip.id }).getCount();
    if (pending >= MAX_PENDING_INVITATIONS) throw new AppError('conflict', `This trip already has ${MAX_PENDING_INVITATIONS} open invitations. Withdraw some before making more.`);
    const token = randomBytes(32).toString('base64url');
    const invitation = await this.invitations.save(
      this.invitations.create({ tripId: trip.id, role: input.role, email: input.email ?? null, tokenHash: hashOf(token), invitedById: user.id, expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000), acceptedAt: null, acceptedById: null, revokedAt: null }),
    );
    const link = new URL(`/invite/${token}`, this.options.publicUrl).toString();
    if (input.email) {
      const { siteName } = await this.settings.get();
      const mail = invitationMail({ siteName, link, invitedBy: user.username, destination: trip.destination, role: input.role, days: INVITATION_DAYS });
      // In the background, as password resets are: a slow mail server does not hold the owner up.
      this.mail.send({ to: input.email, senderName: siteName, ...mail }).catch((error: unknown) => {
        this.options.log?.error({ err: error, invitationId: invitation.id }, 'an invitation email could not be sent');
      });
    }
    await this.activity.record({ action: 'Companion Invited', userId: user.id, entityType: 'trip', entityId: trip.uuid, details: { role: input.role, byEmail: input.email != null } });
    return { ...invitationView(invitation), link };
  }

  /** The owner withdraws a pending invitation; its link stops working. */
  async revoke(tripUuid: string, invitationId: number, viewer: Viewer): Promise<boolean> {
    const trip = requireTripRight(viewer, await this.trips.getByUuid(tripUuid), TripRight.Share, ONLY_OWNER_SHARES);
    const invitation = Number.isInteger(invitationId) && invitationId > 0 ? await this.invitations.findOneBy({ id: invitationId, tripId: trip.id }) : null;
    if (!invitation) throw new AppError('not_found', 'Invitation not found');
    if (invitation.acceptedAt) throw new AppError('conflict', 'This invitation has been accepted already: remove the companion instead.');
    await this.invitations.update({ id: invitation.id, revokedAt: IsNull() }, { revokedAt: new Date() });
    return true;
  }

  /** What a link offers, for the page that asks whether to accept it. */
  async preview(token: string): Promise<InvitationPreview> {
    const invitation = await this.usable(token);
    const trip = invitation.trip!;
    return {
      tripUuid: trip.uuid,
      destination: trip.destination,
      country: trip.country,
      invitedBy: invitation.invitedBy?.username ?? '',
      role: invitation.role,
      expiresAt: invitation.expiresAt,
      sentTo: invitation.email ? maskedEmail(invitation.email) : null,
    };
  }

  /**
   * The signed-in user joins the trip. Spending the invitation and adding the member are one
   * transaction, and the spend is conditional, so a link accepted twice at once admits one.
   */
  async accept(token: string, viewer: Viewer): Promise<Trip> {
    const user = requireUser(viewer);
    const invitation = await this.usable(token);
    const trip = invitation.trip!;
    if (trip.userId === user.id) throw new AppError('conflict', 'This is your own trip: you cannot join it as a companion.');
    if (invitation.email && invitation.email !== user.email.toLowerCase()) {
      throw new AppError('forbidden', `This invitation was sent to ${maskedEmail(invitation.email)}. Sign in with that account to accept it.`);
    }
    const already = await this.members.findOneBy({ tripId: trip.id, userId: user.id });
    if (!already && (await this.members.countBy({ tripId: trip.id })) >= MAX_COMPANIONS) throw new AppError('conflict', `This trip has the most companions it can have (${MAX_COMPANIONS}).`);
    await this.dataSource.transaction(async (manager) => {
      const spent = await manager
        .createQueryBuilder()
        .update(TripInvitation)
        .set({ acceptedAt: () => 'now()', acceptedById: user.id })
        .where('id = :id AND "acceptedAt" IS NULL AND "revokedAt" IS NULL AND "expiresAt" > now()', { id: invitation.id })
        .execute();
      if (!spent.affected) throw new AppError('gone', 'This invitation has just been used or withdrawn. Ask the trip’s owner for a new one.');
      // Joining again with a new invitation takes the part that invitation gives.
      if (already) await manager.update(TripMember, { id: already.id }, { role: invitation.role });
      else await manager.insert(TripMember, { tripId: trip.id, userId: user.id, role: invitation.role });
    });
    await this.trips.announce(trip.uuid, 'companions', viewer);
    await this.activity.record({ action: 'Companion Joined', userId: user.id, entityType: 'trip', entityId: trip.uuid, details: { role: invitation.role } });
    return this.trips.getByUuid(trip.uuid);
  }

  /** The owner removes a companion, or a companion leaves. */
  async remove(tripUuid: string, userId: number, viewer: Viewer): Promise<boolean> {
    const me = requireUser(viewer);
    const trip = await this.trips.getByUuid(tripUuid);
    const leaving = userId === me.id && trip.members?.some((member) => member.userId === me.id);
    if (!leaving) requireTripRight(viewer, trip, TripRight.Share, ONLY_OWNER_SHARES);
    const member = Number.isInteger(userId) && userId > 0 ? await this.members.findOneBy({ tripId: trip.id, userId }) : null;
    if (!member) throw new AppError('not_found', 'Companion not found');
    await this.members.delete({ id: member.id });
    await this.trips.announce(trip.uuid, 'companions', viewer);
    await this.activity.record({ action: leaving ? 'Companion Left' : 'Companion Removed', userId: me.id, entityType: 'trip', entityId: trip.uuid, details: { role: member.role } });
    return true;
  }

  /** The invitation a token names, when it can still be accepted; otherwise a message that says why not. */
  private async usable(token: string): Promise<TripInvitation> {
    const invitation = TOKEN_PATTERN.test(token) ? await this.invitations.findOne({ where: { tokenHash: hashOf(token) }, relations: { trip: true, invitedBy: true } }) : null;
    if (!invitation || !invitation.trip) throw new AppError('not_found', NOT_A_LINK);
    if (invitation.revokedAt) throw new AppError('gone', 'This invitation was withdrawn by the trip’s owner.');
    if (invitation.acceptedAt) throw new AppError('gone', 'This invitation has been used already. Each link works once: ask the trip’s owner for a new one.');
    if (invitation.expiresAt.getTime() <= Date.now()) throw new AppError('gone', 'This invitation has expired. Ask the trip’s owner for a new one.');
    return invitation;
  }
}

function invitationView(invitation: TripInvitation): CompanionInvitation {
  return { id: invitation.id, role: invitation.role, email: invitation.email, expiresAt: invitation.expiresAt, createdAt: invitation.createdAt, link: null };
}
