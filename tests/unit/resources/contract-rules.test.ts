import { describe, expect, it } from 'vitest';
import { contractRuleErrors } from '../../../src/schema/resources/contract-rules';

const error = (key: string) => `resources.contracts.errors.${key}`;

/** A contract that breaks no rule: a fixed term with a notice period and an alert on it. */
const valid = {
  startsAt: '2026-01-01',
  endsAt: '2027-12-31',
  indefinite: false,
  noticeAmount: 3,
  noticeUnit: 'months',
  noticeAlertEnabled: true,
  noticeAlertAmount: 1,
  noticeAlertUnit: 'months',
  costAmount: 100,
  costPeriod: 'month',
  vatIncluded: true,
  vatRate: 21,
};

describe('a contract’s cross-field rules', () => {
  it('find nothing in a contract that holds together', () => {
    expect(contractRuleErrors(valid)).toEqual({});
    expect(contractRuleErrors({ indefinite: true })).toEqual({});
  });

  it('name every rule broken at once, each on its own field', () => {
    expect(
      contractRuleErrors({
        ...valid,
        endsAt: '2025-12-31',
        noticeUnit: null,
        endAlertEnabled: true,
        noticeAlertAmount: null,
        noticeAlertUnit: null,
        costPeriod: undefined,
      }),
    ).toEqual({
      endsAt: error('ends_before_start'),
      noticeUnit: error('period_incomplete'),
      endAlertAmount: error('advance_required'),
      noticeAlertAmount: error('advance_required'),
      costPeriod: error('cost_incomplete'),
    });
  });

  it('ask an end of a fixed term, and no renewal or end alert of an indefinite one', () => {
    expect(contractRuleErrors({ ...valid, endsAt: null })).toEqual({ endsAt: 'app.validation.required' });
    expect(
      contractRuleErrors({
        indefinite: true,
        endsAt: '2020-01-01',
        renewalMonths: 12,
        endAlertEnabled: true,
      }),
    ).toEqual({
      renewalMonths: error('renewal_indefinite'),
      endAlertEnabled: error('end_alert_indefinite'),
    });
  });

  it('ask a notice period of a notice alert, and a VAT rate of an amount with VAT', () => {
    expect(contractRuleErrors({ ...valid, noticeAmount: null, noticeUnit: null, vatRate: null })).toEqual({
      noticeAlertEnabled: error('notice_alert_without_notice'),
      vatRate: error('vat_rate_required'),
    });
    expect(contractRuleErrors({ ...valid, costAmount: null })).toEqual({
      costAmount: error('cost_incomplete'),
    });
  });
});
