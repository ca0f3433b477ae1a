import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client';
import { ADMIN_CACHE_TTL_MS, expireAll, markFetched, policyFor } from '../cache-ttl';

const newClient = () => new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

describe('the 60 s cache of the admin dashboard (docs/product/accounts-admin.md, section 9)', () => {
  it('asks the server first, reads the cache for 60 s after an answer, then asks again', () => {
    const client = newClient();
    expect(ADMIN_CACHE_TTL_MS).toBe(60_000);
    expect(policyFor(client, 'adminStats', ADMIN_CACHE_TTL_MS, 1_000)).toBe('network-only');
    markFetched(client, 'adminStats', 1_000);
    expect(policyFor(client, 'adminStats', ADMIN_CACHE_TTL_MS, 1_000)).toBe('cache-first');
    expect(policyFor(client, 'adminStats', ADMIN_CACHE_TTL_MS, 60_999)).toBe('cache-first');
    expect(policyFor(client, 'adminStats', ADMIN_CACHE_TTL_MS, 61_000)).toBe('network-only');
  });

  it('keeps a clock per query and per client, and can forget them all', () => {
    const client = newClient();
    markFetched(client, 'adminStats', 0);
    expect(policyFor(client, 'adminActivity', ADMIN_CACHE_TTL_MS, 10)).toBe('network-only');
    expect(policyFor(newClient(), 'adminStats', ADMIN_CACHE_TTL_MS, 10)).toBe('network-only');
    expireAll(client);
    expect(policyFor(client, 'adminStats', ADMIN_CACHE_TTL_MS, 10)).toBe('network-only');
  });
});
