/**
 * Sends a request straight into the Express app, without a socket: the same middleware, routes
 * and error handler as over HTTP, without the loopback connection and the HTTP client. The fuzz
 * suite sends some 50,000 requests; over real HTTP most of its time went to the client and
 * the sockets, not to the code under test. Every other API suite still goes over real HTTP.
 *
 * light-my-request re-parents Express's request and response prototypes onto its own (that is
 * how it works with Express), so a suite that injects must not also serve real HTTP from the
 * same Express module: the fuzz suite sends everything this way.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { inject } from 'light-my-request';

export interface InjectedRequest {
  method: string;
  /** path and query string, e.g. "/api/health?x=1" */
  path: string;
  headers?: Record<string, string>;
  body?: string | FormData;
}

export interface InjectedResponse {
  status: number;
  text: string;
  json<T>(): T;
}

type Dispatch = (req: IncomingMessage, res: ServerResponse) => void;
const dispatchers = new WeakMap<Express, Dispatch>();

/**
 * The app, behind one difference from light-my-request's own request: a Node request emits
 * 'close' once its body has been read, and graphql-upload holds the answer to a multipart body
 * it refused until then (without this, every refused upload hangs).
 */
async function dispatcherFor(app: Express): Promise<Dispatch> {
  let dispatch = dispatchers.get(app);
  if (dispatch) return dispatch;
  // Given the app itself, light-my-request re-parents Express's prototypes (once is enough);
  // the wrapper below could not be recognised as an Express app.
  await inject(app as unknown as Dispatch, { method: 'GET', url: '/api/health' });
  dispatch = (req, res) => {
    req.once('end', () => setImmediate(() => req.emit('close')));
    void app(req as Parameters<Express>[0], res as Parameters<Express>[1]);
  };
  dispatchers.set(app, dispatch);
  return dispatch;
}

export async function injectInto(app: Express, request: InjectedRequest): Promise<InjectedResponse> {
  const headers: Record<string, string> = { ...request.headers };
  let payload: string | Buffer | undefined;
  if (request.body instanceof FormData) {
    // encoded as fetch would encode it, boundary and all
    const encoded = new Response(request.body);
    headers['content-type'] = encoded.headers.get('content-type')!;
    payload = Buffer.from(await encoded.arrayBuffer());
  } else if (typeof request.body === 'string') {
    headers['content-type'] ??= 'text/plain;charset=UTF-8'; // what fetch sends for a string body without one
    payload = request.body;
  }
  const response = await inject(await dispatcherFor(app), { method: request.method as 'GET', url: request.path, headers, payload }).then((answer) => answer);
  return { status: response.statusCode, text: response.payload, json: <T>() => JSON.parse(response.payload) as T };
}
