/** A user created through the users API gets the welcome mail with a link to choose a password. */
import { freshAddress } from './fixtures';
import { setupTestApp } from './harness';

const t = setupTestApp();
let admin: string;
let companyAdmin: string;
beforeAll(async () => {
  admin = await t.login('admin@demo.nl');
  companyAdmin = await t.login('beheerder@demo.nl');
});

const LINK = /http:\/\/app\.test\/auth\/reset-password\?token=([A-Za-z0-9_%-]+)/;
const PASSWORD = 'Eigen-Wachtwoord-2026';

const createUser = (token: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/users', token, payload });

/** The mails written while `act` runs. */
async function mailsDuring(act: () => Promise<unknown>) {
  const before = (await t.outbox()).length;
  await act();
  return (await t.outbox()).slice(before);
}

const tokenIn = (text: string): string => {
  const match = LINK.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return decodeURIComponent(match[1]);
};

const setPassword = (token: string, password = PASSWORD) =>
  t.call({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password },
    remoteAddress: freshAddress(),
  });

const signIn = (emailAddress: string, password = PASSWORD) =>
  t.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailAddress, password },
    remoteAddress: freshAddress(),
  });

describe('the welcome mail', () => {
  it('goes to a company user a company admin creates, with a link that sets the password', async () => {
    let response = null as Awaited<ReturnType<typeof createUser>> | null;
    const sent = await mailsDuring(async () => {
      response = await createUser(companyAdmin, {
        firstName: 'Fenna',
        lastName: 'Smit',
        emailAddress: 'Fenna.Smit@Korenschoof.nl',
        roles: [3],
      });
    });
    expect(response?.statusCode).toBe(201);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail).toMatchObject({
      toAddress: 'fenna.smit@korenschoof.nl',
      code: 'user_welcome',
      status: 'kept',
      subject: 'Welkom bij Contractbeheer, Fenna',
    });
    expect(mail.text).toContain('Beste Fenna,');
    expect(mail.text).toContain('(Bakkerij De Korenschoof B.V.)');
    expect(mail.text).toContain('Je logt in met fenna.smit@korenschoof.nl');
    expect(mail.text).toContain('7 dagen geldig');
    expect(mail.html).toMatch(/<a href="http:\/\/app\.test\/auth\/reset-password\?token=[^"]+">/);

    // Without a password the new user cannot sign in; the link sets one, once.
    expect((await signIn('fenna.smit@korenschoof.nl')).statusCode).toBe(401);
    const token = tokenIn(mail.text);
    expect((await setPassword(token)).statusCode).toBe(200);
    const signedIn = await signIn('fenna.smit@korenschoof.nl');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().accessToken).toEqual(expect.any(String));
    expect((await setPassword(token, 'Nog-Een-Wachtwoord-2026')).statusCode).toBe(400);
  });

  it('goes to a platform admin a platform admin creates', async () => {
    const sent = await mailsDuring(async () => {
      const response = await createUser(admin, {
        firstName: 'Pim',
        lastName: 'Platform',
        emailAddress: 'pim@contractbeheer.test',
        roles: [1],
        companyId: null,
      });
      expect(response.statusCode).toBe(201);
    });
    expect(sent.map((mail) => [mail.toAddress, mail.code])).toEqual([
      ['pim@contractbeheer.test', 'user_welcome'],
    ]);
    expect(sent[0].text).toContain('(platformbeheer)');
  });

  it('is not sent for a user created inactive, nor for a create that is refused', async () => {
    const sent = await mailsDuring(async () => {
      const inactive = await createUser(companyAdmin, {
        firstName: 'Ina',
        lastName: 'Actief',
        emailAddress: 'ina@korenschoof.nl',
        roles: [4],
        active: false,
      });
      expect(inactive.statusCode).toBe(201);
      const duplicate = await createUser(companyAdmin, {
        firstName: 'Dubbel',
        lastName: 'Adres',
        emailAddress: 'lezer@demo.nl',
        roles: [4],
      });
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json().errors).toHaveProperty('emailAddress');
    });
    expect(sent).toEqual([]);
  });

  it('is rendered from the stored user_welcome template', async () => {
    const [template] = (
      await t.call({
        method: 'GET',
        url: `/api/templates?filter=${encodeURIComponent(JSON.stringify({ code: 'user_welcome' }))}`,
        token: admin,
      })
    ).json();
    const edited = await t.call({
      method: 'PUT',
      url: `/api/templates/${template.id}`,
      token: admin,
      payload: {
        ...template,
        subject: '{{user.firstName}} {{user.lastName}}, je account bij {{company.name}} staat klaar',
      },
    });
    expect(edited.statusCode).toBe(200);
    const sent = await mailsDuring(() =>
      createUser(companyAdmin, {
        firstName: 'Gijs',
        affix: 'van der',
        lastName: 'Nieuw',
        emailAddress: 'gijs@korenschoof.nl',
        roles: [4],
      }),
    );
    expect(sent.map((mail) => mail.subject)).toEqual([
      'Gijs van der Nieuw, je account bij Bakkerij De Korenschoof B.V. staat klaar',
    ]);
  });

  // Moves the clock, so it comes last.
  it('gives a link valid for seven days', async () => {
    const [early] = await mailsDuring(() =>
      createUser(companyAdmin, {
        firstName: 'Vroeg',
        lastName: 'Op',
        emailAddress: 'vroeg@korenschoof.nl',
        roles: [4],
      }),
    );
    const [late] = await mailsDuring(() =>
      createUser(companyAdmin, {
        firstName: 'Laat',
        lastName: 'Op',
        emailAddress: 'laat@korenschoof.nl',
        roles: [4],
      }),
    );
    t.clock.advance(7 * 24 * 60 * 60_000 - 60_000);
    expect((await setPassword(tokenIn(early.text))).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await setPassword(tokenIn(late.text))).statusCode).toBe(400);
  });
});
