/**
 * The company's alert defaults: read by whoever may create contracts, set by a company admin, and
 * what a contract created without alert fields gets (docs/requirements.md#alerts-and-mail).
 */
import { BUILT_IN_ALERT_DEFAULTS } from '../../../src/schema/alert-defaults';
import { setupTestApp } from '../harness';
import { contractBody } from './fixtures';

const t = setupTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
});

const url = '/api/contracts/alert-defaults';
const ALERT_FIELDS = /^(end|notice)Alert/;

/** Creates a contract leaving out every alert field, plus `overrides`; returns its alert fields. */
async function createdAlerts(overrides: Record<string, unknown> = {}) {
  const body = Object.fromEntries(
    Object.entries(await contractBody(t, admin)).filter(([key]) => !ALERT_FIELDS.test(key)),
  );
  const response = await t.call({
    method: 'POST',
    url: '/api/contracts',
    token: admin,
    payload: { ...body, ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return Object.fromEntries(Object.entries(response.json()).filter(([key]) => ALERT_FIELDS.test(key)));
}

const put = (payload: object, token = admin) => t.call({ method: 'PUT', url, token, payload });

describe('alert defaults', () => {
  it('start as the built-in ones: both alerts on, 30 days ahead', async () => {
    const response = await t.call({ method: 'GET', url, token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(BUILT_IN_ALERT_DEFAULTS);
  });

  it('give a contract created without alert fields the notice alert, or the end alert without a notice period', async () => {
    expect(await createdAlerts()).toEqual({
      endAlertEnabled: false,
      endAlertAmount: 30,
      endAlertUnit: 'days',
      noticeAlertEnabled: true,
      noticeAlertAmount: 30,
      noticeAlertUnit: 'days',
    });
    expect(await createdAlerts({ noticeAmount: null, noticeUnit: null })).toMatchObject({
      endAlertEnabled: true,
      noticeAlertEnabled: false,
    });
    // An indefinite contract without a notice period warns of nothing: it has no end alert.
    expect(
      await createdAlerts({ indefinite: true, endsAt: null, noticeAmount: null, noticeUnit: null }),
    ).toMatchObject({ endAlertEnabled: false, noticeAlertEnabled: false });
  });

  it('give way to values sent', async () => {
    expect(await createdAlerts({ noticeAlertEnabled: false })).toMatchObject({
      noticeAlertEnabled: false,
      // the notice alert switched off, the end alert takes over
      endAlertEnabled: true,
    });
    expect(await createdAlerts({ noticeAlertAmount: 2, noticeAlertUnit: 'months' })).toMatchObject({
      noticeAlertEnabled: true,
      noticeAlertAmount: 2,
      noticeAlertUnit: 'months',
    });
  });

  it('are set by a company admin and used from then on', async () => {
    const defaults = {
      notice: { enabled: true, amount: 2, unit: 'months' },
      end: { enabled: false, amount: 14, unit: 'days' },
    };
    const saved = await put(defaults);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(defaults);
    const manager = await t.login('contracten@demo.nl');
    expect((await t.call({ method: 'GET', url, token: manager })).json()).toEqual(defaults);
    expect(await createdAlerts({ noticeAmount: null, noticeUnit: null })).toEqual({
      endAlertEnabled: false,
      endAlertAmount: 14,
      endAlertUnit: 'days',
      noticeAlertEnabled: false,
      noticeAlertAmount: 2,
      noticeAlertUnit: 'months',
    });
    // A platform admin has no company: the built-in ones.
    const platform = await t.login('admin@demo.nl');
    expect((await t.call({ method: 'GET', url, token: platform })).json()).toEqual(BUILT_IN_ALERT_DEFAULTS);
    expect((await put(BUILT_IN_ALERT_DEFAULTS)).statusCode).toBe(200);
  });

  it('are checked field by field', async () => {
    const valid = BUILT_IN_ALERT_DEFAULTS;
    const cases: [object, Record<string, string>][] = [
      [{ ...valid, notice: { ...valid.notice, amount: 0 } }, { 'notice.amount': 'app.validation.too_small' }],
      [{ ...valid, end: { ...valid.end, amount: null } }, { 'end.amount': 'app.validation.required' }],
      [{ ...valid, end: { ...valid.end, unit: 'weeks' } }, { 'end.unit': 'app.validation.choice' }],
      [
        { ...valid, notice: { ...valid.notice, enabled: 'ja' } },
        { 'notice.enabled': 'app.validation.required' },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await put(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
  });

  it('are set by company admins only', async () => {
    const statuses = async (email: string) => {
      const token = await t.login(email);
      return {
        read: (await t.call({ method: 'GET', url, token })).statusCode,
        set: (await put(BUILT_IN_ALERT_DEFAULTS, token)).statusCode,
      };
    };
    expect(await statuses('contracten@demo.nl')).toEqual({ read: 200, set: 403 });
    expect(await statuses('admin@demo.nl')).toEqual({ read: 200, set: 403 });
    expect(await statuses('lezer@demo.nl')).toEqual({ read: 403, set: 403 });
    expect(await statuses('proef@demo.nl')).toEqual({ read: 403, set: 403 });
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
  });
});
