import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { shutdown, type OdysseyApp } from '../app.js';

describe('graceful shutdown', () => {
  test('new connections are refused at once, open sockets are detached, in-flight requests finish, then the app closes', async () => {
    const events: string[] = [];
    let arrived: () => void = () => undefined;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    const server = createServer((_req, res) => {
      arrived();
      setTimeout(() => {
        events.push('request finished');
        res.end('done');
      }, 300);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const app = { detach: async () => void events.push('sockets detached'), close: async () => void events.push('app closed') } as unknown as OdysseyApp;

    const inFlight = fetch(url).then((r) => r.text());
    await requestArrived;
    const stopping = shutdown(server, app);
    await expect(fetch(url)).rejects.toThrow();
    await expect(inFlight).resolves.toBe('done');
    await stopping;
    expect(events).toEqual(['sockets detached', 'request finished', 'app closed']);
  });
});
