/**
 * Node.js flags for the server process, shared by `npm start`, the benchmark and the Docker
 * image. A smaller young generation keeps an idle instance's memory down (measured in
 * `npm run bench`) at the cost of slightly more frequent minor collections.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];
