/**
 * For the document, search and alert tests: multipart uploads as a browser sends them, small files
 * of each kind, the files a contract has on disk, the contracts the access probes aim at (another
 * company's, one outside a restricted user's locations), and thousands of copies of a contract.
 */
import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { demoPdf } from '../../../server/seed/documents';
import type { TestApp } from '../harness';
import { type ContractRecord, createContract, type Location } from './fixtures';

export const PDF = demoPdf(['Contract T-1 — voorbeeld', 'Bakkerij De Korenschoof B.V.']);

export interface FilePart {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart/form-data body of file parts, built by hand so each file name is sent as is. */
export function multipart(files: FilePart | FilePart[], fieldName = 'file') {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const part = (file: FilePart) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from('\r\n'),
  ];
  return {
    payload: Buffer.concat([...[files].flat().flatMap(part), Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const upload = (
  t: TestApp,
  token: string,
  contractId: number,
  file: FilePart | FilePart[],
): Promise<LightMyRequestResponse> =>
  t.call({ method: 'POST', url: `/api/contracts/${contractId}/documents`, token, ...multipart(file) });

/** The names of the files the app's file store holds under the contract's folder. */
export async function storedFiles(t: TestApp, contractId: number): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of t.files.list())
    if (entry.key.startsWith(`${contractId}/`)) names.push(entry.key.slice(`${contractId}/`.length));
  return names;
}

export async function downloadTokenOf(t: TestApp, token: string): Promise<string> {
  const response = await t.call({ method: 'GET', url: '/api/auth/profile', token });
  return response.json().downloadToken as string;
}

async function locationNamed(t: TestApp, token: string, name: string): Promise<Location> {
  const response = await t.call({ method: 'GET', url: '/api/locations?range=[0,999]', token });
  const location = (response.json() as Location[]).find((item) => item.name === name);
  if (!location) throw new Error(`no location ${name}`);
  return location;
}

/** A contract of Fietsenmaker Van Dijk, made by the platform admin: no bakery user may reach it. */
export async function otherCompanysContract(t: TestApp): Promise<ContractRecord> {
  const platformAdmin = await t.login('admin@demo.nl');
  const location = await locationNamed(t, platformAdmin, 'Werkplaats Deventer');
  const companyId = (location as Location & { companyId: number }).companyId;
  return createContract(t, platformAdmin, { companyId, location: location.id });
}

/**
 * A bakery contract at the head office, which inkoop@demo.nl (restricted to Amersfoort and
 * Nieuwegein) may not see, and one in Amersfoort, which they may.
 */
export async function contractsAroundRestriction(t: TestApp, companyAdmin: string) {
  const [headOffice, amersfoort] = await Promise.all([
    locationNamed(t, companyAdmin, 'Hoofdkantoor Utrecht'),
    locationNamed(t, companyAdmin, 'Bakkerij Amersfoort'),
  ]);
  return {
    outside: await createContract(t, companyAdmin, { location: headOffice.id }),
    inside: await createContract(t, companyAdmin, { location: amersfoort.id }),
  };
}

/**
 * `count` copies of the contract `id`, numbered prefix + 1 … count, their documents' words
 * `words` (SQL that may read `i`, the copy's number), written straight into the table.
 */
export async function copiesOf(
  t: TestApp,
  id: number,
  count: number,
  prefix: string,
  words: SQL = sql`''::tsvector`,
): Promise<void> {
  const columns = (
    (await t.database.db.execute(sql`
      select column_name from information_schema.columns where table_name = 'contracts'
        and column_name not in ('id', 'number', 'document_words') and is_generated = 'NEVER'
        order by column_name`)) as unknown as {
      rows: { column_name: string }[];
    }
  ).rows.map((row) => sql.identifier(row.column_name));
  const list = sql.join(columns, sql`, `);
  await t.database.db.execute(sql`
    insert into contracts (${list}, number, document_words)
    select ${list}, ${prefix} || i, ${words}
    from contracts, generate_series(1, ${count}) as i where id = ${id}`);
}
