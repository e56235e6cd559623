/**
 * A real SMTP server on loopback (npm smtp-server) for the mail tests and the mail benchmark: it
 * accepts every message, or refuses them while `refuse` is set, and keeps what arrived.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  messageId: string;
  /** The message as sent, quoted-printable soft line breaks joined. */
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Answer every message with a temporary failure (451) while true. */
  refuse: boolean;
  /** Called with each message before it is accepted; accepted when it returns. */
  beforeAccept?: (mail: ReceivedMail) => void | Promise<void>;
  /** Only count messages, keep none (benchmark). */
  countOnly: boolean;
  count: number;
  close(): Promise<void>;
}

const header = (head: string, name: string): string => {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return decodeWords(line?.slice(name.length + 1).trim() ?? '');
};

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) as nodemailer writes non-ASCII subjects. */
const decodeWords = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: '',
    received: [],
    refuse: false,
    countOnly: false,
    count: 0,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (state.refuse) {
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(error);
        }
        if (state.countOnly) {
          state.count += 1;
          return callback();
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.split(/\r?\n\r?\n/)[0];
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: header(head, 'Subject'),
          messageId: header(head, 'Message-ID'),
          raw: raw.replace(/=\r?\n/g, ''),
        };
        try {
          await state.beforeAccept?.(mail);
        } catch (error) {
          return callback(error as Error);
        }
        state.received.push(mail);
        state.count += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
