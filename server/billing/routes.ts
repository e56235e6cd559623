/**
 * The server side of invoices beyond the engine (server/resources/extensions.ts): the `month`
 * list filter (the platform dashboard's invoices of a month), the invoice PDF by download token
 * and the billing run on demand for platform admins.
 */
import { and, between, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { monthPeriod } from '../../src/schema/billing';
import { invoices } from '../../src/schema/resources/invoices';
import { platformAdminOnly } from '../auth/context';
import { rowId } from '../auth/validation';
import { type Config, readConfig } from '../config';
import { downloadCaller } from '../contracts/granted';
import { requireDownloadSession, sendDownload } from '../files/download';
import { ApiError, notFound } from '../http/errors';
import { keptMailQueue, type MailQueue } from '../mail/mailer';
import { authorize, grantWhere } from '../resources/access';
import type { FilterContext, ResourceExtension } from '../resources/extensions';
import type { Env } from '../resources/write';
import { invoiceFileName, loadInvoices, renderInvoicePdf } from './invoice-pdf';
import { runBilling } from './run';

const tags = ['invoices'];
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `month: 'YYYY-MM'`: the invoices dated in that month; anything else is a 400. */
const monthFilter = (value: unknown, { columns }: FilterContext): SQL => {
  if (typeof value !== 'string' || !MONTH.test(value))
    throw new ApiError(400, 'Filter month: expected a month as YYYY-MM');
  const period = monthPeriod(`${value}-01`);
  return between(columns.date, period.start, period.end);
};

export interface InvoicesDeps {
  /** Where the run's invoice mails go; without one they are kept in the outbox. */
  mail?: MailQueue;
  config?: Pick<Config, 'appUrl' | 'seller'>;
}

/** One billing run now, as the hourly job makes it: a platform admin's call, a self-service start. */
export const billNow = (env: Env, deps: InvoicesDeps) =>
  runBilling({
    db: env.db,
    now: env.now,
    appUrl: (deps.config ?? readConfig({})).appUrl,
    mail: deps.mail ?? keptMailQueue(env.now),
  });

function invoiceRoutes(app: FastifyInstance, env: Env, deps: InvoicesDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = deps.config ?? readConfig({});

  api.get(
    '/api/invoices/:id/pdf',
    {
      schema: {
        tags,
        description:
          'The invoice as a PDF (`factuur-<number>.pdf`), authorised by a download token (`_token`, ' +
          "the profile's `downloadToken`): role 1 any invoice, role 2 its own company's (404 otherwise).",
        params: z.object({ id: rowId }),
        querystring: z.object({ _token: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const session = await requireDownloadSession(env.db, request, env.now());
      const caller = downloadCaller(session);
      // Invoices stay the company's records after its subscription ended: the subscription page
      // still lists them, so their PDFs are not confined like the rest of the company's data.
      const grant = authorize(
        { ...caller, viewer: { ...caller.viewer, hasSubscription: true } },
        invoices,
        'show',
      );
      const columns = env.registry.columns(invoices);
      const [invoice] = await loadInvoices(
        env.db,
        [request.params.id],
        and(eq(columns.id, request.params.id), grantWhere(env.registry, invoices, grant)),
      );
      if (!invoice) throw notFound();
      return sendDownload(reply, {
        body: await renderInvoicePdf(invoice, config.seller),
        contentType: 'application/pdf',
        filename: invoiceFileName(invoice.number),
      });
    },
  );

  api.post(
    '/api/billing/run',
    {
      ...platformAdminOnly,
      schema: {
        tags,
        description:
          'Platform admins: runs the billing now (it also runs every hour) and answers how many invoices it ' +
          'wrote; a second run the same day writes none (`{"created": 0}`).',
        response: { 200: z.object({ created: z.number().int() }) },
      },
    },
    async () => billNow(env, deps),
  );
}

export const invoicesExtension = (deps: InvoicesDeps = {}): ResourceExtension => ({
  filters: { month: monthFilter },
  routes: (app, env) => invoiceRoutes(app, env, deps),
});
