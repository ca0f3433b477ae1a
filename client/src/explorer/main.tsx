/**
 * The GraphQL explorer the server shows at GET /graphql in a browser. Everything it needs is
 * bundled (no CDN), and it runs under the server's CSP.
 */
import 'graphiql/style.css';
import './explorer.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const fetcher = createGraphiQLFetcher({ url: '/graphql' });

const defaultQuery = `# Welcome to the GraphQL explorer.
# Run a query with the play button or Ctrl-Enter.
# The schema docs open from the book icon.

query ExplorerWelcomeQuery {
  health {
    status
    version
  }
  publicSettings {
    siteName
  }
}
`;

const container = document.getElementById('explorer');
if (!container) throw new Error('explorer.html has no #explorer element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);
