/** The guide's data folder is named once (guide-files.ts); everything that ships or reads it follows. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_REFERENCE_DIR, DESTINATIONS_DIR, SERVER_DATA_DIR, listDestinationIds } from '../guide-files.js';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..', '..');
const inRepo = (dir: string) => path.relative(REPO_ROOT, dir).split(path.sep).join('/');

describe('the guide data folder', () => {
  it('lies inside the repository and outside the sources', () => {
    for (const dir of [DESTINATIONS_DIR, DEFAULT_REFERENCE_DIR]) {
      expect(inRepo(dir).startsWith('server/data/')).toBe(true);
    }
    expect(listDestinationIds().length).toBeGreaterThan(100);
  });

  it('is what the Docker image copies', () => {
    const dockerfile = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
    const data = inRepo(SERVER_DATA_DIR);
    expect(dockerfile).toContain(`COPY --from=build /app/${data} ${data}`);
  });
});
