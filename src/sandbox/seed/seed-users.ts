import { sandboxIdentities } from '../identities';

function userIdOf(identityId: string): string {
  const identity = sandboxIdentities.find((entry) => entry.id === identityId);
  if (identity === undefined) throw new Error(`Sandbox identity ${identityId} is missing`);
  return identity.userId;
}

/** Creates orders (the demo treasury operator). */
export const TREASURY_USER_ID = userIdOf('treasury');
/** The two approvers, who co-sign. */
export const APPROVER_IDS = [userIdOf('approver-1'), userIdOf('approver-2')] as const;
/** Read-only risk analyst; appears on loan approvals. */
export const RISK_USER_ID = userIdOf('risk');
