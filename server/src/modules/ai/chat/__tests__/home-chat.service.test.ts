/**
 * Issue 17: what the home chat confirms is what the trip gets (item 4), and a refusal does
 * not stick to the messages after it (item 5). Offline, and through a model whose summary
 * disagrees with its own draft.
 */
import type { AiClient } from '../../ai-client.js';
import { type ChatMessage, type TripRequest, READY_TO_CREATE_PHRASES, tripSentence } from '../../../rule-assistant/index.js';
import { lookups } from '../../../rule-assistant/__tests__/real-lookups.js';
import { ChatService, type HomeChatAnswer } from '../chat.service.js';

/** The day issue 17 was reported: "in April" is April 2027. */
const TODAY = '2026-11-28';

const offline: AiClient = {
  configured: false,
  model: () => Promise.resolve('none'),
  completeJson: () => Promise.reject(new Error('no model')),
  chat: () => Promise.reject(new Error('no model')),
};
const offlineChat = new ChatService(offline, lookups, () => TODAY);

/** The traveller's messages with the chat's replies between them, and every reply. */
async function converse(chat: ChatService, ...texts: string[]): Promise<HomeChatAnswer[]> {
  const messages: ChatMessage[] = [];
  const replies: HomeChatAnswer[] = [];
  for (const content of texts) {
    messages.push({ role: 'user', content });
    const reply = await chat.homeChat(messages);
    messages.push({ role: 'assistant', content: reply.message });
    replies.push(reply);
  }
  return replies;
}

const last = async (...texts: string[]) => (await converse(offlineChat, ...texts)).at(-1)!;

describe('the home chat confirms exactly the request it sends (issue 17, item 4)', () => {
  test('"My partner and I want 5 days in Kyoto in April" confirms and sends 1-5 April 2027 for two', async () => {
    const reply = await last('My partner and I want 5 days in Kyoto in April');
    expect(reply.ready).toBe(true);
    expect(reply.request).toMatchObject({ destination: 'Kyoto', country: 'Japan', startDate: '2027-04-01', endDate: '2027-04-05', preferences: { travelers: '2', duration: '5 days', budgetLevel: 3, activities: ['Sightseeing'] } });
    expect(reply.message).toContain('5-day Kyoto itinerary for two travellers from 1 April to 5 April 2027, covering the main sights, with a mid-range budget.');
  });

  test.each<[string, string[], Omit<Partial<TripRequest>, 'preferences'> & { preferences: Partial<TripRequest['preferences']> }, RegExp]>([
    ['a week in another month, three people, on a budget, one interest', ['a week in Lisbon in May for 3 people on a budget, we love food'], { startDate: '2027-05-01', endDate: '2027-05-07', preferences: { travelers: '3', budgetLevel: 2, activities: ['Food Tours'] } }, /7-day Lisbon itinerary for 3 travellers from 1 May to 7 May 2027, focused on food tours, on an economy budget\./],
    ['luxury in June, solo', ['Rome in June for a week, just me, luxury please'], { startDate: '2027-06-01', endDate: '2027-06-07', preferences: { travelers: '1', budgetLevel: 5, activities: ['Solo Travel'] } }, /7-day Rome itinerary for one traveller from 1 June to 7 June 2027, focused on solo travel, with a luxury budget\./],
    ['a month earlier in the year than today, with interests', ['4 days in Barcelona in March with my wife, we love beaches and nightlife'], { startDate: '2027-03-01', endDate: '2027-03-04', preferences: { travelers: '2', activities: ['Beach Activities', 'Nightlife'] } }, /4-day Barcelona itinerary for two travellers from 1 March to 4 March 2027, focused on beach activities and nightlife, with a mid-range budget\./],
    ['no dates: a length only, and nothing invented', ['Paris for 3 days, museums and food, upscale'], { preferences: { budgetLevel: 4, duration: '3 days', activities: ['Museums & Art', 'Food Tours'] } }, /3-day Paris itinerary for one traveller, focused on museums & art and food tours, with an upscale budget\./],
    ['details spread over several messages', ['Tokyo', 'with friends, 5 of us, on a tight budget, we love nightlife', 'a week in October'], { startDate: '2027-10-01', endDate: '2027-10-07', preferences: { travelers: '5', budgetLevel: 1, activities: ['Nightlife'] } }, /7-day Tokyo itinerary for 5 travellers from 1 October to 7 October 2027, focused on nightlife, on a tight budget\./],
  ])('%s', async (_case, texts, expected, words) => {
    const reply = await last(...texts);
    expect(reply.ready).toBe(true);
    expect(reply.request).toMatchObject(expected);
    if (!expected.startDate) expect(reply.request).not.toHaveProperty('startDate');
    expect(reply.message).toMatch(words);
    // The confirmation is written from the request itself, so the two cannot disagree.
    expect(reply.message).toContain(tripSentence(reply.request!));
  });

  test('a reply that is not ready sends no request', async () => {
    const reply = await last('Kyoto');
    expect(reply).toEqual({ message: expect.any(String), ready: false });
  });

  test('through a model, the confirmation is rewritten from the draft it sends, keeping the model\'s lead-in', async () => {
    const draft = { destination: 'Kyoto', country: 'Japan', startDate: '2027-04-01', endDate: '2027-04-05', preferences: { travelStyle: [], accommodation: [], activities: ['Historical Sites'], budgetLevel: 4, currency: 'USD', duration: '5 days', travelers: '2' } };
    const model: AiClient = {
      configured: true,
      model: () => Promise.resolve('stand-in'),
      // The model's own summary says a week in May; its draft says 1-5 April.
      chat: () => Promise.resolve(`Wonderful choice! ${READY_TO_CREATE_PHRASES[0]} week-long Kyoto trip in May.`),
      completeJson: <T>() => Promise.resolve(draft as T),
    };
    const [reply] = await converse(new ChatService(model, lookups, () => TODAY), 'My partner and I want 5 days in Kyoto in April, temples, upscale');
    expect(reply.request).toEqual(draft);
    expect(reply.message).toBe(`Wonderful choice! ${READY_TO_CREATE_PHRASES[0]} 5-day Kyoto itinerary for two travellers from 1 April to 5 April 2027, focused on historical sites, with an upscale budget.`);
  });
});

