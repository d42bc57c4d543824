import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { WizardStep } from '../../../components/wizard/wizard-shell';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { HoldingsPage } from '../../order-writing/components/holdings-page';
import type { Holdings } from '../../order-writing/holdings';
import { stakesQueryOptions } from '../../reference-data/api/stake-queries';
import { OrderWizard } from '../../order-writing/components/order-wizard';
import { useOrderForm } from '../../order-writing/use-order-form';
import type { WizardRouteProps } from '../../order-writing/use-step-navigation';
import type { StakeReads } from '../staking-amount-limit';
import { stakingStepForError } from '../staking-errors';
import {
  buildStakingRequest,
  emptyStakingForm,
  reachableStakingStep,
  stakingFormSchema,
  stakingStepFields,
  type StakingContext,
} from '../staking-form';
import type { StakingStep } from '../staking-steps';
import { DetailsStep } from './details-step';
import { OperationStep } from './operation-step';
import { ReviewStep } from './review-step';

const steps: readonly WizardStep<StakingStep>[] = [
  { id: 'operation', label: 'Currency and operation' },
  { id: 'details', label: 'Portfolio and amount' },
  { id: 'review', label: 'Review and submit' },
];

type WizardProps = WizardRouteProps<StakingStep>;

/** Loads the reference data the wizard validates against, then shows the wizard. */
export function StakingWizard(props: WizardProps) {
  return (
    <HoldingsPage
      title="New staking operation"
      description="Delegate, undelegate and claim rewards for staking currencies."
    >
      {(holdings) => <StakingForm {...props} holdings={holdings} />}
    </HoldingsPage>
  );
}

function StakingForm({
  holdings,
  ...props
}: WizardProps & { holdings: Holdings & { portfolios: ReadonlyMap<string, Portfolio> } }) {
  // The stakes bound an undelegation; the wizard works without them (see amountLimit).
  const stakes = useQuery(stakesQueryOptions);
  const ctx = useMemo((): StakingContext => {
    const reads: StakeReads =
      stakes.data !== undefined
        ? { state: 'read', lists: stakes.data }
        : { state: stakes.isError ? 'failed' : 'loading' };
    return { ...holdings, stakes: reads };
  }, [holdings, stakes.data, stakes.isError]);
  const portfolios = holdings.portfolios;
  const resolver = useMemo(() => zodResolver(stakingFormSchema(ctx)), [ctx]);
  const orderForm = useOrderForm({ draftKey: 'staking', emptyValues: emptyStakingForm, resolver });
  return (
    <OrderWizard
      {...props}
      steps={steps}
      orderForm={orderForm}
      stepFields={stakingStepFields}
      reachableStep={(values) => reachableStakingStep(ctx, values)}
      buildRequest={(values, id) => buildStakingRequest(ctx, values, id)}
      stepForError={stakingStepForError}
      submitLabel="Submit staking order"
      startOverLabel="New staking operation"
      renderStep={(step) =>
        step === 'operation' ? (
          <OperationStep currencies={ctx.currencies} />
        ) : (
          <DetailsStep ctx={ctx} portfolios={portfolios} />
        )
      }
      renderReview={(request) => (
        <ReviewStep request={request} portfolio={portfolios.get(request.portfolioId)} />
      )}
    />
  );
}
