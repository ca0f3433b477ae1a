/**
 * The GraphQL explorer the server shows at GET /graphql in a browser. Everything it needs is
 * bundled (no CDN), and it runs under the server's CSP.
 */
import 'graphiql/style.css';
import './explorer.css';
import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Queries and mutations over HTTP; subscriptions (tripChanged) over WebSocket with graphql-ws, as third-party clients use them.
const toolkitFetcher = createGraphiQLFetcher({ url: '/graphql', subscriptionUrl: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql` });

/**
 * GraphiQL's parsed document and operation name lag the editor by a moment, and the toolkit tells
 * a subscription by them: run at once after typing, a subscription went over HTTP under the old
 * query's name. So both are taken from the text being run.
 */
const fetcher: Fetcher = (params, options) => {
  let documentAST: DocumentNode;
  try {
    documentAST = parse(params.query);
  } catch {
    return toolkitFetcher(params, options);
  }
  const operations = documentAST.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  const named = operations.some((operation) => operation.name?.value === params.operationName);
  const operationName = named ? params.operationName : operations.length === 1 ? operations[0].name?.value : undefined;
  return toolkitFetcher({ ...params, operationName }, { ...options, documentAST });
};

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
