import type { WireLoanExtra, LoanStatus, LoanType } from '../../shared/contracts/loans';
import { multiply } from './exact-decimal';
import type { Random } from './prng';
import { HOUR_MS } from './seed-context';
import { APPROVER_IDS, RISK_USER_ID, TREASURY_USER_ID } from './seed-users';

export interface LoanLifecycle {
  status: LoanStatus;
  /** Whether the sandbox organization lends or borrows. */
  side: 'lend' | 'borrow';
  loanType: LoanType;
  amount: string;
  createdAt: number;
  startDate: number;
  updatedAt: number;
  /** A user of the other organization. */
  counterpartyUser: string;
}

/**
 * Who approved, accepted, disbursed, repaid, cancelled, rejected or defaulted
 * the loan and when: only the stamps its status has reached. Our side acts
 * through the demo users, the other side through its own user.
 */
export function lifecycleExtra(random: Random, loan: LoanLifecycle): WireLoanExtra {
  const { status, side, loanType, amount, createdAt, startDate, updatedAt, counterpartyUser } =
    loan;
  return {
    approvedAt: String(createdAt + HOUR_MS),
    approvedBy: side === 'lend' ? random.pick(APPROVER_IDS) : counterpartyUser,
    ...(status === 'awaiting-approval' || status === 'awaiting-acceptance'
      ? {}
      : {
          acceptedAt: String(createdAt + 3 * HOUR_MS),
          acceptedBy: side === 'borrow' ? random.pick(APPROVER_IDS) : counterpartyUser,
        }),
    ...(['active', 'repaying', 'repaid', 'closed', 'defaulted', 'collateral-secured'].includes(
      status,
    )
      ? { disbursedAt: String(startDate) }
      : {}),
    ...(status === 'repaid' || status === 'closed'
      ? {
          repaidAt: String(updatedAt),
          repaidBy: side === 'borrow' ? TREASURY_USER_ID : counterpartyUser,
        }
      : {}),
    ...(status === 'cancelled'
      ? { cancelledAt: String(updatedAt), cancelledBy: TREASURY_USER_ID }
      : {}),
    ...(status === 'rejected' ? { rejectedAt: String(updatedAt), rejectedBy: RISK_USER_ID } : {}),
    ...(status === 'defaulted'
      ? {
          defaultedAt: String(updatedAt),
          defaultedBy: side === 'lend' ? RISK_USER_ID : counterpartyUser,
        }
      : {}),
    externalDisbursal: random.chance(0.15),
    externalInterestPayment: random.chance(0.1),
    ...(loanType.startsWith('agency')
      ? {
          lenderFeeSharePercentage: String(random.int(60, 85)),
          lenderFeeShare: multiply(amount, '0.0008', 2),
        }
      : {}),
  };
}
