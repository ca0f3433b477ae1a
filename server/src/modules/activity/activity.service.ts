import type { DataSource, Repository } from 'typeorm';
import type { SettingsService } from '../settings/index.js';
import { ActivityLog } from './activity-log.entity.js';

export interface ActivityEntry {
  action: string;
  userId?: number | null;
  entityType?: string;
  entityId?: string;
  details?: Record<string, unknown>;
}

/** Records what happens ('Trip Generated', 'Trip Saved', ...), unless an admin switched analytics off. */
export class ActivityService {
  private readonly logs: Repository<ActivityLog>;

  constructor(
    dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {
    this.logs = dataSource.getRepository(ActivityLog);
  }

  async record(entry: ActivityEntry): Promise<void> {
    if (!(await this.settings.get()).analyticsEnabled) return;
    await this.logs.save(
      this.logs.create({
        action: entry.action,
        userId: entry.userId ?? null,
        entityType: entry.entityType ?? null,
        entityId: entry.entityId ?? null,
        details: entry.details ?? {},
      }),
    );
  }
}
