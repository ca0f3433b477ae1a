/**
 * The top of a trip page drawn in HTML and CSS (the hero: picture, place, title, when, budget,
 * who, tags, the two buttons and the first activities), written by the server into the page's
 * HTML so a phone shows the trip before the app's code has arrived. The app replaces it with
 * client/src/features/trip-page/TripHero.tsx: the sizes below are that component's, as MUI
 * lays it out (theme: client/src/app/theme.ts; PageContainer), so nothing moves at the swap.
 * Everything from the trip is escaped: titles and tags are written by travellers.
 */
import escapeHtml from 'escape-html';
import { z } from 'zod';
import { budgetLabel, dateRangeText, destinationCoverUrl, travelersText } from '@odyssey/domain';

/** The fields of the trip page query's answer that the hero shows. */
export const shellTripSchema = z.object({
  destination: z.string(),
  country: z.string(),
  customHeader: z.string().nullish(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
  featuredImage: z.string().nullish(),
  destinationOverview: z.object({ imageUrl: z.string().nullish() }).nullish(),
  preferences: z.object({
    budgetLevel: z.number(),
    travelers: z.string(),
    duration: z.string(),
    activities: z.array(z.string()),
    travelStyle: z.array(z.string()),
    accommodation: z.array(z.string()),
  }),
  itinerary: z.array(z.object({ activities: z.array(z.object({ title: z.string(), time: z.string().nullish() })) })),
});
export type ShellTrip = z.infer<typeof shellTripSchema>;

/** SVG contents of the hero's icons, from the client's build (the same MUI icons). */
export type ShellIcons = Record<'place' | 'calendar' | 'wallet' | 'group' | 'bookmark' | 'share', string>;

export interface TripShellOptions {
  icons: ShellIcons;
  /** with place photos the app looks a photo up first: the hero stays plain until then, as in the app */
  placePhotosEnabled: boolean;
}

const CSS = `
.tp-page{max-width:1200px;margin:0 auto;padding:32px 16px;font-size:16px;line-height:1.65;font-weight:400}
.tp-hero{position:relative;overflow:hidden;border-radius:36px;color:#fff;background:#064A52;min-height:420px;display:flex;align-items:flex-end}
.tp-pic,.tp-shade{position:absolute;inset:0}
.tp-pic img{display:block;width:100%;height:100%;object-fit:cover}
.tp-shade{background:linear-gradient(180deg,rgba(6,24,30,.15) 0%,rgba(6,24,30,.45) 45%,rgba(6,24,30,.88) 100%)}
.tp-body{position:relative;width:100%;padding:24px;display:grid;gap:32px;grid-template-columns:minmax(0,1fr);align-items:end}
.tp-main{min-width:0}
.tp-ico{width:1em;height:1em;flex-shrink:0;fill:currentColor}
.tp-over{margin:0;display:flex;align-items:center;gap:6px;font-size:12px;line-height:2.66;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:#FFA48C}
.tp-over .tp-ico{font-size:20px}
.tp-hero h1{margin:4px 0 0;font-size:28px;line-height:1.15;font-weight:800;letter-spacing:-.025em;text-shadow:0 2px 18px rgba(0,0,0,.35);overflow-wrap:anywhere}
.tp-chips{margin-top:20px;display:flex;flex-wrap:wrap;gap:8px}
.tp-chip{display:flex;align-items:center;height:32px;border-radius:16px;background:rgba(255,255,255,.16);font-size:13px;line-height:1.5;font-weight:650;white-space:nowrap;backdrop-filter:blur(6px)}
.tp-chip .tp-ico{font-size:24px;margin:0 -6px 0 5px}
.tp-chip span{padding:0 12px;overflow:hidden;text-overflow:ellipsis}
.tp-tags{list-style:none;padding:0;margin:12px 0 0;display:flex;flex-wrap:wrap;gap:6px}
.tp-tag{display:inline-flex;align-items:center;height:24px;max-width:100%;border:1px solid rgba(255,255,255,.5);border-radius:16px;font-size:13px;line-height:1.5;font-weight:600;white-space:nowrap}
.tp-tag span{padding:0 7px;overflow:hidden;text-overflow:ellipsis}
.tp-actions{margin-top:24px;display:flex;gap:12px}
.tp-btn{display:flex;align-items:center;border-radius:999px;padding:6px 20px;font-size:14px;line-height:1.75;font-weight:650}
.tp-btn .tp-ico{font-size:20px;margin:0 8px 0 -4px}
.tp-save{background:#fff;color:#064A52}
.tp-share{padding:5px 20px;border:1px solid rgba(255,255,255,.7)}
.tp-first{padding:20px;border-radius:36px;background:rgba(255,255,255,.12);border:1px solid rgba(255,255,255,.25);backdrop-filter:blur(8px)}
.tp-first h2{margin:0;font-size:12px;line-height:1.5;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:rgba(255,255,255,.8)}
.tp-first ol{list-style:none;padding:0;margin:8px 0 0;display:grid;gap:10px}
.tp-first li{display:flex;gap:12px;align-items:baseline;font-size:14px;line-height:1.43}
.tp-time{min-width:44px;font-weight:800;color:#FFA48C}
.tp-what{font-weight:600}
@media (min-width:600px){.tp-page{padding:32px 24px}.tp-body{padding:32px}.tp-hero h1{font-size:34.7824px}}
@media (min-width:900px){.tp-page{padding:56px 24px}.tp-hero{border-radius:48px;min-height:460px}.tp-body{padding:48px;grid-template-columns:minmax(0,1fr) 320px}.tp-hero h1{font-size:38.2608px}}
@media (min-width:1200px){.tp-hero h1{font-size:40px}}
`.trim();

/** The CSS the shell's markup needs (written once, in a <style> element). */
export const tripShellCss = () => CSS;

const icon = (contents: string) => `<svg class="tp-ico" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${contents}</svg>`;

/**
 * The hero's picture in the spec's order (docs/product/traveller.md, section 2), as the app chooses it
 * (client/src/features/trip-page/images/useHeroImageSources.ts): the featured image; without
 * one, the generated cover when place photos are off (the app's "fetched" picture then), and
 * nothing while the app would still be looking a photo up.
 */
export function shellPicture(trip: ShellTrip, placePhotosEnabled: boolean): string | null {
  if (trip.featuredImage?.trim()) return trip.featuredImage;
  return placePhotosEnabled ? null : destinationCoverUrl(trip.destination, trip.country);
}

/** The hero's markup (what TripHero renders, without its behaviour). */
export function tripShellHtml(trip: ShellTrip, { icons, placePhotosEnabled }: TripShellOptions): string {
  const when = dateRangeText(trip.startDate, trip.endDate) ?? trip.preferences.duration;
  const tags = [...trip.preferences.activities, ...trip.preferences.travelStyle, ...trip.preferences.accommodation];
  const firstActivities = trip.itinerary.flatMap((day) => day.activities).slice(0, 2);
  const place = trip.customHeader ? `${trip.destination}, ${trip.country}` : trip.country;
  const title = trip.customHeader || trip.destination;
  const picture = shellPicture(trip, placePhotosEnabled);
  const chip = (contents: string, text: string) => `<div class="tp-chip">${icon(contents)}<span>${escapeHtml(text)}</span></div>`;

  return [
    '<div class="tp-page"><header class="tp-hero">',
    // Decoded with the frame that paints it: the picture shows in the very first frame, with the words.
    `<div class="tp-pic">${picture ? `<img src="${escapeHtml(picture)}" alt="" decoding="sync">` : ''}<div class="tp-shade"></div></div>`,
    '<div class="tp-body"><div class="tp-main">',
    `<p class="tp-over">${icon(icons.place)}${escapeHtml(place)}</p>`,
    `<h1>${escapeHtml(title)}</h1>`,
    '<div class="tp-chips">',
    when ? chip(icons.calendar, when) : '',
    chip(icons.wallet, budgetLabel(trip.preferences.budgetLevel)),
    trip.preferences.travelers ? chip(icons.group, travelersText(trip.preferences.travelers)) : '',
    '</div>',
    tags.length > 0 ? `<ul class="tp-tags" aria-label="Trip tags">${tags.map((tag) => `<li><span class="tp-tag"><span>${escapeHtml(tag)}</span></span></li>`).join('')}</ul>` : '',
    // A picture of the buttons, not buttons: they work once the app has taken over (a moment later).
    `<div class="tp-actions" aria-hidden="true"><span class="tp-btn tp-save">${icon(icons.bookmark)}Save Trip</span><span class="tp-btn tp-share">${icon(icons.share)}Share</span></div>`,
    '</div>',
    firstActivities.length > 0
      ? `<section class="tp-first" aria-label="First activities"><h2>Your trip starts with</h2><ol>${firstActivities
          .map((activity, index) => `<li><span class="tp-time">${escapeHtml(activity.time ?? `#${index + 1}`)}</span><span class="tp-what">${escapeHtml(activity.title)}</span></li>`)
          .join('')}</ol></section>`
      : '',
    '</div></header></div>',
  ].join('');
}
