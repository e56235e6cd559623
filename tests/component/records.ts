/** Records the component tests share: a subscription to plan 2 of company 5, from 1 July 2026, running on. */
export const subscriptionRecord = {
  id: 4,
  companyId: 5,
  plan: 2,
  startsAt: '2026-07-01',
  endsAt: null,
  cancelledOn: null,
};
