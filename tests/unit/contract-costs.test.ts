/** The yearly cost of a contract's amount per period (src/schema/contract-costs.ts). */
import { yearlyCost } from '../../src/schema/contract-costs';

describe('yearlyCost', () => {
  it('multiplies a month by 12, a quarter by 4 and a year by 1', () => {
    expect(yearlyCost({ costAmount: 100, costPeriod: 'month' })).toEqual({
      excl: 1200,
      incl: null,
      derived: true,
    });
    expect(yearlyCost({ costAmount: 250.5, costPeriod: 'quarter' }).excl).toBe(1002);
    expect(yearlyCost({ costAmount: 999.99, costPeriod: 'year' }).excl).toBe(999.99);
  });

  it('adds VAT to an amount excl. VAT, in whole cents rounded half up', () => {
    expect(yearlyCost({ costAmount: 100, costPeriod: 'month', vatRate: 21 })).toEqual({
      excl: 1200,
      incl: 1452,
      derived: true,
    });
    expect(yearlyCost({ costAmount: 0.1, costPeriod: 'month', vatRate: 9 })).toMatchObject({
      excl: 1.2,
      incl: 1.31,
    });
    expect(yearlyCost({ costAmount: 80, costPeriod: 'quarter', vatRate: 0 })).toMatchObject({
      excl: 320,
      incl: 320,
    });
  });

  it('takes VAT out of an amount incl. VAT', () => {
    expect(yearlyCost({ costAmount: 121, costPeriod: 'month', vatIncluded: true, vatRate: 21 })).toEqual({
      excl: 1200,
      incl: 1452,
      derived: true,
    });
    expect(yearlyCost({ costAmount: 10, costPeriod: 'year', vatIncluded: true, vatRate: 21 }).excl).toBe(
      8.26,
    );
    // Incl. VAT without a rate: the excl. figure is unknown.
    expect(yearlyCost({ costAmount: 10, costPeriod: 'year', vatIncluded: true })).toEqual({
      excl: null,
      incl: 10,
      derived: true,
    });
  });

  it('keeps the entered yearly value when no amount and period are given', () => {
    expect(yearlyCost({ yearlyValue: 5400 })).toEqual({ excl: 5400, incl: null, derived: false });
    expect(yearlyCost({ yearlyValue: 5400, vatRate: 21, costAmount: 10 })).toEqual({
      excl: 5400,
      incl: 6534,
      derived: false,
    });
    expect(yearlyCost({})).toEqual({ excl: null, incl: null, derived: false });
    expect(yearlyCost({ costAmount: 10, costPeriod: 'week', yearlyValue: 7 }).excl).toBe(7);
  });
});
