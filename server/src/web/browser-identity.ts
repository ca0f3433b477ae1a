/**
 * Anonymous visitors may edit the trips they generated. The browser that generates a trip
 * gets a random id in a signed, HttpOnly cookie; the trip keeps only a hash of it.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

export const BROWSER_COOKIE = 'odyssey_browser';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The cookie-signing key, derived from the JWT secret so one secret serves both. */
export function cookieSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('odyssey browser cookie').digest('base64url');
}

export function browserIdOf(req: Request): string | undefined {
  const value = (req.signedCookies as Record<string, unknown> | undefined)?.[BROWSER_COOKIE];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{20,64}$/.test(value) ? value : undefined;
}

/** The browser's id, issuing a new cookie when it has none. */
export function ensureBrowserId(req: Request, res: Response): string {
  const existing = browserIdOf(req);
  if (existing) return existing;
  const id = randomBytes(24).toString('base64url');
  res.cookie(BROWSER_COOKIE, id, { signed: true, httpOnly: true, sameSite: 'lax', secure: req.secure, maxAge: ONE_YEAR_MS, path: '/' });
  return id;
}

/** What a trip stores: a hash, so a database leak reveals no usable cookie. */
export function creatorKeyOf(browserId: string): string {
  return createHash('sha256').update(browserId).digest('hex');
}
