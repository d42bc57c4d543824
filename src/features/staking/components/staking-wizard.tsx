import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { ErrorState, PendingState } from '../../../components/page-states';
import { LeaveGuard } from '../../../components/wizard/leave-guard';
import { WizardShell, type WizardStep } from '../../../components/wizard/wizard-shell';
import {
  currenciesQueryOptions,
  portfoliosQueryOptions,
  walletsQueryOptions,
} from '../../reference-data/api/reference-queries';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { useStepSubmission } from '../../order-writing/api/use-step-submission';
import { stakingStepForError } from '../staking-errors';
import {
  buildStakingRequest,
  emptyStakingForm,
  reachableStakingStep,
  stakingFormSchema,
  stakingStepFields,
  type StakingContext,
  type StakingFormValues,
} from '../staking-form';
import type { StakingStep } from '../staking-steps';
import { DetailsStep } from './details-step';
import { OperationStep } from './operation-step';
import { ReviewStep } from './review-step';
import { SubmittedOrderPanel } from '../../order-writing/components/submitted-order';

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
  const currencies = useQuery(currenciesQueryOptions);
  const wallets = useQuery(walletsQueryOptions());
  const portfolios = useQuery(portfoliosQueryOptions);
  const failed = [currencies, wallets, portfolios].find((query) => query.isError);
  if (failed) return <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!currencies.data || !wallets.data || !portfolios.data) {
    return <PendingState label="Loading currencies and balances…" />;
  }
  return (
    <StakingForm
      {...props}
      ctx={{ currencies: currencies.data.currencies, wallets: wallets.data.wallets }}
      portfolios={portfolios.data}
    />
  );
}

function StakingForm({
  step,
  onStepChange,
  ctx,
  portfolios,
}: WizardProps & { ctx: StakingContext; portfolios: ReadonlyMap<string, Portfolio> }) {
  const resolver = useMemo(() => zodResolver(stakingFormSchema(ctx)), [ctx]);
  const form = useForm<StakingFormValues>({
    defaultValues: emptyStakingForm,
    resolver,
    mode: 'onTouched',
  });
  const values: StakingFormValues = { ...emptyStakingForm, ...useWatch({ control: form.control }) };
  const { mutation, failure, requestFor, submit, reset } = useStepSubmission({
    step,
    onStepChange,
    stepForError: stakingStepForError,
  });
  const request = requestFor((id) => buildStakingRequest(ctx, values, id));
  const submitted = mutation.data;

  return (
    <FormProvider {...form}>
      <LeaveGuard isDirty={form.formState.isDirty && !submitted} />
      <WizardShell
        steps={steps}
        step={step}
        onStepChange={onStepChange}
        reachableStep={reachableStakingStep(ctx, values)}
        onNext={(current) => form.trigger([...stakingStepFields[current]], { shouldFocus: true })}
        navigationLocked={mutation.isPending || submitted !== undefined}
        submitAction={
          <Button
            type="button"
            onClick={() => {
              if (request) submit(request);
            }}
            loading={mutation.isPending}
            disabled={!request}
          >
            Submit staking order
          </Button>
        }
      >
        <Stack gap="md">
          {failure && failure.step === step ? <ErrorState error={failure.error} /> : null}
          {step === 'operation' ? <OperationStep currencies={ctx.currencies} /> : null}
          {step === 'details' ? <DetailsStep ctx={ctx} portfolios={portfolios} /> : null}
          {step === 'review' && request && !submitted ? (
            <ReviewStep request={request} portfolio={portfolios.get(request.portfolioId)} />
          ) : null}
          {submitted ? (
            <SubmittedOrderPanel
              result={submitted}
              startOverLabel="New staking operation"
              onStartOver={() => {
                reset();
                form.reset(emptyStakingForm);
                onStepChange('operation');
              }}
            />
          ) : null}
        </Stack>
      </WizardShell>
    </FormProvider>
  );
}
