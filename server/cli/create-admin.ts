/**
 * `npm run create-admin -- <email> <first name> <last name>`: the first platform admin of a real
 * deployment. No password is ever typed or printed: the command prints a single-use link at which
 * the new admin chooses one.
 */
import { sql } from 'drizzle-orm';
import { issueResetLink } from '../auth/reset-tokens';
import { emailAddress } from '../auth/validation';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';

const [email, firstName, lastName] = process.argv.slice(2);
const parsedEmail = emailAddress.safeParse(email ?? '');
if (!parsedEmail.success || !firstName || !lastName) {
  console.error('Gebruik: npm run create-admin -- <e-mailadres> <voornaam> <achternaam>');
  process.exit(2);
}

const config = readConfig();
const database = await openDatabase(config.database);
try {
  const [existing] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.emailAddress}) = ${parsedEmail.data}`);
  if (existing) {
    console.error(`Er bestaat al een gebruiker met het e-mailadres ${parsedEmail.data}.`);
    process.exitCode = 1;
  } else {
    const [admin] = await database.db
      .insert(users)
      .values({ emailAddress: parsedEmail.data, firstName, lastName, roles: [1], companyId: null })
      .returning();
    const link = await issueResetLink(database.db, admin.id, config.appUrl, new Date());
    console.log(`Platformbeheerder ${parsedEmail.data} aangemaakt.`);
    console.log(`Laat deze persoon binnen een uur een wachtwoord kiezen via:\n${link}`);
  }
} finally {
  await database.close();
}
