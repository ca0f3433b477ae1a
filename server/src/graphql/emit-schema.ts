/** `npm run schema`: writes schema.graphql from the resolvers. */
import { buildAppSchema, SCHEMA_FILE } from './schema.js';

buildAppSchema({ emit: true }).then(
  () => console.log(`Wrote ${SCHEMA_FILE}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
