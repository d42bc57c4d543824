import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { PageHeader } from '../../../components/page-header';
import { QueriesGate } from '../../../components/queries-gate';
import type { WizardStep } from '../../../components/wizard/wizard-shell';
import { OrderWizard } from '../../order-writing/components/order-wizard';
import { useHoldings } from '../../reference-data/api/use-holdings';
import type { Portfolio } from '../../../shared/contracts/portfolios';
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

interface WizardProps {
  step: StakingStep;
  onStepChange: (step: StakingStep, options?: { replace?: boolean }) => void;
}

/** Loads the reference data the wizard validates against, then shows the wizard. */
export function StakingWizard(props: WizardProps) {
  const holdings = useHoldings();
  return (
    <>
      <PageHeader
        title="New staking operation"
        description="Delegate, undelegate and claim rewards for staking currencies."
      />
      <QueriesGate
        queries={holdings.queries}
        data={holdings.data}
        pendingLabel="Loading currencies and balances…"
      >
        {(data) => <StakingForm {...props} ctx={data} portfolios={data.portfolios} />}
      </QueriesGate>
    </>
  );
}

function StakingForm({
  ctx,
  portfolios,
  ...props
}: WizardProps & { ctx: StakingContext; portfolios: ReadonlyMap<string, Portfolio> }) {
  const resolver = useMemo(() => zodResolver(stakingFormSchema(ctx)), [ctx]);
  return (
    <OrderWizard
      {...props}
      steps={steps}
      emptyValues={emptyStakingForm}
      resolver={resolver}
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
