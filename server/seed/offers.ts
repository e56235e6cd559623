/**
 * Demo offers (docs/requirements.md#offers): the first offer scheduler run on the demo data makes
 * and sends the requests of the bakery's opted-in contracts near their notice deadline; then one
 * sponsor answers the electricity contract's request, as through its link, so a fresh start shows
 * the flow end to end.
 */
import { and, eq } from 'drizzle-orm';
import { addDays, dayOf } from '../../src/schema/contract-dates';
import { offerTitle } from '../../src/schema/offers';
import type { AlertEnv } from '../alerts/scheduler';
import { offerLinks } from '../db/offer-tables';
import { offerReceived } from '../offers/offers';
import { runOfferRequests } from '../offers/requests';
import { offerTables } from '../offers/tables';
import { DEMO_SPONSORS } from './master-data';

export async function seedDemoOffers(env: AlertEnv): Promise<void> {
  await runOfferRequests(env);
  const { requests, r, contracts, c, sponsors, s, offers } = offerTables(env);
  const [request] = (await env.db
    .select({ id: r.id, noticeDeadline: r.noticeDeadline, yearlyValue: r.yearlyValue })
    .from(requests)
    .innerJoin(contracts, eq(c.id, r.contract))
    .where(eq(c.number, 'KS-ENE-001'))) as { id: number; noticeDeadline: string; yearlyValue: number }[];
  const [sponsor] = (await env.db
    .select({ id: s.id })
    .from(sponsors)
    .where(eq(s.name, DEMO_SPONSORS[0].name))) as { id: number }[];
  if (!request || !sponsor) return;
  const now = env.now();
  // Valid for six weeks, or until the notice deadline when that is later: 'YYYY-MM-DD' sorts as a date.
  const validUntil = [addDays(dayOf(now), 45), request.noticeDeadline].sort()[1];
  const yearlyPrice = Math.round(Number(request.yearlyValue) * 0.88);
  const [offer] = (await env.db
    .insert(offers)
    .values({
      title: offerTitle(DEMO_SPONSORS[0].name, yearlyPrice),
      request: request.id,
      sponsor: sponsor.id,
      yearlyPrice,
      validUntil,
      description:
        'Groene stroom uit Nederlandse wind, vaste prijs voor drie jaar, zelfde aansluiting en meetbedrijf. Overstappen regelen wij.',
      status: 'new',
      pdfName: '',
      createdAt: now,
      updatedAt: now,
    } as never)
    .returning()) as { id: number }[];
  await env.db
    .update(offerLinks)
    .set({ usedAt: now })
    .where(and(eq(offerLinks.requestId, request.id), eq(offerLinks.sponsorId, sponsor.id)));
  await offerReceived(env, offer.id);
}
