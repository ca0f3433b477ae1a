/** Every destination file in server/data/guide/destinations must pass the same check as `npm run guide:check`. */
import { DEFAULT_REFERENCE_DIR, listDestinationIds, readDestinationFile } from '../guide-files.js';
import { loadGuideReference } from '../guide-reference.js';
import { validateDestination } from '../guide-validate.js';

describe('guide data', () => {
  it('has destination files that all pass the guide check', () => {
    const reference = loadGuideReference(process.env.GUIDE_REFERENCE_DIR || DEFAULT_REFERENCE_DIR);
    const ids = listDestinationIds();
    expect(ids.length).toBeGreaterThan(0);
    const failures = ids
      .map((id) => ({ id, errors: validateDestination(readDestinationFile(id), id, reference) }))
      .filter(({ errors }) => errors.length > 0)
      .map(({ id, errors }) => `${id}:\n  - ${errors.join('\n  - ')}`);
    expect(failures.join('\n')).toBe('');
  });
});
