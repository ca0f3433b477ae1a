/** A database's rows for upgrade tests: every column and value, to compare before and after. */
export type Row = Record<string, unknown>;
export type Snapshot = Record<string, Row[]>;

/** The column each table's rows are ordered by: its key. */
const ORDER_BY: Record<string, string> = { settings: 'key', currency_rates: 'currency' };

/** Every row of each table, each as PostgreSQL's own JSON of the row (so every column and value). */
export async function snapshot(query: (sql: string) => Promise<Row[]>, tables: readonly string[]): Promise<Snapshot> {
  const result: Snapshot = {};
  for (const table of tables) {
    const rows = await query(`SELECT to_jsonb(t) AS row FROM "${table}" t ORDER BY "${ORDER_BY[table] ?? 'id'}"`);
    result[table] = rows.map((r) => r.row as Row);
  }
  return result;
}
