/**
 * Session tokens: JWTs signed with HS256 and the instance's secret. A token names its user
 * and the user's tokenVersion at sign-in, so bumping the version (a password reset) ends
 * every session at once, on every instance sharing the database.
 */
import jwt from 'jsonwebtoken';
import { AppError } from '../../common/app-error.js';

/** How long a sign-in lasts. */
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const ALGORITHM = 'HS256';
const AUDIENCE = 'odyssey-session';

export interface SessionClaims {
  userId: number;
  tokenVersion: number;
}

export class SessionTokens {
  constructor(
    private readonly secret: string,
    private readonly lifetimeSeconds = SESSION_LIFETIME_SECONDS,
  ) {}

  sign(claims: SessionClaims): string {
    return jwt.sign({ ver: claims.tokenVersion }, this.secret, {
      algorithm: ALGORITHM,
      audience: AUDIENCE,
      subject: String(claims.userId),
      expiresIn: this.lifetimeSeconds,
    });
  }

  /** The token's claims; a garbage, tampered, expired or foreign token is a 401. */
  verify(token: string): SessionClaims {
    let payload: jwt.JwtPayload | string;
    try {
      // The algorithm is pinned, so an "alg: none" or RS/HS-confusion token is refused.
      payload = jwt.verify(token, this.secret, { algorithms: [ALGORITHM], audience: AUDIENCE });
    } catch (error) {
      if (error instanceof jwt.TokenExpiredError) throw new AppError('unauthenticated', 'Your session has expired. Please sign in again.');
      throw invalidSession();
    }
    if (typeof payload === 'string' || !/^\d{1,10}$/.test(payload.sub ?? '') || !Number.isInteger(payload.ver)) throw invalidSession();
    return { userId: Number(payload.sub), tokenVersion: payload.ver as number };
  }
}

export const invalidSession = () => new AppError('unauthenticated', 'Your session is no longer valid. Please sign in again.');
