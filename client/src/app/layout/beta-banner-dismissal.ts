/**
 * A dismissed beta banner stays dismissed (docs/product/accounts-admin.md: public shell). It is remembered in a
 * cookie rather than local storage so the server can leave the bar out of the home page's first
 * paint too (server/src/web/first-paint.ts reads the same name); it carries nothing else.
 */
export const BETA_BANNER_DISMISSED_COOKIE = 'betaBannerDismissed';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function isBetaBannerDismissed(): boolean {
  return document.cookie.split('; ').includes(`${BETA_BANNER_DISMISSED_COOKIE}=1`);
}

export function rememberBetaBannerDismissed(): void {
  document.cookie = `${BETA_BANNER_DISMISSED_COOKIE}=1; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`;
}
