/**
 * `npm run backup [-- <archive>]` and `npm run restore -- <archive>` for an install on the embedded
 * database (server/backup/embedded.ts); with DATABASE_URL they say what to use instead.
 */
import { resolve } from 'node:path';
import { backupDataDir, restoreDataDir } from '../backup/embedded';
import { readConfig } from '../config';

const [command, archiveArgument] = process.argv.slice(2);
const config = readConfig();

if (config.database.kind === 'postgres') {
  console.error(
    'Deze server gebruikt PostgreSQL: maak daar een back-up met pg_dump (en van de bucket met zijn versiebeheer); zie de README.',
  );
  process.exit(2);
}

try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    const archive = resolve(archiveArgument ?? `contractbeheer-backup-${stamp}.tar.gz`);
    const manifest = await backupDataDir(config.dataDir, archive);
    console.log(`Back-up geschreven: ${archive} (database en ${manifest.files} bestanden)`);
  } else if (command === 'restore' && archiveArgument) {
    const { manifest, keptIn } = await restoreDataDir(resolve(archiveArgument), config.dataDir);
    console.log(`Teruggezet: de back-up van ${manifest.createdAt} staat in ${config.dataDir}.`);
    if (keptIn) console.log(`Wat er stond, is bewaard in ${keptIn}.`);
  } else {
    console.error('Gebruik: npm run backup [-- <archief>]  |  npm run restore -- <archief>');
    process.exit(2);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
