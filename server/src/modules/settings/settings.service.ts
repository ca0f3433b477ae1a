import { AppError } from '../../common/app-error.js';
import type { DataSource, Repository } from 'typeorm';
import { Setting } from './setting.entity.js';
import { DEFAULT_SETTINGS, SETTING_CHECKS, type SiteSettingsValues } from './settings.defaults.js';
import type { SiteSettingsInput } from './settings.inputs.js';

/**
 * Reads the admin settings. Several instances may share one database, so the cached copy
 * lives only a few seconds: a change made on one instance reaches the others quickly.
 */
export class SettingsService {
  private readonly settings: Repository<Setting>;
  private cache?: { values: SiteSettingsValues; expires: number };

  constructor(
    private readonly dataSource: DataSource,
    private readonly cacheMs = 5_000,
  ) {
    this.settings = dataSource.getRepository(Setting);
  }

  async get(): Promise<SiteSettingsValues> {
    if (this.cache && this.cache.expires > Date.now()) return this.cache.values;
    const rows = await this.settings.find();
    const values: SiteSettingsValues = { ...DEFAULT_SETTINGS };
    for (const row of rows) {
      const key = row.key as keyof SiteSettingsValues;
      if (!(key in DEFAULT_SETTINGS) || typeof row.value !== typeof DEFAULT_SETTINGS[key]) continue;
      if (SETTING_CHECKS[key]?.(row.value as never) === false) continue;
      Object.assign(values, { [key]: row.value });
    }
    this.cache = { values, expires: Date.now() + this.cacheMs };
    return values;
  }

  /** Every setting, for the admin settings form. */
  forAdmin(): Promise<SiteSettingsValues> {
    return this.get();
  }

  /** Saves the given (checked) settings together, in one transaction, and returns them all. */
  async update(input: SiteSettingsInput): Promise<SiteSettingsValues> {
    const given = Object.entries(input).filter(([key, value]) => value !== undefined && key in DEFAULT_SETTINGS);
    // @IsOptional lets null through, but a setting always has a value (a null would break the NOT NULL column: a 500).
    const cleared = given.find(([, value]) => value === null);
    if (cleared) throw new AppError('validation_failed', `${cleared[0]} must have a value`, { fields: [{ field: cleared[0], messages: [`${cleared[0]} must have a value`] }] });
    await this.dataSource.transaction(async (manager) => {
      for (const [key, value] of given) await manager.upsert(Setting, { key, value }, ['key']);
    });
    this.cache = undefined;
    return this.get();
  }
}
