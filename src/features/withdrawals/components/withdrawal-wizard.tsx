import { Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { LeaveGuard } from '../../../components/wizard/leave-guard';
import { WizardShell } from '../../../components/wizard/wizard-shell';
import { describeError } from '../../../lib/describe-error';
import { newExternalOrderId } from '../../order-writing/external-order-id';
import type { SubmittedOrder } from '../../order-writing/api/submit-order';
import { useSubmitWithdrawal } from '../api/withdrawal-queries';
import { useWithdrawalForm } from '../use-withdrawal-form';
import { emptyWithdrawalForm, fieldsOfStep, type WithdrawalStep } from '../withdrawal-form';
import { buildWithdrawalRequest, placeRefusal } from '../withdrawal-request';
import { firstIncompleteStep } from '../withdrawal-schemas';
import { AmountStep } from './amount-step';
import { DestinationStep } from './destination-step';
import { ReviewStep } from './review-step';
import { SourceStep } from './source-step';
import { SubmitRefusal } from './submit-refusal';
import { WithdrawalResult } from './withdrawal-result';

const steps = [
  { id: 'source', label: 'Source', description: 'Portfolio and currency' },
  { id: 'destination', label: 'Destination', description: 'Where the funds go' },
  { id: 'amount', label: 'Amount', description: 'Amount and fee' },
  { id: 'review', label: 'Review', description: 'Check and submit' },
] as const;

/** A refused or failed submission, and the step it is shown on. */
interface Refusal {
  error: unknown;
  step: WithdrawalStep;
}

export function WithdrawalWizard({ step }: { step: WithdrawalStep }) {
  const navigate = useNavigate({ from: '/new/withdrawal' });
  const state = useWithdrawalForm(step);
  const { form, values, rules } = state;
  // One id per submission attempt: reused on every retry and double click, so the API's
  // duplicate check (409) turns a repeat into "already created" instead of a second order.
  const [externalOrderId, setExternalOrderId] = useState(newExternalOrderId);
  const [submitted, setSubmitted] = useState<SubmittedOrder>();
  const [refusal, setRefusal] = useState<Refusal>();
  const inFlight = useRef(false);
  const submission = useSubmitWithdrawal();

  const goToStep = useCallback(
    (target: WithdrawalStep, options?: { replace?: boolean }) => {
      void navigate({ search: { step: target }, replace: options?.replace ?? false });
    },
    [navigate],
  );

  async function validateStep(current: WithdrawalStep): Promise<boolean> {
    const valid = await form.trigger([...fieldsOfStep[current]], { shouldFocus: true });
    if (valid && refusal?.step === current) setRefusal(undefined);
    return valid;
  }

  async function submit() {
    // The button is disabled while pending; this guards the same tick's second click too.
    if (inFlight.current) return;
    const incomplete = firstIncompleteStep(form.getValues(), rules);
    if (incomplete !== 'review') {
      goToStep(incomplete);
      return;
    }
    inFlight.current = true;
    setRefusal(undefined);
    const request = buildWithdrawalRequest(form.getValues(), externalOrderId);
    try {
      const result = await submission.mutateAsync(request);
      form.reset(form.getValues());
      setSubmitted(result);
    } catch (error) {
      const placement = placeRefusal(error);
      if (placement.field) {
        form.setError(placement.field, { type: 'api', message: describeError(error).detail });
      }
      setRefusal({ error, step: placement.step });
      if (placement.step !== step) goToStep(placement.step);
    } finally {
      inFlight.current = false;
    }
  }

  function startAnother() {
    form.reset(emptyWithdrawalForm);
    setSubmitted(undefined);
    setRefusal(undefined);
    setExternalOrderId(newExternalOrderId());
    submission.reset();
    goToStep('source');
  }

  const header = (
    <PageHeader
      title="New withdrawal"
      description="Send funds to an address-book entry, to another portfolio, or undelegate from ClearLoop."
    />
  );

  if (submitted) {
    return (
      <>
        {header}
        <WithdrawalResult
          submitted={submitted}
          request={buildWithdrawalRequest(values, externalOrderId)}
          onStartAnother={startAnother}
        />
      </>
    );
  }

  const refusalHere = refusal?.step === step ? <SubmitRefusal error={refusal.error} /> : null;

  return (
    <>
      {header}
      <LeaveGuard isDirty={form.formState.isDirty} />
      <WizardShell
        steps={steps}
        step={step}
        onStepChange={goToStep}
        onNext={validateStep}
        reachableStep={firstIncompleteStep(values, rules)}
        submitAction={
          <Button
            type="button"
            onClick={() => void submit()}
            loading={submission.isPending}
            disabled={submission.isPending}
          >
            {refusal?.step === 'review' ? 'Try again' : 'Submit withdrawal'}
          </Button>
        }
      >
        {refusalHere}
        {step === 'source' ? <SourceStep state={state} /> : null}
        {step === 'destination' ? <DestinationStep state={state} /> : null}
        {step === 'amount' ? <AmountStep state={state} /> : null}
        {step === 'review' ? (
          <ReviewStep state={state} request={buildWithdrawalRequest(values, externalOrderId)} />
        ) : null}
      </WizardShell>
    </>
  );
}
