import { stakingTransactionType, type StakingOperation } from '../../shared/contracts/create-order';

/** Which balance bounds an operation's amount: what is free to stake, or what is staked. */
export type AmountSource = 'available' | 'staked' | 'none';

export interface StakingOperationInfo {
  label: string;
  description: string;
  amountLabel: string;
  amountSource: AmountSource;
}

/**
 * Words for every operation the staking table names. The API takes every operation as a
 * withdraw order with `blockchainTransactionType`, so each needs an amount; this says what
 * that amount means for the operation.
 */
export const stakingOperationInfo: Partial<Record<StakingOperation, StakingOperationInfo>> = {
  'stake-delegation': {
    label: 'Delegate stake',
    description: 'Stake funds with a validator. They leave the available balance while staked.',
    amountLabel: 'Amount to delegate',
    amountSource: 'available',
  },
  'stake-undelegation': {
    label: 'Undelegate stake',
    description:
      'Unstake funds from a validator. On most networks they unbond for a period before they can be withdrawn.',
    amountLabel: 'Amount to undelegate',
    amountSource: 'staked',
  },
  'take-reward': {
    label: 'Claim rewards',
    description: 'Claim the staking rewards the network has accrued for this account.',
    amountLabel: 'Reward amount to claim',
    amountSource: 'none',
  },
  'pool-creation': {
    label: 'Create a staking pool',
    description: 'Register a pool (validator) funded with the amount as its initial bond.',
    amountLabel: 'Initial bond',
    amountSource: 'available',
  },
  'stake-nomination': {
    label: 'Nominate validators',
    description: 'Bond funds and nominate validators to back with them.',
    amountLabel: 'Amount to bond',
    amountSource: 'available',
  },
  'complete-withdrawal': {
    label: 'Complete withdrawal',
    description: 'Release funds whose unbonding period has ended back to the available balance.',
    amountLabel: 'Unbonded amount to release',
    amountSource: 'staked',
  },
  'stake-complete-deposit': {
    label: 'Complete stake deposit',
    description: 'Finish a stake deposit the network has started (Avalanche export/import).',
    amountLabel: 'Deposit amount',
    amountSource: 'available',
  },
  unjail: {
    label: 'Unjail validator',
    description: 'Ask the network to lift a jail on this account’s validator.',
    amountLabel: 'Amount',
    amountSource: 'none',
  },
  'transfer-stake': {
    label: 'Transfer stake',
    description: 'Move staked funds to another validator without unbonding them.',
    amountLabel: 'Amount to transfer',
    amountSource: 'staked',
  },
  'rebond-stake': {
    label: 'Rebond stake',
    description: 'Stake again funds that are still unbonding.',
    amountLabel: 'Amount to rebond',
    amountSource: 'staked',
  },
  chill: {
    label: 'Chill',
    description:
      'Stop nominating or validating. Substrate networks require it before bonded funds can be unbonded.',
    amountLabel: 'Bonded amount',
    amountSource: 'staked',
  },
  'register-online': {
    label: 'Register online',
    description: 'Mark the account online so it takes part in consensus.',
    amountLabel: 'Participating balance',
    amountSource: 'available',
  },
  'register-offline': {
    label: 'Register offline',
    description: 'Mark the account offline so it stops taking part in consensus.',
    amountLabel: 'Participating balance',
    amountSource: 'none',
  },
};

/** Words for an operation; operations without a description get their API name. */
export function describeStakingOperation(operation: StakingOperation): StakingOperationInfo {
  return (
    stakingOperationInfo[operation] ?? {
      label: operation,
      description: `Sends a ${operation} blockchain operation.`,
      amountLabel: 'Amount',
      amountSource: 'none',
    }
  );
}

/**
 * The order's description for an operation the provider knows under another name (ALGO's
 * registrations): the operation's label first, so the order says what it does.
 */
export function stakingDescription(operation: StakingOperation, description: string): string {
  if (stakingTransactionType(operation) === operation) return description;
  const label = describeStakingOperation(operation).label;
  return description === '' ? label : `${label}: ${description}`;
}
