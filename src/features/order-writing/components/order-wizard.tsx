import { UnreadableReferenceNotice } from '../../reference-data/components/unreadable-reference-notice';
import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path } from 'react-hook-form';
import { useWriteAccess, WriteAccessNotice } from '../../../components/write-access';
import { LeaveGuard } from '../../../components/wizard/leave-guard';
import { WizardShell, type WizardStep } from '../../../components/wizard/wizard-shell';
import { describeError } from '../../../lib/describe-error';
import type { CreateOrderRequest } from '../../../shared/contracts/create-order';
import type { SubmittedOrder } from '../api/submit-order';
import { useStepSubmission } from '../api/use-step-submission';
import type { OrderForm } from '../use-order-form';
import { useStepNavigation, type WizardRouteProps } from '../use-step-navigation';
import { SubmitRefusal } from './submit-refusal';
import { SubmittedOrderPanel } from './submitted-order';

export interface OrderWizardProps<
  Values extends FieldValues,
  Step extends string,
  Request extends CreateOrderRequest,
> extends WizardRouteProps<Step> {
  /** The wizard's form (`useOrderForm`). */
  orderForm: OrderForm<Values>;
  /** In order; the last is the review step. */
  steps: readonly WizardStep<Step>[];
  /** The fields each step owns: validated on Next. */
  stepFields: Readonly<Record<Step, readonly Path<Values>[]>>;
  /** The furthest step the values allow. */
  reachableStep: (values: Values) => Step;
  /** The POST /orders body for the values; null while they cannot make one. */
  buildRequest: (values: Values, externalOrderId: string) => Request | null;
  /** The step an API refusal concerns. */
  stepForError: (error: unknown) => Step;
  /** The field an API refusal names, marked with the refusal's words. */
  fieldForError?: (error: unknown) => Path<Values> | undefined;
  /** The portfolio whose balances the form reads, when it reads one portfolio's. */
  balancesPortfolioOf?: (values: Values) => string | undefined;
  submitLabel: string;
  startOverLabel: string;
  /** The inputs of every step but the review. */
  renderStep: (step: Step) => ReactNode;
  renderReview: (request: Request) => ReactNode;
  /** The created order; a generic summary with a link to it when not given. */
  renderSubmitted?: (
    result: SubmittedOrder,
    sent: CreateOrderRequest,
    startOver: () => void,
  ) => ReactNode;
}

/**
 * A wizard that builds one order in one react-hook-form form across its steps, reviews the
 * exact request and submits it through `useStepSubmission` (one id rule, one send at a time).
 * A refusal is shown on the step it concerns; once created, the order replaces the review.
 */
export function OrderWizard<
  Values extends FieldValues,
  Step extends string,
  Request extends CreateOrderRequest,
>(props: OrderWizardProps<Values, Step, Request>) {
  const { steps, step, stepFields, orderForm } = props;
  const { form, values, emptyValues } = orderForm;
  const onStepChange = useStepNavigation(props.navigate);
  const { mutation, failure, requestFor, submit, clearFailure, reset } = useStepSubmission({
    step,
    onStepChange,
    stepForError: props.stepForError,
  });
  const request = requestFor((id) => props.buildRequest(values, id));
  const access = useWriteAccess('createOrder');
  const submitted = mutation.data;
  const sent = mutation.variables;
  const locked = mutation.isPending || submitted !== undefined;
  const first = steps[0]?.id;
  const review = steps.at(-1)?.id;

  async function validateStep(current: Step): Promise<boolean> {
    const valid = await form.trigger([...stepFields[current]], { shouldFocus: true });
    if (valid && failure?.step === current) clearFailure();
    return valid;
  }

  function send(ready: Request) {
    submit(ready, {
      onError: (error) => {
        const field = props.fieldForError?.(error);
        if (field) form.setError(field, { type: 'api', message: describeError(error).detail });
      },
    });
  }

  function startOver() {
    reset();
    form.reset(emptyValues);
    if (first !== undefined) onStepChange(first);
  }

  return (
    <FormProvider {...form}>
      <LeaveGuard isDirty={form.formState.isDirty && !submitted} />
      <WriteAccessNotice access={access} />
      <UnreadableReferenceNotice portfolioId={props.balancesPortfolioOf?.(values)} />
      <WizardShell
        steps={steps}
        step={step}
        onStepChange={onStepChange}
        // Once sent, the input no longer decides where the wizard may be: a balance the order
        // itself lowered must not send the outcome back to the amount.
        reachableStep={locked ? undefined : props.reachableStep(values)}
        onNext={validateStep}
        navigationLocked={locked}
        submitAction={
          <Button
            type="button"
            onClick={() => {
              if (request) send(request);
            }}
            loading={mutation.isPending}
            disabled={!request || !access.allowed}
          >
            {failure?.step === review ? 'Try again' : props.submitLabel}
          </Button>
        }
      >
        <Stack gap="md">
          {failure && failure.step === step ? <SubmitRefusal error={failure.error} /> : null}
          {step === review ? null : props.renderStep(step)}
          {step === review && request && !submitted ? props.renderReview(request) : null}
          {submitted && sent
            ? (props.renderSubmitted?.(submitted, sent, startOver) ?? (
                <SubmittedOrderPanel
                  result={submitted}
                  startOverLabel={props.startOverLabel}
                  onStartOver={startOver}
                />
              ))
            : null}
        </Stack>
      </WizardShell>
    </FormProvider>
  );
}
