import { resetSandboxData } from '../sandbox/db/open-database';
import { parseServerSettings } from './settings/server-settings';

const { api } = parseServerSettings(process.env);
if (api.kind === 'upstream') {
  console.log('The server talks to the upstream API: there is no sandbox to reset.');
} else if (api.location.engine === 'pglite' && api.location.dataDir === 'memory') {
  console.log('SANDBOX_DATA_DIR is memory: there is nothing to reset.');
} else {
  await resetSandboxData(api.location);
  console.log('Deleted the sandbox data; the next start seeds a fresh sandbox.');
}
