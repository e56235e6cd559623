/**
 * Malformed multipart on the upload route: no boundary, a truncated body, a
 * wrong content type, garbage — each a 400 with a clear message on `file`, never a 500.
 */
import { STACK_TRACE } from '../fixtures';
import { setupTestApp } from '../harness';
import { createContract } from './fixtures';
import { multipart, PDF } from './fixtures-documents';

const t = setupTestApp();
let admin: string;
let url: string;
beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
  url = `/api/contracts/${(await createContract(t, admin)).id}/documents`;
});

const post = (headers: Record<string, string>, payload: string | Buffer) =>
  t.call({ method: 'POST', url, token: admin, headers, payload });

const expectClearRefusal = (
  response: Awaited<ReturnType<typeof post>>,
  key = 'resources.contracts.errors.upload_malformed',
) => {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { message: string; errors?: Record<string, string> };
  expect(body.message).toMatch(/multipart\/form-data/);
  expect(response.body).not.toMatch(STACK_TRACE);
  expect(body.errors).toEqual({ file: key });
};

describe('a malformed upload', () => {
  it('without a boundary is a 400', async () => {
    const { payload } = multipart({ name: 'a.pdf', bytes: PDF });
    expectClearRefusal(await post({ 'content-type': 'multipart/form-data' }, payload));
  });

  it('with an empty boundary is a 400', async () => {
    const { payload } = multipart({ name: 'a.pdf', bytes: PDF });
    expectClearRefusal(await post({ 'content-type': 'multipart/form-data; boundary=' }, payload));
  });

  it('cut off in the middle of the file is a 400', async () => {
    const { payload, headers } = multipart({ name: 'a.pdf', bytes: PDF });
    expectClearRefusal(await post(headers, payload.subarray(0, payload.length - 60)));
  });

  it('cut off in the part headers is a 400', async () => {
    const { payload, headers } = multipart({ name: 'a.pdf', bytes: PDF });
    expectClearRefusal(await post(headers, payload.subarray(0, 40)));
  });

  it('whose body does not match its boundary is a 400', async () => {
    expectClearRefusal(
      await post({ 'content-type': 'multipart/form-data; boundary=abc' }, 'no parts here at all'),
    );
  });

  it('with an empty body is a 400: no file', async () => {
    expectClearRefusal(
      await post({ 'content-type': 'multipart/form-data; boundary=abc' }, ''),
      'app.validation.required',
    );
  });

  it('sent with another content type is a 400: no file', async () => {
    for (const type of ['application/json', 'text/plain', 'application/octet-stream', 'multipart/mixed']) {
      const payload = type === 'application/json' ? '{"file": "x"}' : PDF;
      expectClearRefusal(await post({ 'content-type': type }, payload), 'app.validation.required');
    }
  });
});

it('with two files is a 400 on the analysis too (the upload: documents.test.ts)', async () => {
  const twoFiles = multipart([
    { name: 'a.pdf', bytes: PDF },
    { name: 'b.pdf', bytes: PDF },
  ]);
  const analysed = await t.call({ method: 'POST', url: '/api/contracts/analyse', token: admin, ...twoFiles });
  expect(analysed.statusCode, analysed.body).toBe(400);
  expect(analysed.json().errors).toEqual({ file: 'resources.contracts.errors.one_file' });
  // Hundreds of fields before the file: said as such, not as a cut-off body.
  const boundary = 'fields-first';
  const fields = Array.from(
    { length: 300 },
    (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`,
  ).join('');
  const crowded = await t.call({
    method: 'POST',
    url: '/api/contracts/analyse',
    token: admin,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${fields}--${boundary}--\r\n`,
  });
  expect(crowded.statusCode, crowded.body).toBe(400);
  expect(crowded.json().message).toMatch(/^Too many parts/);
});

it('a good upload still works', async () => {
  const { payload, headers } = multipart({ name: 'a.pdf', bytes: PDF });
  const response = await post(headers, payload);
  expect(response.statusCode, response.body).toBe(201);
});
