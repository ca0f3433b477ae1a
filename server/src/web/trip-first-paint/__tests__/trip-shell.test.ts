import { destinationCoverUrl } from '@odyssey/domain';
import { shellPicture, tripShellHtml, type ShellIcons, type ShellTrip } from '../trip-shell.js';

const icons: ShellIcons = { place: '<path d="M1"/>', calendar: '<path d="M2"/>', wallet: '<path d="M3"/>', group: '<path d="M4"/>', bookmark: '<path d="M5"/>', share: '<path d="M6"/>' };
const LISBON: ShellTrip = {
  destination: 'Lisbon',
  country: 'Portugal',
  customHeader: null,
  startDate: null,
  endDate: null,
  featuredImage: null,
  destinationOverview: { imageUrl: null },
  preferences: { budgetLevel: 3, travelers: '1', duration: '4 days', activities: ['Food Tours'], travelStyle: ['Cultural'], accommodation: ['Boutique Hotel'] },
  itinerary: [{ activities: [{ title: 'Arco da Rua Augusta', time: '10:00' }] }, { activities: [{ title: 'Praça do Comércio', time: null }, { title: 'Alfama', time: '15:00' }] }],
};
const offline = { icons, placePhotosEnabled: false };
const text = (html: string) => html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|');

describe('the trip shell', () => {
  it("writes the hero's words as the page does: place, title, when, budget, who, tags, buttons, first two activities", () => {
    const words = text(tripShellHtml(LISBON, offline));
    expect(words).toContain('|Portugal|Lisbon|');
    expect(words).toContain('|4 days|Mid-range|1 traveler|');
    expect(words).toContain('|Food Tours|Cultural|Boutique Hotel|');
    expect(words).toContain('|Save Trip|Share|');
    // the first two activities of the trip, the second without a time numbered as the page numbers it
    expect(words).toContain('|Your trip starts with|10:00|Arco da Rua Augusta|#2|Praça do Comércio|');
    expect(words).not.toContain('Alfama');
  });

  it('shows the custom title with the destination above it, and the dates when the trip has them', () => {
    const words = text(tripShellHtml({ ...LISBON, customHeader: 'Hills and trams', startDate: '2026-06-01', endDate: '2026-06-04', preferences: { ...LISBON.preferences, travelers: '3-4', budgetLevel: 5 } }, offline));
    expect(words).toContain('|Lisbon, Portugal|Hills and trams|');
    expect(words).toContain('|Jun 1 – Jun 4, 2026|Luxury|3-4 travelers|');
  });

  it('escapes everything from the trip: a script in a title, tag or activity stays text', () => {
    const evil = '</h1><script>alert("x")</script><img src=x onerror=alert(1)>';
    const html = tripShellHtml(
      {
        ...LISBON,
        customHeader: evil,
        destination: `"${evil}`,
        preferences: { ...LISBON.preferences, activities: [evil], travelers: evil, duration: evil },
        itinerary: [{ activities: [{ title: evil, time: evil }] }],
        featuredImage: `x" onerror="alert(1)`,
      },
      offline,
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('" onerror="');
    expect(html).toContain('&lt;/h1&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('<img src="x&quot; onerror=&quot;alert(1)" alt="" decoding="sync">');
  });

  it('has no first-activities box for a trip without activities, and no dates chip without dates or duration', () => {
    const html = tripShellHtml({ ...LISBON, itinerary: [], preferences: { ...LISBON.preferences, duration: '', activities: [], travelStyle: [], accommodation: [] } }, offline);
    expect(html).not.toContain('Your trip starts with');
    expect(html).not.toContain('Trip tags');
    expect(html).not.toContain(icons.calendar);
  });

  it("picks the picture as the page does: the featured image, else the offline cover, else (photos to look up) none yet", () => {
    expect(shellPicture({ ...LISBON, featuredImage: 'https://example.com/lisbon.jpg' }, true)).toBe('https://example.com/lisbon.jpg');
    expect(shellPicture(LISBON, false)).toBe(destinationCoverUrl('Lisbon', 'Portugal'));
    expect(shellPicture(LISBON, true)).toBeNull();
    expect(tripShellHtml(LISBON, { icons, placePhotosEnabled: true })).not.toContain('<img');
  });
});
