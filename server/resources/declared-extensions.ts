/**
 * The server side of each resource that has one (server/resources/extensions/<resource name>.ts),
 * by resource name. Written by `npm run db:generate` (scripts/resources-index.ts): do not edit by
 * hand.
 */
import type { ExtensionModule } from './extensions';
import contracts from './extensions/contracts';
import invoices from './extensions/invoices';
import mails from './extensions/mails';
import offerRequests from './extensions/offer-requests';
import offers from './extensions/offers';
import subscriptions from './extensions/subscriptions';
import suppliers from './extensions/suppliers';
import users from './extensions/users';

export const declaredExtensions: Readonly<Record<string, ExtensionModule>> = {
  contracts,
  invoices,
  mails,
  'offer-requests': offerRequests,
  offers,
  subscriptions,
  suppliers,
  users,
};
