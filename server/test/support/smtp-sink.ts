/**
 * A local SMTP server for tests: it speaks enough of RFC 5321 (EHLO, MAIL, RCPT, DATA, QUIT)
 * for a real client such as nodemailer, and keeps every message it receives.
 */
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  async start(): Promise<string> {
    this.server = createServer((socket) => this.converse(socket));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** The first message to `to`, once it has arrived (mail is sent in the background). */
  async waitFor(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.received.find((message) => message.to.includes(to));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} reached the SMTP sink`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private converse(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let envelope: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          envelope.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          this.received.push(envelope);
          envelope = { from: '', to: [], data: '' };
          inData = false;
          reply('250 2.0.0 queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        switch (line.slice(0, 4).toUpperCase()) {
          case 'EHLO':
          case 'HELO':
            reply('250 sink.test');
            break;
          case 'MAIL':
            envelope.from = /<(.*)>/.exec(line)?.[1] ?? '';
            reply('250 2.1.0 ok');
            break;
          case 'RCPT':
            envelope.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
            reply('250 2.1.5 ok');
            break;
          case 'DATA':
            inData = true;
            reply('354 end with <CRLF>.<CRLF>');
            break;
          case 'RSET':
            envelope = { from: '', to: [], data: '' };
            reply('250 ok');
            break;
          case 'QUIT':
            reply('221 bye');
            socket.end();
            return;
          default:
            reply('502 5.5.2 not implemented');
        }
      }
    });
  }
}
