/**
 * The invoice as an A4 PDF in Dutch, rendered on demand from the stored invoice row and the
 * seller's details (server/config.ts): the same row gives the same document, so nothing is stored
 * but the row. Texts come from src/i18n/billing.nl.ts.
 */
import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { billingMessagesNl } from '../../src/i18n/billing.nl';
import { formatDate, formatEuro, formatLongDate } from '../../src/i18n/format';
import { VAT_PERCENT } from '../../src/schema/billing';
import type { Seller } from '../config';
import type { Database } from '../db/client';
import { resourceTables } from '../db/resource-tables';
import type { MailAttachmentRef } from '../db/schema';
import type { AttachmentResolver, MailFile } from '../mail/mailer';

/** What the PDF shows of an invoice row. */
export interface InvoiceForPdf {
  id: number;
  companyId: number;
  number: string;
  date: string;
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  planName: string;
  subtotal: string | number;
  vat: string | number;
  total: string | number;
  buyerName: string;
  buyerAddress: string;
  buyerKvkNumber: string;
  buyerVatNumber: string;
}

type PdfTexts = typeof billingMessagesNl.app.billing.pdf;

/** A Dutch PDF text with its `%{name}` values filled in. */
export const pdfText = (
  key: keyof PdfTexts,
  values: Readonly<Record<string, string | number>> = {},
): string =>
  billingMessagesNl.app.billing.pdf[key].replace(/%\{(\w+)\}/g, (_match, name: string) =>
    String(values[name] ?? ''),
  );

/** '1 maart 2026 t/m 31 maart 2026'. */
export const invoicePeriodText = (start: string, end: string): string =>
  pdfText('period_text', { start: formatLongDate(start), end: formatLongDate(end) });

/** 'factuur-2026-00001.pdf'. */
export const invoiceFileName = (number: string): string => pdfText('file_name', { number });

const invoices = resourceTables.invoices;
const columns = invoices as unknown as Record<keyof InvoiceForPdf, PgColumn>;
const selection = Object.fromEntries(
  (
    [
      'id',
      'companyId',
      'number',
      'date',
      'dueDate',
      'periodStart',
      'periodEnd',
      'planName',
      'subtotal',
      'vat',
      'total',
      'buyerName',
      'buyerAddress',
      'buyerKvkNumber',
      'buyerVatNumber',
    ] as const
  ).map((name) => [name, columns[name]]),
) as Record<keyof InvoiceForPdf, PgColumn>;

