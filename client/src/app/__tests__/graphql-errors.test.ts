import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { ApiError } from '../api';
import { toApiErrorFromApollo } from '../graphql-errors';

const response = (status: number, statusText = '') => new Response('', { status, statusText });

describe('GraphQL failures read as the REST ApiError (docs/product/traveller.md, section 8)', () => {
  test("an application error keeps the server's status, code and message", () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'Trip not found', extensions: { code: 'NOT_FOUND', errorCode: 'not_found', status: 404 } }] });
    const mapped = toApiErrorFromApollo(error);
    expect(mapped).toBeInstanceOf(ApiError);
    expect(mapped).toMatchObject({ status: 404, code: 'not_found', message: 'Trip not found', body: { message: 'Trip not found', error: 'not_found' } });
  });

  test.each([
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['RATE_LIMITED', 429],
    ['BAD_USER_INPUT', 400],
    ['GRAPHQL_VALIDATION_FAILED', 400],
    ['INTERNAL_SERVER_ERROR', 500],
    ['SOMETHING_NEW', 500],
  ])('without a status extension, %s is read as HTTP %i', (code, status) => {
    const mapped = toApiErrorFromApollo(new CombinedGraphQLErrors({ errors: [{ message: 'nope', extensions: { code } }] }));
    expect(mapped).toMatchObject({ status, code: code.toLowerCase(), message: 'nope' });
  });

  test('a non-2xx answer with a GraphQL body is read from the body, with the HTTP status', () => {
    const body = JSON.stringify({ errors: [{ message: 'Variable "$input" got invalid value', extensions: { code: 'BAD_USER_INPUT' } }] });
    const mapped = toApiErrorFromApollo(new ServerError('Response not successful', { response: response(400), bodyText: body }));
    expect(mapped).toMatchObject({ status: 400, code: 'bad_user_input', message: 'Variable "$input" got invalid value' });
  });

  test('a non-GraphQL answer reads like a REST one: body.message, else the status text, else the body', () => {
    const json = new ServerError('x', { response: response(413, 'Payload Too Large'), bodyText: '{"error":"payload_too_large","message":"The request body is too large"}' });
    expect(toApiErrorFromApollo(json)).toMatchObject({ status: 413, code: 'payload_too_large', message: 'The request body is too large' });
    const html = new ServerError('x', { response: response(404, 'Not Found'), bodyText: '<html>Not Found</html>' });
    expect(toApiErrorFromApollo(html)).toMatchObject({ status: 404, message: 'Not Found' });
  });

  test('an unreadable 2xx answer is an invalid response; other failures pass through unchanged', () => {
    const unreadable = new ServerParseError(new SyntaxError('Unexpected token'), { response: response(200), bodyText: '<html>' });
    expect(toApiErrorFromApollo(unreadable)).toMatchObject({ status: 200, message: 'Invalid response from server' });
    const offline = new TypeError('Failed to fetch');
    expect(toApiErrorFromApollo(offline)).toBe(offline);
  });
});
