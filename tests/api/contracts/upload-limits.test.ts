/**
 * Upload limits over a real socket (files just over 20 MB were once stored cut
 * to 20 MB). A file's bytes are sent the way browsers and HTTP libraries stream them: the part
 * headers first, then 64 KiB writes, so the file data arrives in pieces that end exactly at the
 * 20 MB limit, the case the old buffering code missed. Every refusal must leave no row and no
 * file (also no temporary one) behind.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { contractDocuments } from '../../../server/db/contract-tables';
import { DOCUMENT_MAX_BYTES } from '../../../src/schema/upload-limits';
import { setupTestApp } from '../harness';
import { createContract } from './fixtures';
import { multipart, PDF, storedFiles } from './fixtures-documents';

const t = setupTestApp();
let admin: string;
let contractId: number;
let port: number;

beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
  contractId = (await createContract(t, admin)).id as number;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

const pdfOf = (size: number): Buffer => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);

interface Answer {
  status: number;
  body: { message?: string; errors?: Record<string, string>; size?: number };
}

/** Sends one request over a real connection: `head` (headers of the body) and `body` in 64 KiB writes. */
function send(
  method: string,
  path: string,
  headers: Record<string, string | number>,
  parts: Buffer[],
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { ...headers, authorization: `Bearer ${admin}`, 'x-requested-with': 'XMLHttpRequest' },
      },
      (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A server that refuses a body answers and closes while the rest is still being sent, as a
      // browser would keep sending: the next write fails. Its answer is what the test is about;
      // give it a moment to arrive before calling the request failed.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') setTimeout(() => reject(error), 2000);
      else reject(error);
    });
    void (async () => {
      for (const part of parts) {
        for (let at = 0; at < part.length; at += 64 * 1024) {
          // Answered already (a refusal): the rest of the body would only hit a closed socket.
          if (answered || req.destroyed) return;
          const piece = part.subarray(at, Math.min(at + 64 * 1024, part.length));
          // Each write on its own (after the previous one left), so the pieces are not merged.
          await new Promise<void>((done) => req.write(piece, () => setImmediate(done)));
        }
      }
      req.end();
    })();
  });
}

/** Uploads one file streamed as above: the multipart part headers, then the file in 64 KiB writes. */
const streamUpload = (bytes: Buffer): Promise<Answer> =>
  sendUpload(multipart({ name: 'groot.pdf', bytes }), bytes.length);

function sendUpload({ payload, headers }: ReturnType<typeof multipart>, fileLength: number): Promise<Answer> {
  const start = payload.indexOf('\r\n\r\n') + 4;
  const end = start + fileLength;
  return send(
    'POST',
    `/api/contracts/${contractId}/documents`,
    { ...headers, 'content-length': payload.length },
    [payload.subarray(0, start), payload.subarray(start, end), payload.subarray(end)],
  );
}

const rowCount = async (): Promise<number> => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(contractDocuments)
    .where(eq(contractDocuments.contractId, contractId));
  return Number(row?.n ?? 0);
};

const stored = async () => ({ rows: await rowCount(), files: (await storedFiles(t, contractId)).sort() });

/** Waits (at most 10 s) until `check` holds: a cut connection's handler finishes after the answer. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return;
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('the 20 MB limit', () => {
  it('accepts a file of exactly 20 MB, stored whole', async () => {
    const before = await stored();
    const answer = await streamUpload(pdfOf(DOCUMENT_MAX_BYTES));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.size).toBe(DOCUMENT_MAX_BYTES);
    const after = await stored();
    expect(after.rows).toBe(before.rows + 1);
    expect(after.files).toHaveLength(before.files.length + 1);
    expect(after.files.some((name) => name.endsWith('.part'))).toBe(false);
  });

  it('refuses 1 byte and 1 MB over the limit with 413 every time, storing nothing', async () => {
    const before = await stored();
    for (let round = 0; round < 4; round++) {
      for (const extra of [1, 1024 * 1024]) {
        const answer = await streamUpload(pdfOf(DOCUMENT_MAX_BYTES + extra));
        expect(answer.status, `+${extra} bytes, round ${round}: ${JSON.stringify(answer.body)}`).toBe(413);
        expect(answer.body).toEqual({
          message: 'The file is larger than 20 MB',
          errors: { file: 'resources.contracts.errors.file_too_large' },
        });
        expect(await stored()).toEqual(before);
      }
    }
  });

  it('refuses the same over-limit file sent in one piece (as a test client sends it)', async () => {
    const before = await stored();
    const over = multipart({ name: 'groot.pdf', bytes: pdfOf(DOCUMENT_MAX_BYTES + 1) });
    const answer = await t.call({
      method: 'POST',
      url: `/api/contracts/${contractId}/documents`,
      token: admin,
      ...over,
    });
    expect(answer.statusCode).toBe(413);
    expect(await stored()).toEqual(before);
  });
});

describe('a body cut off halfway', () => {
  it('is a 400 and stores nothing, not even a partial file', async () => {
    const before = await stored();
    const { payload, headers } = multipart({ name: 'half.pdf', bytes: pdfOf(4 * 1024 * 1024) });
    const sent = payload.subarray(0, 2 * 1024 * 1024);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        received += chunk;
      });
      socket.on('error', () => resolve(received));
      socket.on('close', () => resolve(received));
      socket.on('connect', () => {
        socket.write(
          `POST /api/contracts/${contractId}/documents HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
            `Authorization: Bearer ${admin}\r\nX-Requested-With: XMLHttpRequest\r\n` +
            `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
        );
        // The first half, then the client stops sending (it keeps listening for the answer).
        socket.write(sent, (error) => (error ? reject(error) : setTimeout(() => socket.end(), 200)));
      });
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    await eventually(async () => JSON.stringify(await stored()) === JSON.stringify(before));
    expect(await stored()).toEqual(before);
    // The server took the next upload as usual.
    const next = await streamUpload(PDF);
    expect(next.status).toBe(201);
    expect((await stored()).rows).toBe(before.rows + 1);
  });
});

describe('JSON bodies with images (avatars, logos)', () => {
  it('refuses an avatar over the body limit sent without a length with a JSON 413, keeping the old one', async () => {
    const profile = () =>
      t.call({ method: 'GET', url: '/api/auth/profile', token: admin }).then((r) => r.json().avatar);
    const before = await profile();
    const image = `data:image/png;base64,${Buffer.alloc(3 * 1024 * 1024, 1).toString('base64')}`;
    const answer = await send(
      'POST',
      '/api/auth/avatar',
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      [Buffer.from(JSON.stringify({ image }))],
    );
    expect(answer.status).toBe(413);
    expect(typeof answer.body.message).toBe('string');
    expect(await profile()).toEqual(before);
  });
});

describe('memory', () => {
  it('reports the memory one 20 MB upload takes (a figure, not a check)', async () => {
    // Made before the first measurement: the client's copy is not the server's memory.
    const upload = multipart({ name: 'groot.pdf', bytes: pdfOf(DOCUMENT_MAX_BYTES) });
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakBuffers = before.arrayBuffers;
    const sample = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
    }, 5);
    const answer = await sendUpload(upload, DOCUMENT_MAX_BYTES);
    clearInterval(sample);
    expect(answer.status).toBe(201);
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.info(
      `one 20 MB upload: RSS +${mb(peakRss - before.rss)} MB, array buffers +${mb(peakBuffers - before.arrayBuffers)} MB at the peak`,
    );
  });
});
