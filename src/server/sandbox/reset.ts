import { parseServerEnv } from '../env';
import { resetSandboxData } from './db/open-database';

const env = parseServerEnv(process.env);
if (env.SANDBOX_DATA_DIR === 'memory') {
  console.log('SANDBOX_DATA_DIR is memory: there is nothing to reset.');
} else {
  await resetSandboxData(env.SANDBOX_DATA_DIR);
  console.log(`Deleted ${env.SANDBOX_DATA_DIR}; the next start seeds a fresh sandbox.`);
}
