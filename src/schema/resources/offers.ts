/**
 * Offers (docs/requirements.md#offers): a sponsor's non-binding answer to an offer request, entered
 * through the private link in its request mail (server/offers/links.ts) or by a platform admin on
 * the sponsor's behalf here. The company sees them on the contract's page and decides: interested
 * (then the sponsor hears who it is) or not.
 */
import { accessByRole, defineResource, type ResourceHooks } from '../dsl';
import { field } from '../fields';
import { LIVE_REQUEST_STATUSES, OFFER_MAX_PRICE, OFFER_STATUSES, offerTitle } from '../offers';

export const offers = defineResource({
  name: 'offers',
  scope: 'platform',
  fields: {
    /** Sponsor and yearly price (offerTitle), kept by the server. */
    title: field.text({ readOnly: true, form: false, searchable: true }),
    request: field.reference('offer-requests', {
      required: true,
      cascade: true,
      list: true,
      filter: true,
      where: { status: LIVE_REQUEST_STATUSES },
    }),
    sponsor: field.reference('sponsors', {
      required: true,
      list: true,
      filter: true,
      where: { active: true },
    }),
    yearlyPrice: field.money({ required: true, min: 0.01, max: OFFER_MAX_PRICE, list: true, sortable: true }),
    validUntil: field.date({ required: true, list: true, sortable: true }),
    description: field.longText({ max: 5000 }),
    status: field.choice(OFFER_STATUSES, {
      readOnly: true,
      form: false,
      list: true,
      sortable: true,
      filter: true,
    }),
    /** The name of the offer's PDF, when it has one (the file: server/offers/files.ts). */
    pdfName: field.text({ readOnly: true, form: false }),
  },
  defaultSort: { field: 'id', order: 'DESC' },
  recordRepresentation: 'title',
  // One offer per sponsor and request: a second answer replaces nothing by accident.
  unique: [['request', 'sponsor']],
  pages: [1],
  menu: [1],
  access: accessByRole({ read: [1], write: [1] }),
  // An offer is valid until a day to come.
  example: { yearlyPrice: 9500, validUntil: '2099-12-31' },
});

/** The declaration's rules on the server, run in the save's transaction (docs/adding-a-resource.md#hooks). */
export const hooks: ResourceHooks = {
  async beforeSave(context, values, existing) {
    const validUntil = values.validUntil as string | undefined;
    if (validUntil !== undefined && validUntil < context.today && validUntil !== existing?.validUntil)
      context.fail({ field: 'validUntil', message: 'resources.offers.errors.valid_until_past' });
    const next = { ...existing, ...values };
    const [sponsor] = await context.find('sponsors', { id: next.sponsor as number });
    const title = offerTitle(String(sponsor?.name ?? ''), Number(next.yearlyPrice));
    return existing ? { ...values, title } : { ...values, title, status: 'new' };
  },
};
