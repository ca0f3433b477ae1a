import { replyToHomeChat } from '../home-assistant.js';
import type { ChatMessage } from '../offline-assistant.types.js';
import { READY_TO_CREATE_PHRASES } from '../phrases.js';
import { lookups, TODAY } from './real-lookups.js';

const said = (...texts: string[]): ChatMessage[] => texts.map((content) => ({ role: 'user', content }));
const readyPhrasesIn = (message: string) => READY_TO_CREATE_PHRASES.filter((phrase) => message.includes(phrase));

/** The conversation with the assistant's replies between the traveller's messages, and the last reply. */
function converse(...texts: string[]) {
  const messages: ChatMessage[] = [];
  let reply = replyToHomeChat(messages, TODAY, lookups);
  for (const content of texts) {
    messages.push({ role: 'user', content });
    reply = replyToHomeChat(messages, TODAY, lookups);
    messages.push({ role: 'assistant', content: reply.message });
  }
  return reply;
}

describe('replyToHomeChat', () => {
  it('is ready for the acceptance example, with exactly one ready phrase', () => {
    const reply = replyToHomeChat(said('My partner and I want 5 days in Lisbon, we love food and museums'), TODAY, lookups);
    expect(reply.ready).toBe(true);
    expect(readyPhrasesIn(reply.message)).toHaveLength(1);
    expect(reply.request).toMatchObject({ destination: 'Lisbon', country: 'Portugal', preferences: { travelers: '2', duration: '5 days' } });
    expect(reply.request.preferences.activities).toEqual(expect.arrayContaining(['Food Tours', 'Museums & Art']));
    expect(reply.message).toContain('Lisbon');
  });

  it('greets and asks where to when nothing is said yet', () => {
    for (const messages of [[], said('hi')]) {
      const reply = replyToHomeChat(messages, TODAY, lookups);
      expect(reply.ready).toBe(false);
      expect(reply.message).toMatch(/where|city or country/i);
    }
  });

  it('asks for the length, and one more thing, when it has only a destination', () => {
    const reply = converse('Tokyo');
    expect(reply.ready).toBe(false);
    expect(reply.message).toMatch(/how many days|how long|when are you going/i);
    expect(reply.message).toMatch(/who's coming|solo, as a couple|how many of you/i);
    expect(readyPhrasesIn(reply.message)).toEqual([]);
  });

  it('gets ready once the length arrives, or when told to go ahead', () => {
    expect(converse('Tokyo', 'a week with my wife').ready).toBe(true);
    const goAhead = converse('Madrid', 'just plan it');
    expect(goAhead.ready).toBe(true);
    expect(goAhead.message).toMatch(/1 week/);
  });

  it('says honestly that it cannot plan a city the guide does not cover, and names the nearest ones', () => {
    const reply = converse('Coimbra for a week with my partner');
    expect(reply.ready).toBe(false);
    expect(reply.message).toMatch(/offline/i);
    expect(reply.message).toContain('Porto');
    expect(readyPhrasesIn(reply.message)).toEqual([]);
  });

  it('takes up its own offer when the traveller agrees', () => {
    const reply = converse('Coimbra for 5 days', 'yes');
    expect(reply.ready).toBe(true);
    expect(reply.request.destination).toBe('Porto');
  });

  it('asks which destination in a country with several', () => {
    const reply = converse('Japan for a week');
    expect(reply.ready).toBe(false);
    // Most prominent first; the guide's other Japanese destinations follow.
    expect(reply.message).toMatch(/In Japan I can plan Tokyo, Osaka, Kyoto\b.* or \w+\. Which would you like\?/);
  });

  it('says which destination it took a misspelling for', () => {
    expect(converse('Barcelonna for a week').message).toContain('I take it you mean Barcelona.');
  });

  it('says what it cannot do', () => {
    expect(converse('Book me flights to Paris for 3 days').message).toMatch(/can't book flights/);
  });

  it('answers the same conversation the same way, and varies its words between conversations', () => {
    expect(converse('Rome for a week').message).toBe(converse('Rome for a week').message);
    const openings = new Set(['Rome for a week', 'Paris for a week', 'Madrid for a week', 'Vienna for a week', 'Berlin for a week', 'Dublin for a week'].map((text) => converse(text).message.split(' ').slice(0, 2).join(' ')));
    expect(openings.size).toBeGreaterThan(1);
  });

  it('never holds a ready phrase unless ready, and always exactly one when ready', () => {
    const conversations = [['hi'], ['Tokyo'], ['Coimbra'], ['Porto'], ['Bolivia for two weeks'], ['Japan'], ['Rome for a week'], ['Paris', 'go ahead'], ['somewhere with beaches']];
    for (const texts of conversations) {
      const reply = converse(...texts);
      expect(readyPhrasesIn(reply.message)).toHaveLength(reply.ready ? 1 : 0);
    }
  });
});
