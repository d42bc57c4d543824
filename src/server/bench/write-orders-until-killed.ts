import { z } from 'zod';
import { openSandboxDatabase } from '../../sandbox/db/open-database';
import { createSandboxApp } from '../../sandbox/sandbox-app';
import { sandboxClient } from '../../sandbox/testing/sandbox-client';
import { storeLocationSchema } from '../../store/open-store';
import { wireOrderSchema } from '../../shared/contracts/wire-schemas';
import { tinyBtcWithdrawals } from './tiny-btc-withdrawal';

/**
 * A child process for the durability figure: places orders through the
 * sandbox with several writers at once, and prints each order id only after
 * the API acknowledged it (200), until it is killed.
 */
const location = storeLocationSchema.parse(JSON.parse(process.env.STORE_LOCATION ?? 'null'));
const schema = z.string().parse(process.env.STORE_SCHEMA);
const round = z.string().parse(process.env.WRITER_ROUND);
const WRITERS = 8;

const db = await openSandboxDatabase({ location, schema });
const client = sandboxClient(createSandboxApp({ db, rateLimitPer5Min: 100_000_000 }));
const withdrawal = await tinyBtcWithdrawals(client);
process.stdout.write('ready\n');

async function writer(index: number): Promise<never> {
  for (let sequence = 0; ; sequence += 1) {
    const order = wireOrderSchema.parse(
      await client.json('/orders', {
        body: withdrawal(`durability-${round}-${index}-${sequence}`),
      }),
    );
    process.stdout.write(`${order.orderId}\n`);
  }
}

await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));
