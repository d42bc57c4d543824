import type { Adapter, AdapterPayload } from 'oidc-provider';
import { z } from 'zod';
import { parseFirstRow, type SqlClient } from '../../../store/sql-client';

const payloadRowSchema = z.object({ payload: z.unknown(), consumed_at: z.number().nullable() });

/**
 * The models a grant's revocation removes (as oidc-provider's own adapter keeps them). An
 * interaction or a session also carries a grantId, but revoking a grant must not remove them:
 * when one person signs in over another's provider session, the provider ends the old session
 * (revoking its grant) and then resumes the new person's interaction.
 */
const grantable = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/** oidc-provider wrote the payload itself; all it needs back is the object it stored. */
function isPayload(value: unknown): value is AdapterPayload {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * Keeps what oidc-provider needs between requests (interactions, authorization
 * codes, grants, its own sessions) in the server store rather than in one
 * process's memory, so a sign-in begun on one instance can finish on another.
 */
export function storeAdapter(db: SqlClient, now: () => number = Date.now) {
  return (kind: string): Adapter => {
    async function findWhere(column: 'id' | 'uid' | 'user_code', value: string) {
      const { rows } = await db.query(
        `SELECT payload, consumed_at FROM idp_models
         WHERE kind = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > $3)`,
        [kind, value, now()],
      );
      const row = parseFirstRow(payloadRowSchema, rows);
      if (row === undefined || !isPayload(row.payload)) return undefined;
      return row.consumed_at === null
        ? row.payload
        : { ...row.payload, consumed: Math.floor(row.consumed_at / 1000) };
    }

    return {
      upsert: async (id, payload, expiresIn) => {
        await db.query(
          `INSERT INTO idp_models (kind, id, payload, grant_id, uid, user_code, expires_at)
           VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)
           ON CONFLICT (kind, id) DO UPDATE SET payload = EXCLUDED.payload,
             grant_id = EXCLUDED.grant_id, uid = EXCLUDED.uid, user_code = EXCLUDED.user_code,
             expires_at = EXCLUDED.expires_at`,
          [
            kind,
            id,
            JSON.stringify(payload),
            grantable.has(kind) ? optionalText(payload.grantId) : null,
            optionalText(payload.uid),
            optionalText(payload.userCode),
            // oidc-provider passes no lifetime for models that live until destroyed.
            expiresIn ? now() + expiresIn * 1000 : null,
          ],
        );
      },
      find: (id) => findWhere('id', id),
      findByUid: (uid) => findWhere('uid', uid),
      findByUserCode: (userCode) => findWhere('user_code', userCode),
      consume: async (id) => {
        await db.query('UPDATE idp_models SET consumed_at = $3 WHERE kind = $1 AND id = $2', [
          kind,
          id,
          now(),
        ]);
      },
      destroy: async (id) => {
        await db.query('DELETE FROM idp_models WHERE kind = $1 AND id = $2', [kind, id]);
      },
      revokeByGrantId: async (grantId) => {
        await db.query('DELETE FROM idp_models WHERE grant_id = $1', [grantId]);
      },
    };
  };
}

/** Ends every session the embedded provider holds for an account (the dashboard's sign-out). */
export async function endProviderSessions(db: SqlClient, accountId: string): Promise<void> {
  await db.query(`DELETE FROM idp_models WHERE kind = 'Session' AND payload->>'accountId' = $1`, [
    accountId,
  ]);
}

/** Forgets what has expired, so the table holds only live state. */
export async function deleteExpiredModels(db: SqlClient, nowMs: number): Promise<void> {
  await db.query('DELETE FROM idp_models WHERE expires_at <= $1', [nowMs]);
}
