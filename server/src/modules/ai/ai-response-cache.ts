/**
 * Reuses the model's answers to identical requests for the admin's cache window
 * (tripCacheDuration days; 0 turns the cache off). A key names the purpose, the model and the
 * normalised request, so another model or any other wording of the request asks again.
 */
import { createHash } from 'node:crypto';
import { LessThan, MoreThan, type DataSource, type Repository } from 'typeorm';
import type { SettingsService } from '../settings/index.js';
import { AiResponse } from './ai-response.entity.js';

const DAY_MS = 86_400_000;

export interface CacheKey {
  purpose: string;
  model: string;
  /** anything JSON: it is serialised with sorted keys before hashing */
  request: unknown;
}

export class AiResponseCache {
  private readonly responses: Repository<AiResponse>;

  constructor(
    dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {
    this.responses = dataSource.getRepository(AiResponse);
  }

  async get<T>(key: CacheKey): Promise<T | undefined> {
    const windowStart = await this.windowStart();
    if (!windowStart) return undefined;
    const row = await this.responses.findOneBy({ key: hashOf(key), createdAt: MoreThan(windowStart) });
    return row ? (row.response as T) : undefined;
  }

  async put(key: CacheKey, response: unknown): Promise<void> {
    const windowStart = await this.windowStart();
    if (!windowStart) return;
    await this.responses.upsert({ key: hashOf(key), purpose: key.purpose, model: key.model, response: response as object, createdAt: new Date() }, ['key']);
    await this.responses.delete({ createdAt: LessThan(windowStart) });
  }

  private async windowStart(): Promise<Date | undefined> {
    const days = (await this.settings.get()).tripCacheDuration;
    return days > 0 ? new Date(Date.now() - days * DAY_MS) : undefined;
  }
}

export function hashOf(key: CacheKey): string {
  return createHash('sha256').update(stableJson([key.purpose, key.model, key.request])).digest('hex');
}

/** JSON with object keys sorted, so the same request always hashes the same. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, item]) => `${JSON.stringify(name)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
