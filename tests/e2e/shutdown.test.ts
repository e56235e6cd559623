/**
 * A graceful stop of the real server (as `npm start` runs it): SIGTERM in the middle of an upload
 * lets that upload finish and be stored, takes no new connections, and the process exits cleanly.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoPdf } from '../../server/seed/documents';
import type { ContractRecord } from '../../src/schema/resources/contracts';
import { type RunningServer, startServer } from './harness';
import { api, apiToken } from './steps';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer('shutdown');
});
afterAll(() => server?.stop());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('finishes an upload in flight after SIGTERM, refuses new connections, and exits with 0', async () => {
  const token = await apiToken(server.baseUrl, 'beheerder@demo.nl');
  const [contract] = await api<ContractRecord[]>(server.baseUrl, token, 'GET', 'contracts?range=[0,0]');
  const boundary = '----shutdown-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="laat.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const pdf = demoPdf(['Geüpload tijdens het stoppen']);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const { port } = new URL(server.baseUrl);
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const upload = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/contracts/${contract.id}/documents`,
        headers: {
          authorization: `Bearer ${token}`,
          'x-requested-with': 'XMLHttpRequest',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + pdf.length + tail.length,
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    upload.on('error', reject);
    upload.write(head);
    upload.write(pdf.subarray(0, 100));
    // The rest arrives after the server was told to stop.
    setTimeout(() => {
      process.kill(server.pid, 'SIGTERM');
      setTimeout(() => {
        upload.write(pdf.subarray(100));
        upload.end(tail);
      }, 1500);
    }, 300);
  });

  await pause(900);
  // Stopping: no new connections are taken.
  await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();

  const { status, body } = await answer;
  expect(status, body).toBe(201);
  expect(JSON.parse(body)).toMatchObject({ fileName: 'laat.pdf', size: pdf.length });

  for (let waited = 0; server.exitCode() === null && waited < 10_000; waited += 100) await pause(100);
  expect(server.exitCode()).toBe(0);
});
