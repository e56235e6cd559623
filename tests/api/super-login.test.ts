/**
 * Super login: a platform admin acting as another user, logged from start to stop
 * (docs/requirements.md#roles-and-access).
 */
import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '../../server/db/schema';
import { userIdOf } from './fixtures';
import { setupTestApp } from './harness';

const t = setupTestApp();
let adminToken: string;
let adminId: number;
let annaId: number;
beforeAll(async () => {
  adminToken = await t.login('admin@demo.nl');
  adminId = await userIdOf(t, 'admin@demo.nl');
  annaId = await userIdOf(t, 'beheerder@demo.nl');
});

const superLogin = (id: number | string, token?: string) =>
  t.call({ method: 'POST', url: `/api/auth/super-login/${id}`, token });
const profile = (token: string) => t.call({ method: 'GET', url: '/api/auth/profile', token });
const auditOf = (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorId, adminId)));

describe('an admin acting as a company manager', () => {
  let asAnna: string;

  it('gets a session of the target, with the admin named as impersonator', async () => {
    const response = await superLogin(annaId, adminToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(body.accessToken).not.toBe(adminToken);
    expect(body.profile).toMatchObject({
      id: annaId,
      name: 'Anna van Dijk',
      roles: [2],
      company: { name: 'Bakkerij De Korenschoof B.V.' },
      impersonator: { id: adminId, name: 'Petra Platform' },
    });
    asAnna = body.accessToken;

    const again = await profile(asAnna);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: annaId, impersonator: { id: adminId, name: 'Petra Platform' } });
  });

  it('writes who, whom and when to the audit log', async () => {
    const rows = await auditOf('impersonation_start');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: adminId, subjectId: annaId });
    expect(rows[0].at).toBeInstanceOf(Date);
  });

  it('cannot start another impersonation from the impersonated session', async () => {
    expect((await superLogin(await userIdOf(t, 'lezer@demo.nl'), asAnna)).statusCode).toBe(403);
  });

  it("ends with logout: logged as the stop, the admin's own session untouched", async () => {
    const response = await t.call({ method: 'POST', url: '/api/auth/logout', token: asAnna });
    expect(response.statusCode).toBe(204);
    expect((await profile(asAnna)).statusCode).toBe(401);

    const rows = await auditOf('impersonation_stop');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: adminId, subjectId: annaId });

    const own = await profile(adminToken);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: adminId, name: 'Petra Platform', impersonator: null });
  });

  it("does not touch the target's own sessions", async () => {
    const annaOwn = await t.login('beheerder@demo.nl');
    const imp = (await superLogin(annaId, adminToken)).json().accessToken;
    await t.call({ method: 'POST', url: '/api/auth/logout', token: imp });
    const own = await profile(annaOwn);
    expect(own.statusCode).toBe(200);
    expect(own.json().impersonator).toBeNull();
  });
});

describe('who may not', () => {
  it.each([
    ['beheerder@demo.nl', 2],
    ['contracten@demo.nl', 3],
    ['lezer@demo.nl', 4],
  ])('%s (role %i) gets 403', async (email) => {
    const token = await t.login(email);
    const response = await superLogin(await userIdOf(t, 'lezer@demo.nl'), token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(response.json()).not.toHaveProperty('accessToken');
  });

  it('without a session gets 401', async () => {
    expect((await superLogin(annaId)).statusCode).toBe(401);
  });
});

describe('whom not', () => {
  it('an unknown id gives 404', async () => {
    const response = await superLogin(999_999, adminToken);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('an id that is no number, or out of range, gives 400 (never 500)', async () => {
    expect((await superLogin('abc', adminToken)).statusCode).toBe(400);
    expect((await superLogin(0, adminToken)).statusCode).toBe(400);
    const huge = await superLogin('99999999999', adminToken);
    expect(huge.statusCode).toBe(400);
  });

  it('another platform admin gives 403', async () => {
    const [other] = await t.database.db
      .insert(users)
      .values({ emailAddress: 'admin2@demo.nl', firstName: 'Tweede', lastName: 'Beheerder', roles: [1] })
      .returning();
    const response = await superLogin(other.id, adminToken);
    expect(response.statusCode).toBe(403);
  });

  it('oneself gives 403', async () => {
    expect((await superLogin(adminId, adminToken)).statusCode).toBe(403);
  });

  it('an inactive user cannot be impersonated', async () => {
    const response = await superLogin(await userIdOf(t, 'oud-medewerker@demo.nl'), adminToken);
    expect(response.statusCode).toBe(409);
    // An i18n key: the app shows it in Dutch (its button is disabled with this text).
    expect(response.json()).toMatchObject({ message: 'app.views.users.super_login_inactive' });
    expect(response.json()).not.toHaveProperty('accessToken');
  });

  it('none of the refused attempts started an impersonation', async () => {
    // Only the two successful ones of the first block.
    expect(await auditOf('impersonation_start')).toHaveLength(2);
  });
});