describe('a refusal does not stick (issue 17, item 5)', () => {
  test('Tromsø is refused offline, with the nearest destinations offered', async () => {
    const reply = await last('Tromsø for a week');
    expect(reply.ready).toBe(false);
    expect(reply.message).toMatch(/Tromsø, Norway, sounds great, but .*offline/);
  });

  test('"somewhere warm in February, not too expensive" after the refusal is read anew: its month and budget noted, warm places offered', async () => {
    const [refusal, next, yes] = await converse(offlineChat, 'Tromsø for a week', 'somewhere warm in February, not too expensive', 'yes');
    expect(next.message).not.toBe(refusal.message);
    expect(next.message).not.toMatch(/Tromsø|sounds great, but/);
    expect(next.message).toContain('Noted: a trip from 1 February to 7 February 2027, on an economy budget.');
    expect(next.message).toMatch(/I can't check the weather offline, but in February it is summer south of the equator: I can plan [^.]+ or [^.]+\. Would one of those work/);
    expect(next.ready).toBe(false);
    // "yes" takes the first place offered, with the month, the week and the budget said before.
    const offered = /I can plan ([^,]+),/.exec(next.message)![1];
    expect(yes.ready).toBe(true);
    expect(yes.request).toMatchObject({ destination: offered, startDate: '2027-02-01', endDate: '2027-02-07', preferences: { budgetLevel: 2 } });
  });

  test('without a refusal before it, "somewhere warm" alone asks for the length too', async () => {
    const reply = await last('somewhere warm');
    expect(reply.message).toMatch(/in November it is summer south of the equator/);
    expect(reply.message).toMatch(/how many days|how long|when are you going/i);
  });

  test('a new destination after a refusal is planned, with what was said before still counted', async () => {
    const [, next] = await converse(offlineChat, 'I want to go to Tromsø with my partner in February', 'ok then Stockholm, 4 days');
    expect(next.ready).toBe(true);
    expect(next.request).toMatchObject({ destination: 'Stockholm', startDate: '2027-02-01', endDate: '2027-02-04', preferences: { travelers: '2' } });
    expect(next.message).not.toMatch(/Tromsø/);
  });

  test('a country the guide does not cover is not carried forward either', async () => {
    const [refusal, next] = await converse(offlineChat, 'Bolivia for two weeks', 'on a budget please');
    expect(refusal.message).toMatch(/Bolivia/);
    expect(next.message).not.toMatch(/Bolivia/);
    expect(next.message).toContain('on an economy budget');
  });

  test('taking up the offered nearest destination still works after a refusal', async () => {
    const [, next] = await converse(offlineChat, 'Tromsø for 5 days', 'yes');
    expect(next.ready).toBe(true);
    expect(next.request?.destination).toBe('Helsinki');
  });

  test('a destination the chat can plan is still carried forward', async () => {
    const [, next] = await converse(offlineChat, 'Kyoto', 'a week in April');
    expect(next.ready).toBe(true);
    expect(next.request?.destination).toBe('Kyoto');
  });
});
