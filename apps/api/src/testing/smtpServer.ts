import net from 'node:net';

export interface Received {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpServerOptions {
  /** RCPT TO fails with 550 for every recipient, or for those this answers true for. */
  refuseRecipient?: boolean | ((address: string) => boolean);
  /** Waits this long before accepting each mail's data (a slow server). */
  delayMs?: number;
}

export interface TestSmtpServer {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every mail accepted, in order. */
  received: Received[];
  /** The outbox id (X-Mandate-Mail-Id) of each mail accepted, in order. */
  mailIds(): number[];
  close(): Promise<void>;
}

/**
 * A minimal SMTP server on a free port of 127.0.0.1 (RFC 5321 commands only), answering one session
 * per connection; it keeps what it accepted, so tests can count deliveries.
 */
export function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: Received[] = [];
  const refuses = (address: string) =>
    typeof options.refuseRecipient === 'function' ? options.refuseRecipient(address) : Boolean(options.refuseRecipient);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    reply('220 test.local ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const accepted = current;
          current = { from: '', to: [], data: '' };
          const accept = () => {
            received.push(accepted);
            reply('250 2.0.0 queued');
          };
          if (options.delayMs) setTimeout(accept, options.delayMs);
          else accept();
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 test.local');
        else if (command === 'MAIL') {
          current.from = line.slice(10);
          reply('250 2.1.0 ok');
        } else if (command === 'RCPT') {
          const address = line.slice(8);
          if (refuses(address.replace(/^<|>$/g, ''))) reply('550 5.1.1 no such user');
          else {
            current.to.push(address);
            reply('250 2.1.5 ok');
          }
        } else if (command === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else if (command === 'RSET' || command === 'NOOP') reply('250 ok');
        else reply('500 5.5.1 command unrecognised'); // this test server speaks only what the sender uses
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        port,
        url: `smtp://127.0.0.1:${port}`,
        received,
        mailIds: () => received.map((mail) => Number(/^X-Mandate-Mail-Id: (\d+)/im.exec(mail.data)?.[1] ?? NaN)),
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
