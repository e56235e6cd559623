/**
 * Demo documents: a small one-page PDF (made here, byte by byte) attached to the first three
 * contracts of the demo bakery, so the detail page shows documents to download.
 */
import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { saveDocument } from '../contracts/document-files';
import type { Database } from '../db/client';
import { contractDocuments } from '../db/contract-tables';
import { resourceTables } from '../db/resource-tables';
import { companies } from '../db/schema';
import type { FileStore } from '../files/storage';

const DEMO_COMPANY = 'Bakkerij De Korenschoof B.V.';
export const CONTRACTS_WITH_DOCUMENTS = 3;

/** Text in a PDF string (WinAnsiEncoding): the em dash mapped, specials escaped, the rest '?'. */
const pdfText = (text: string): string =>
  [...text]
    .map((char) => {
      if (char === '—') return '\x97';
      if ('()\\'.includes(char)) return `\\${char}`;
      return char.charCodeAt(0) < 256 ? char : '?';
    })
    .join('');

/** A valid one-page A4 PDF with the given lines in Helvetica. */
export function demoPdf(lines: readonly string[]): Buffer {
  const text = lines.map(
    (line, index) => `BT /F1 ${index === 0 ? 16 : 11} Tf 72 ${770 - index * 24} Td (${pdfText(line)}) Tj ET`,
  );
  const content = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  // Every cross-reference entry is exactly 20 bytes: offset, generation, kind, two-byte line end.
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface DemoContract {
  id: number;
  number: string;
  supplierName: string;
  owner: number | null;
  description: string;
}

/** Attaches demo PDFs to the bakery's first contracts that have none yet; no contracts, nothing. */
export async function seedDemoDocuments(db: Database, files: FileStore): Promise<void> {
  const contracts = resourceTables.contracts;
  const c = getTableColumns(contracts) as Record<string, PgColumn>;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_COMPANY));
  if (!company) return;
  const selection = {
    id: c.id,
    number: c.number,
    supplierName: c.supplierName,
    owner: c.owner,
    description: c.description,
  };
  const rows = (await db
    .select(selection)
    .from(contracts)
    .where(eq(c.companyId, company.id))
    .orderBy(asc(c.id))
    .limit(CONTRACTS_WITH_DOCUMENTS)) as DemoContract[];
  if (rows.length === 0) return;
  const documented = await db
    .select({ contractId: contractDocuments.contractId })
    .from(contractDocuments)
    .where(
      inArray(
        contractDocuments.contractId,
        rows.map((row) => row.id),
      ),
    );
  const skip = new Set(documented.map((row) => row.contractId));
  for (const [index, contract] of rows.entries()) {
    if (skip.has(contract.id)) continue;
    const pdfs = [
      {
        fileName: `Contract ${contract.number}.pdf`,
        // The last line is only in the document: searching the list for "aangetekende" finds these.
        lines: [
          `Contract ${contract.number} — voorbeeld`,
          contract.supplierName,
          contract.description,
          'Opzeggen kan uitsluitend per aangetekende brief.',
        ],
      },
      // The first contract also carries a signed addendum: a list of two.
      ...(index === 0
        ? [
            {
              fileName: `Addendum ${contract.number}.pdf`,
              lines: [`Addendum bij contract ${contract.number}`],
            },
          ]
        : []),
    ];
    for (const file of pdfs) {
      await saveDocument(db, files, {
        companyId: company.id,
        contractId: contract.id,
        fileName: file.fileName,
        contentType: 'application/pdf',
        bytes: demoPdf(file.lines.filter(Boolean)),
        uploadedBy: contract.owner,
      });
    }
  }
}
