import { sandboxIdentities } from '../identities';

/**
 * The sandbox's people for `jsonb_to_recordset($n::jsonb) AS person(user_id text, name text)`,
 * so feed entries name who acted instead of showing an id.
 */
export function peopleRecordset(): string {
  return JSON.stringify(sandboxIdentities.map(({ userId, name }) => ({ user_id: userId, name })));
}
