import type { DataSource } from 'typeorm';
import { VERSION } from '../../common/version.js';

export interface Health {
  status: 'ok' | 'degraded';
  database: { kind: 'embedded' | 'postgres'; ok: boolean };
  version: string;
}

export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly databaseKind: 'embedded' | 'postgres',
  ) {}

  async check(): Promise<Health> {
    let ok = false;
    try {
      await this.dataSource.query('SELECT 1');
      ok = true;
    } catch {
      ok = false;
    }
    return { status: ok ? 'ok' : 'degraded', database: { kind: this.databaseKind, ok }, version: VERSION };
  }
}
