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
import { useStepSubmission } from '../../order-writing/api/use-step-submission';
import { mscStepForError } from '../msc-errors';
import {
  buildMscRequest,
  emptyMscForm,
  mscFormSchema,
  mscStepFields,
  reachableMscStep,
  type MscContext,
  type MscFormValues,
} from '../msc-form';
import type { MscStep } from '../msc-steps';
import { PayloadsStep } from './payloads-step';
import { ReviewStep } from './review-step';
import { SettingsStep } from './settings-step';
import { SourceStep } from './source-step';
import { SubmittedOrderPanel } from '../../order-writing/components/submitted-order';

const steps: readonly WizardStep<MscStep>[] = [
  { id: 'source', label: 'Currency and portfolio' },
  { id: 'payloads', label: 'Transactions' },
  { id: 'settings', label: 'Amount and broadcast' },
  { id: 'review', label: 'Review and submit' },
];

interface WizardProps {
  step: MscStep;
  onStepChange: (step: MscStep, options?: { replace?: boolean }) => void;
}

/** Loads currencies (for the defi-allowed tag), balances and portfolios, then the wizard. */
export function MscWizard(props: WizardProps) {
  const currencies = useQuery(currenciesQueryOptions);
  const wallets = useQuery(walletsQueryOptions());
  const portfolios = useQuery(portfoliosQueryOptions);
  const ctx = useMemo<MscContext | undefined>(
    () =>
      currencies.data && wallets.data && portfolios.data
        ? {
            currencies: currencies.data.currencies,
            wallets: wallets.data.wallets,
            portfolios: portfolios.data,
          }
        : undefined,
    [currencies.data, wallets.data, portfolios.data],
  );
  const failed = [currencies, wallets, portfolios].find((query) => query.isError);
  if (failed) return <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!ctx) return <PendingState label="Loading currencies and balances…" />;
  return <MscForm {...props} ctx={ctx} />;
}

function MscForm({ step, onStepChange, ctx }: WizardProps & { ctx: MscContext }) {
  const resolver = useMemo(() => zodResolver(mscFormSchema(ctx)), [ctx]);
  const form = useForm<MscFormValues>({ defaultValues: emptyMscForm, resolver, mode: 'onTouched' });
  const watched = useWatch({ control: form.control });
  const values: MscFormValues = {
    ...emptyMscForm,
    ...watched,
    payloads: (watched.payloads ?? []).map((payload) => ({ value: payload.value ?? '' })),
  };
  const { mutation, failure, requestFor, submit, reset } = useStepSubmission({
    step,
    onStepChange,
    stepForError: mscStepForError,
  });
  const request = requestFor((id) => buildMscRequest(ctx, values, id));
  const submitted = mutation.data;

  return (
    <FormProvider {...form}>
      <LeaveGuard isDirty={form.formState.isDirty && !submitted} />
      <WizardShell
        steps={steps}
        step={step}
        onStepChange={onStepChange}
        reachableStep={reachableMscStep(ctx, values)}
        onNext={(current) => form.trigger([...mscStepFields[current]], { shouldFocus: true })}
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
            Submit multi-smart-call order
          </Button>
        }
      >
        <Stack gap="md">
          {failure && failure.step === step ? <ErrorState error={failure.error} /> : null}
          {step === 'source' ? <SourceStep ctx={ctx} /> : null}
          {step === 'payloads' ? <PayloadsStep ctx={ctx} /> : null}
          {step === 'settings' ? <SettingsStep ctx={ctx} /> : null}
          {step === 'review' && request && !submitted ? (
            <ReviewStep request={request} portfolio={ctx.portfolios.get(request.portfolioId)} />
          ) : null}
          {submitted ? (
            <SubmittedOrderPanel
              result={submitted}
              startOverLabel="New multi-smart-call order"
              onStartOver={() => {
                reset();
                form.reset(emptyMscForm);
                onStepChange('source');
              }}
            />
          ) : null}
        </Stack>
      </WizardShell>
    </FormProvider>
  );
}
