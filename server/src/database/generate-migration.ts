/**
 * Developer tool: `npm run migration:generate -- <Name>` writes a migration holding the
 * difference between the entities and the schema that the existing migrations build.
 * It diffs against a throwaway embedded database, so no server needs to run.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDataSource } from './data-source.js';

async function main() {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) throw new Error('usage: npm run migration:generate -- <PascalCaseName>');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'odyssey-migration-'));
  const dataSource = createDataSource({ kind: 'embedded', dataDir: path.join(dataDir, 'db') });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    const sql = await dataSource.driver.createSchemaBuilder().log();
    if (sql.upQueries.length === 0) {
      console.log('No schema changes: nothing to generate.');
      return;
    }
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    // Unqualified names: an instance works in its connection's schema (search_path), whatever it is called.
    const quote = (query: string) => '`' + query.replace(/"public"\./g, '').replace(/`/g, '\\`') + '`';
    const up = sql.upQueries.map((q) => `    await queryRunner.query(${quote(q.query)});`).join('\n');
    const down = sql.downQueries.map((q) => `    await queryRunner.query(${quote(q.query)});`).reverse().join('\n');
    const fileName = `${timestamp}-${name}`;
    const srcDir = path.resolve(__dirname, '..', '..', 'src');
    writeFileSync(
      path.join(srcDir, 'migrations', `${fileName}.ts`),
      `import type { MigrationInterface, QueryRunner } from 'typeorm';\n\nexport class ${className} implements MigrationInterface {\n  name = '${className}';\n\n  public async up(queryRunner: QueryRunner): Promise<void> {\n${up}\n  }\n\n  public async down(queryRunner: QueryRunner): Promise<void> {\n${down}\n  }\n}\n`,
    );
    const listFile = path.join(srcDir, 'database', 'migrations.ts');
    const list = readFileSync(listFile, 'utf8')
      .replace(/(\n\nexport const migrations)/, `\nimport { ${className} } from '../migrations/${fileName}.js';$1`)
      .replace(/= \[(.*)\];/s, (_all, items: string) => `= [${[items.trim(), className].filter(Boolean).join(', ')}];`);
    writeFileSync(listFile, list);
    console.log(`Wrote src/migrations/${fileName}.ts (${sql.upQueries.length} statements) and registered it.`);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
