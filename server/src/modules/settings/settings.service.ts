import type { DataSource, Repository } from 'typeorm';
import { Setting } from './setting.entity.js';
import { DEFAULT_SETTINGS, type SiteSettingsValues } from './settings.defaults.js';

/**
 * Reads the admin settings. Several instances may share one database, so the cached copy
 * lives only a few seconds: a change made on one instance reaches the others quickly.
 */
export class SettingsService {
  private readonly settings: Repository<Setting>;
  private cache?: { values: SiteSettingsValues; expires: number };

  constructor(
    dataSource: DataSource,
    private readonly cacheMs = 5_000,
  ) {
    this.settings = dataSource.getRepository(Setting);
  }

  async get(): Promise<SiteSettingsValues> {
    if (this.cache && this.cache.expires > Date.now()) return this.cache.values;
    const rows = await this.settings.find();
    const values: SiteSettingsValues = { ...DEFAULT_SETTINGS };
    for (const row of rows) {
      if (row.key in DEFAULT_SETTINGS && typeof row.value === typeof DEFAULT_SETTINGS[row.key as keyof SiteSettingsValues]) {
        Object.assign(values, { [row.key]: row.value });
      }
    }
    this.cache = { values, expires: Date.now() + this.cacheMs };
    return values;
  }
}
