/**
 * The file commands of an operator (README, "Bestanden in object storage"):
 *
 *   npm run files:migrate               copies DATA_DIR/files into the object storage FILES_URL
 *                                       names; again after an interruption, it goes on
 *   npm run files:reconcile [-- --remove]
 *                                       lists files no row names (older than an hour) and rows
 *                                       whose file is missing; --remove removes those files
 */
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { diskFileStore } from '../files/disk-store';
import { fileStoreOf } from '../files/storage';
import { copyFiles, RECONCILE_GRACE_MS, reconcileFiles } from '../files/upkeep';

const [command, ...flags] = process.argv.slice(2);
const config = readConfig();

if (command === 'migrate') {
  if (!config.filesUrl) {
    console.error('FILES_URL is niet gezet: zeg waarheen de bestanden gaan (s3://bucket?…).');
    process.exit(2);
  }
  const from = diskFileStore(config.dataDir);
  const to = await fileStoreOf(config);
  console.log(`Bestanden kopiëren van ${from.description} naar ${to.description} …`);
  const result = await copyFiles(from, to, (key) => console.log(`  ${key}`));
  console.log(
    `${result.copied} gekopieerd (${(result.bytes / 1024 / 1024).toFixed(1)} MB), ${result.skipped} stonden er al.`,
  );
  to.close();
} else if (command === 'reconcile') {
  const remove = flags.includes('--remove');
  const database = await openDatabase(config.database);
  const store = await fileStoreOf(config);
  try {
    const { orphans, missing } = await reconcileFiles(database.db, store, { now: new Date(), remove });
    const hours = RECONCILE_GRACE_MS / 3_600_000;
    console.log(`${store.description}: ${orphans.length} bestand(en) zonder rij, ouder dan ${hours} uur:`);
    for (const orphan of orphans) console.log(`  ${orphan.key} (${orphan.size} bytes)`);
    if (orphans.length > 0)
      console.log(
        remove ? 'Verwijderd.' : 'Niets verwijderd; verwijder ze met: npm run files:reconcile -- --remove',
      );
    console.log(`${missing.length} rij(en) waarvan het bestand ontbreekt:`);
    for (const row of missing) console.log(`  ${row.table} ${row.id}: ${row.storageName}`);
    if (missing.length > 0) process.exitCode = 1;
  } finally {
    store.close();
    await database.close();
  }
} else {
  console.error('Gebruik: npm run files:migrate  |  npm run files:reconcile [-- --remove]');
  process.exit(2);
}
