import { z } from 'zod';
import { openStore, storeLocationSchema } from '../open-store';

/**
 * A child process for the durability test: writes one row per transaction
 * and prints each id only after its commit returned, until it is killed.
 * Whatever it printed was acknowledged and must survive a `kill -9`.
 */
const location = storeLocationSchema.parse(JSON.parse(process.env.STORE_LOCATION ?? 'null'));
const schema = z.string().parse(process.env.STORE_SCHEMA);
const db = await openStore(location, schema);
await db.exec('CREATE TABLE IF NOT EXISTS acknowledged (id BIGINT PRIMARY KEY)');
const { rows } = await db.query('SELECT COALESCE(max(id), 0) AS last FROM acknowledged');
const last = z.object({ last: z.number() }).parse(rows[0]).last;
for (let id = last + 1; ; id += 1) {
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO acknowledged (id) VALUES ($1)', [id]);
  });
  process.stdout.write(`${id}\n`);
}
