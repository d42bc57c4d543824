import { UnreadableReferenceNotice } from '../../reference-data/components/unreadable-reference-notice';
import { Button } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { LeaveGuard } from '../../../components/wizard/leave-guard';
import { WizardShell } from '../../../components/wizard/wizard-shell';
import { useWriteAccess, WriteAccessNotice } from '../../../components/write-access';
import { describeError } from '../../../lib/describe-error';
import { useStepSubmission } from '../../order-writing/api/use-step-submission';
import { useStepNavigation, type WizardRouteProps } from '../../order-writing/use-step-navigation';
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

export function WithdrawalWizard({ step, navigate }: WizardRouteProps<WithdrawalStep>) {
  const goToStep = useStepNavigation(navigate);
  const state = useWithdrawalForm(step);
  const { form, values, rules } = state;
  const submission = useStepSubmission({
    step,
    onStepChange: goToStep,
    stepForError: (error) => placeRefusal(error).step,
  });
  const refusal = submission.failure;
  const submitted = submission.mutation.data;
  const request = submission.requestFor((id) => buildWithdrawalRequest(values, id));
  const access = useWriteAccess('createOrder');

  async function validateStep(current: WithdrawalStep): Promise<boolean> {
    const valid = await form.trigger([...fieldsOfStep[current]], { shouldFocus: true });
    if (valid && refusal?.step === current) submission.clearFailure();
    return valid;
  }

  function submit() {
    const incomplete = firstIncompleteStep(form.getValues(), rules);
    if (incomplete !== 'review') {
      goToStep(incomplete);
      return;
    }
    const latest = submission.requestFor((id) => buildWithdrawalRequest(form.getValues(), id));
    submission.submit(latest, {
      onSuccess: () => form.reset(form.getValues()),
      onError: (error) => {
        const { field } = placeRefusal(error);
        if (field) form.setError(field, { type: 'api', message: describeError(error).detail });
      },
    });
  }

  function startAnother() {
    form.reset(emptyWithdrawalForm);
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
        <WithdrawalResult submitted={submitted} request={request} onStartAnother={startAnother} />
      </>
    );
  }

  const refusalHere = refusal?.step === step ? <SubmitRefusal error={refusal.error} /> : null;

  return (
    <>
      {header}
      <WriteAccessNotice access={access} />
      <UnreadableReferenceNotice
        portfolioId={values.portfolioId === '' ? undefined : values.portfolioId}
      />
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
            onClick={submit}
            loading={submission.mutation.isPending}
            disabled={submission.mutation.isPending || !access.allowed}
          >
            {refusal?.step === 'review' ? 'Try again' : 'Submit withdrawal'}
          </Button>
        }
      >
        {refusalHere}
        {step === 'source' ? <SourceStep state={state} /> : null}
        {step === 'destination' ? <DestinationStep state={state} /> : null}
        {step === 'amount' ? <AmountStep state={state} /> : null}
        {step === 'review' ? <ReviewStep state={state} request={request} /> : null}
      </WizardShell>
    </>
  );
}
