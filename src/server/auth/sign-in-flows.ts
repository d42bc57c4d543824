import { z } from 'zod';
import { parseFirstRow, type SqlClient } from '../../store/sql-client';

/** How long a person may take at the identity provider before the sign-in must start over. */
export const SIGN_IN_FLOW_TTL_MS = 10 * 60_000;

export interface SignInFlow {
  state: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  /** SHA-256 of the flow cookie of the browser that began it: only that browser finishes it. */
  bindingHash: string;
}

/** Remembers a sign-in in the store, so whichever instance the callback reaches can finish it. */
export async function saveSignInFlow(db: SqlClient, flow: SignInFlow, nowMs: number) {
  await db.query(
    `INSERT INTO sign_in_flows (state, code_verifier, nonce, return_to, binding_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [flow.state, flow.codeVerifier, flow.nonce, flow.returnTo, flow.bindingHash, nowMs],
  );
  await db.query('DELETE FROM sign_in_flows WHERE created_at < $1', [nowMs - SIGN_IN_FLOW_TTL_MS]);
}

const flowRowSchema = z.object({
  state: z.string(),
  code_verifier: z.string(),
  nonce: z.string(),
  return_to: z.string(),
  binding_hash: z.string(),
  created_at: z.number(),
});

export type TakenFlow = { found: true; flow: SignInFlow; expired: boolean } | { found: false };

/** Takes a flow out of the store: a state works once, so a replayed callback finds nothing. */
export async function takeSignInFlow(
  db: SqlClient,
  state: string,
  nowMs: number,
): Promise<TakenFlow> {
  const { rows } = await db.query(
    `DELETE FROM sign_in_flows WHERE state = $1
     RETURNING state, code_verifier, nonce, return_to, binding_hash, created_at`,
    [state],
  );
  const row = parseFirstRow(flowRowSchema, rows);
  if (row === undefined) return { found: false };
  return {
    found: true,
    expired: nowMs - row.created_at > SIGN_IN_FLOW_TTL_MS,
    flow: {
      state: row.state,
      codeVerifier: row.code_verifier,
      nonce: row.nonce,
      returnTo: row.return_to,
      bindingHash: row.binding_hash,
    },
  };
}