/** The invoice rows with these ids (and matching `where`, e.g. a caller's grant), as the PDF needs them. */
export async function loadInvoices(
  db: Database,
  ids: readonly number[],
  where?: SQL,
): Promise<InvoiceForPdf[]> {
  if (ids.length === 0) return [];
  return (await db
    .select(selection)
    .from(invoices)
    .where(and(inArray(columns.id, [...ids]), where))) as InvoiceForPdf[];
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const RIGHT = A4.width - MARGIN;
const GREY = '#555555';
const LINE = '#bbbbbb';

/** Renders the invoice; deterministic for a row and seller (fixed document dates, no random ids). */
export async function renderInvoicePdf(invoice: InvoiceForPdf, seller: Seller): Promise<Buffer> {
  // Loaded on the first invoice, not at every start (pdfkit takes ~170 ms to load).
  const { default: PDFDocument } = await import('pdfkit');
  const issued = new Date(`${invoice.date}T12:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${pdfText('title')} ${invoice.number}`,
      Author: seller.name,
      Producer: seller.name,
      Creator: seller.name,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const euro = (amount: string | number) => formatEuro(Number(amount));
  const width = RIGHT - MARGIN;

  // Seller at the top, the title on the right.
  doc.font('Helvetica-Bold').fontSize(24).fillColor('black').text(pdfText('title'), MARGIN, MARGIN, {
    width,
    align: 'right',
  });
  doc.font('Helvetica-Bold').fontSize(13).text(seller.name, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  for (const line of [
    ...seller.address.split('\n'),
    pdfText('kvk', { value: seller.kvkNumber }),
    pdfText('vat_number', { value: seller.vatNumber }),
    pdfText('iban', { value: seller.iban }),
    pdfText('email', { value: seller.email }),
  ])
    doc.text(line);

  // Buyer on the left, the invoice's facts on the right.
  const blockTop = 190;
  doc.fillColor(GREY).fontSize(9).text(pdfText('to'), MARGIN, blockTop);
  doc.fillColor('black').font('Helvetica-Bold').fontSize(11).text(invoice.buyerName);
  doc.font('Helvetica').fontSize(10);
  for (const line of invoice.buyerAddress.split('\n')) doc.text(line);
  if (invoice.buyerKvkNumber) doc.text(pdfText('kvk', { value: invoice.buyerKvkNumber }));
  if (invoice.buyerVatNumber) doc.text(pdfText('vat_number', { value: invoice.buyerVatNumber }));

  const facts: [string, string][] = [
    [pdfText('number'), invoice.number],
    [pdfText('date'), formatDate(invoice.date)],
    [pdfText('due_date'), formatDate(invoice.dueDate)],
    [pdfText('period'), `${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}`],
    [pdfText('plan'), invoice.planName],
  ];
  const factsLeft = 330;
  facts.forEach(([label, value], index) => {
    const y = blockTop + index * 16;
    doc.font('Helvetica').fontSize(9).fillColor(GREY).text(label, factsLeft, y, { width: 90 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('black')
      .text(value, factsLeft + 90, y, {
        width: RIGHT - factsLeft - 90,
        align: 'right',
      });
  });

  // The invoice line.
  const tableTop = 330;
  const amountWidth = 110;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black');
  doc.text(pdfText('description'), MARGIN, tableTop);
  doc.text(pdfText('amount'), RIGHT - amountWidth, tableTop, { width: amountWidth, align: 'right' });
  doc
    .moveTo(MARGIN, tableTop + 16)
    .lineTo(RIGHT, tableTop + 16)
    .strokeColor(LINE)
    .stroke();
  doc.font('Helvetica').fontSize(10);
  const line = pdfText('line', {
    plan: invoice.planName,
    period: invoicePeriodText(invoice.periodStart, invoice.periodEnd),
  });
  doc.text(line, MARGIN, tableTop + 24, { width: width - amountWidth - 10 });
  doc.text(euro(invoice.subtotal), RIGHT - amountWidth, tableTop + 24, {
    width: amountWidth,
    align: 'right',
  });

  // Totals, right-aligned under the line.
  let y = tableTop + 70;
  doc
    .moveTo(300, y - 8)
    .lineTo(RIGHT, y - 8)
    .strokeColor(LINE)
    .stroke();
  const totals: [string, string, boolean][] = [
    [pdfText('subtotal'), euro(invoice.subtotal), false],
    [pdfText('vat', { percent: VAT_PERCENT }), euro(invoice.vat), false],
    [pdfText('total'), euro(invoice.total), true],
  ];
  for (const [label, value, strong] of totals) {
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 12 : 10);
    doc.text(label, 300, y, { width: 120 });
    doc.text(value, RIGHT - amountWidth, y, { width: amountWidth, align: 'right' });
    y += strong ? 22 : 18;
  }

  // How to pay.
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('black')
    .text(
      pdfText('payment', {
        iban: seller.iban,
        seller: seller.name,
        number: invoice.number,
        dueDate: formatLongDate(invoice.dueDate),
      }),
      MARGIN,
      y + 40,
      { width },
    );
  doc.end();
  return done;
}

/** The file name of each attachment, as the outbox shows it; null when its invoice is gone. */
export async function attachmentNames(
  db: Database,
  refs: readonly MailAttachmentRef[],
): Promise<(MailAttachmentRef & { fileName: string | null })[]> {
  const numbers = new Map(
    (
      await loadInvoices(
        db,
        refs.filter((ref) => ref.kind === 'invoice').map((ref) => ref.id),
      )
    ).map((row) => [row.id, row.number]),
  );
  return refs.map((ref) => {
    const number = numbers.get(ref.id);
    return { ...ref, fileName: number ? invoiceFileName(number) : null };
  });
}

/** The mailer's attachment resolver: an invoice reference becomes its PDF, rendered now. */
export const invoiceAttachments =
  (db: Database, seller: Seller): AttachmentResolver =>
  async (refs: readonly MailAttachmentRef[]): Promise<MailFile[]> => {
    const ids = refs.filter((ref) => ref.kind === 'invoice').map((ref) => ref.id);
    const rows = new Map((await loadInvoices(db, ids)).map((row) => [row.id, row]));
    return Promise.all(
      ids.map(async (id) => {
        const invoice = rows.get(id);
        // The row is never deleted while its mail waits (invoices are read-only); fail loudly if it was.
        if (!invoice) throw new Error(`Invoice ${id} of a mail attachment does not exist`);
        return {
          filename: invoiceFileName(invoice.number),
          contentType: 'application/pdf',
          content: await renderInvoicePdf(invoice, seller),
        };
      }),
    );
  };
