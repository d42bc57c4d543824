import { z } from 'zod';
import { feeLevels } from '../../shared/contracts/orders';
import { walletPrefillShape, type WalletPrefill } from '../order-writing/wallet-prefill';
import { wizardSearchSchema } from '../order-writing/wizard-search';

/** The wizard's steps, in order; each is a value of the `step` search param. */
export const withdrawalSteps = ['source', 'destination', 'amount', 'review'] as const;
export type WithdrawalStep = (typeof withdrawalSteps)[number];

/** `/new/withdrawal` search params: the step, defaulting to the first, and a wallet to start from. */
export const withdrawalSearchSchema =
  wizardSearchSchema(withdrawalSteps).extend(walletPrefillShape);

/** Where the funds go: an address-book entry, another portfolio, or ClearLoop → trading. */
export const destinationKinds = ['address-book', 'portfolio', 'undelegation'] as const;
export type DestinationKind = (typeof destinationKinds)[number];

/**
 * Every field of the wizard, as the inputs hold them (strings, not yet validated). One form
 * spans all steps so going back and forth keeps what was typed; each step validates its own
 * fields (see `withdrawal-schemas.ts`).
 */
export const withdrawalFormShape = z.object({
  portfolioId: z.string(),
  baseCurrency: z.string(),
  mainCurrency: z.string(),
  destinationKind: z.enum(destinationKinds).or(z.literal('')),
  toCryptoAddressId: z.string(),
  toPortfolioId: z.string(),
  amount: z.string(),
  feeLevel: z.enum(feeLevels),
  includeFeeInWithdraw: z.boolean(),
  description: z.string(),
});
export type WithdrawalFormValues = z.infer<typeof withdrawalFormShape>;
export type WithdrawalField = keyof WithdrawalFormValues;

export const emptyWithdrawalForm: WithdrawalFormValues = {
  portfolioId: '',
  baseCurrency: '',
  mainCurrency: '',
  destinationKind: '',
  toCryptoAddressId: '',
  toPortfolioId: '',
  amount: '',
  feeLevel: 'medium',
  includeFeeInWithdraw: false,
  description: '',
};

/** A fresh withdrawal from one wallet: its portfolio, currency and network chosen. */
export function withdrawalDraftFrom(wallet: WalletPrefill): WithdrawalFormValues {
  return {
    ...emptyWithdrawalForm,
    portfolioId: wallet.portfolioId,
    baseCurrency: wallet.currency,
    mainCurrency: wallet.network,
  };
}

/** The fields each step owns: validated on Next, and where an API error about them is shown. */
export const fieldsOfStep: Readonly<Record<WithdrawalStep, readonly WithdrawalField[]>> = {
  source: ['portfolioId', 'baseCurrency', 'mainCurrency'],
  destination: ['destinationKind', 'toCryptoAddressId', 'toPortfolioId'],
  amount: ['amount', 'feeLevel', 'includeFeeInWithdraw', 'description'],
  review: [],
};

/** The step that owns `field`. */
export function stepOfField(field: string): WithdrawalStep | undefined {
  return withdrawalSteps.find((step) => fieldsOfStep[step].some((owned) => owned === field));
}
