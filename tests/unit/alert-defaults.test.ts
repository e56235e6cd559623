import { describe, expect, it } from 'vitest';
import {
  alertDefaultsOf,
  alertTermsOf,
  BUILT_IN_ALERT_DEFAULTS,
  contractAlertDefaults,
} from '../../src/schema/alert-defaults';

const on = (defaults = BUILT_IN_ALERT_DEFAULTS, terms = {}) => {
  const fields = contractAlertDefaults(defaults, { indefinite: false, hasNotice: false, ...terms });
  return { end: fields.endAlertEnabled, notice: fields.noticeAlertEnabled };
};

describe('a new contract’s alert defaults', () => {
  it('warn before the notice deadline with a notice period, else before the end', () => {
    expect(on(undefined, { hasNotice: true })).toEqual({ end: false, notice: true });
    expect(on()).toEqual({ end: true, notice: false });
    // An indefinite contract has no end alert, and without a notice period no notice alert.
    expect(on(undefined, { indefinite: true })).toEqual({ end: false, notice: false });
    expect(on(undefined, { indefinite: true, hasNotice: true })).toEqual({ end: false, notice: true });
  });

  it('follow the company’s switches and advances', () => {
    const noticeOff = {
      ...BUILT_IN_ALERT_DEFAULTS,
      notice: { enabled: false, amount: 2, unit: 'months' as const },
    };
    expect(on(noticeOff, { hasNotice: true })).toEqual({ end: true, notice: false });
    const endOff = { ...BUILT_IN_ALERT_DEFAULTS, end: { enabled: false, amount: 7, unit: 'days' as const } };
    expect(on(endOff)).toEqual({ end: false, notice: false });
    expect(contractAlertDefaults(noticeOff, { indefinite: false, hasNotice: true })).toMatchObject({
      noticeAlertAmount: 2,
      noticeAlertUnit: 'months',
      endAlertAmount: 30,
      endAlertUnit: 'days',
    });
  });

  it('count a notice alert already switched as it is', () => {
    expect(on(undefined, { hasNotice: true, noticeAlertEnabled: false })).toEqual({
      end: true,
      notice: false,
    });
  });

  it('read unset or broken stored defaults as the built-in ones', () => {
    expect(alertDefaultsOf(null)).toEqual(BUILT_IN_ALERT_DEFAULTS);
    expect(alertDefaultsOf({ notice: { enabled: true } })).toEqual(BUILT_IN_ALERT_DEFAULTS);
    expect(alertTermsOf({ indefinite: true, noticeAmount: 3 })).toEqual({
      indefinite: true,
      hasNotice: true,
    });
    expect(alertTermsOf({ noticeAmount: null })).toEqual({ indefinite: false, hasNotice: false });
  });
});
