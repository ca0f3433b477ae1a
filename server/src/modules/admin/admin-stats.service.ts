/** The admin dashboard: usage figures and recent activity, computed in SQL. */
import type { DataSource } from 'typeorm';

export interface AdminStatsValues {
  totalUsers: number;
  /** trips created in the last 30 days */
  activeTrips: number;
  tripsGenerated: number;
  /** days, over trips that have an itinerary, to one decimal */
  averageTripLength: number;
}

export interface AdminActivityItem {
  id: number;
  action: string;
  details: Record<string, unknown>;
  userInfo: { email: string } | null;
  createdAt: Date;
}

export const ACTIVE_TRIP_DAYS = 30;
export const DEFAULT_ACTIVITY_LIMIT = 20;
export const MAX_ACTIVITY_LIMIT = 100;

export class AdminStatsService {
  constructor(private readonly dataSource: DataSource) {}

  async stats(): Promise<AdminStatsValues> {
    const [row] = (await this.dataSource.query(
      `SELECT
         (SELECT COUNT(*) FROM users)::int AS "totalUsers",
         (SELECT COUNT(*) FROM trips WHERE "createdAt" >= now() - make_interval(days => $1))::int AS "activeTrips",
         (SELECT COUNT(*) FROM trips)::int AS "tripsGenerated",
         COALESCE((SELECT ROUND(AVG(jsonb_array_length(itinerary))::numeric, 1)
                   FROM trips WHERE jsonb_typeof(itinerary) = 'array' AND jsonb_array_length(itinerary) > 0), 0)::float AS "averageTripLength"`,
      [ACTIVE_TRIP_DAYS],
    )) as AdminStatsValues[];
    return row;
  }

  /** The newest activity first, with the email of the user who did it (null for visitors); `limit` is checked by AdminActivityArgs. */
  async activity(limit: number = DEFAULT_ACTIVITY_LIMIT): Promise<AdminActivityItem[]> {
    const rows = (await this.dataSource.query(
      `SELECT log.id, log.action, log.details, log."createdAt", u.email
       FROM activity_logs log LEFT JOIN users u ON u.id = log."userId"
       ORDER BY log."createdAt" DESC, log.id DESC LIMIT $1`,
      [limit],
    )) as Array<{ id: number; action: string; details: Record<string, unknown>; createdAt: Date; email: string | null }>;
    return rows.map(({ email, ...row }) => ({ ...row, createdAt: new Date(row.createdAt), userInfo: email ? { email } : null }));
  }
}
