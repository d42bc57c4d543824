import { UnreadableReferenceNotice } from '../../reference-data/components/unreadable-reference-notice';
import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { ErrorState } from '../../../components/page-states';
import { useDraftValues, usePersistDraft } from '../../../components/wizard/form-draft';
import { LeaveGuard } from '../../../components/wizard/leave-guard';
import { useWriteAccess, WriteAccessNotice } from '../../../components/write-access';
import { WizardShell, type WizardStep } from '../../../components/wizard/wizard-shell';
import type { CreateOrderRequest } from '../../../shared/contracts/create-order';
import { useStepSubmission } from '../api/use-step-submission';
import { useStepNavigation, type WizardRouteProps } from '../use-step-navigation';
import { SubmittedOrderPanel } from './submitted-order';

export interface OrderWizardProps<
  Values extends FieldValues,
  Step extends string,
  Request extends CreateOrderRequest,
> extends WizardRouteProps<Step> {
  /** Names the tab's saved draft of this wizard (kept across a reload or a sign-in). */
  draftKey: string;
  /** In order; the last is the review step. */
  steps: readonly WizardStep<Step>[];
  /** The blank form, every field set: its defaults, and what "start over" returns to. */
  emptyValues: Values & DefaultValues<Values>;
  /** Validates the form against the reference data (keep it stable: memoize it). */
  resolver: Resolver<Values>;
  /** The fields each step owns: validated on Next. */
  stepFields: Readonly<Record<Step, readonly Path<Values>[]>>;
  /** The furthest step the values allow. */
  reachableStep: (values: Values) => Step;
  /** The POST /orders body for the values; null while they cannot make one. */
  buildRequest: (values: Values, externalOrderId: string) => Request | null;
  /** The step an API refusal concerns. */
  stepForError: (error: unknown) => Step;
  submitLabel: string;
  startOverLabel: string;
  /** The inputs of every step but the review. */
  renderStep: (step: Step) => ReactNode;
  renderReview: (request: Request) => ReactNode;
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
  const { steps, step, emptyValues, stepFields } = props;
  const onStepChange = useStepNavigation(props.navigate);
  const form = useForm<Values>({
    defaultValues: useDraftValues(props.draftKey, emptyValues),
    resolver: props.resolver,
    mode: 'onTouched',
  });
  usePersistDraft(form, props.draftKey);
  // A fresh copy on every change: useWatch re-renders only when the copy differs from the last.
  const values = useWatch({
    control: form.control,
    compute: (all: Values): Values => Object.assign({}, emptyValues, all),
  });
  const { mutation, failure, requestFor, submit, reset } = useStepSubmission({
    step,
    onStepChange,
    stepForError: props.stepForError,
  });
  const request = requestFor((id) => props.buildRequest(values, id));
  const access = useWriteAccess('createOrder');
  const submitted = mutation.data;
  const first = steps[0]?.id;
  const review = steps.at(-1)?.id;

  return (
    <FormProvider {...form}>
      <LeaveGuard isDirty={form.formState.isDirty && !submitted} />
      <WriteAccessNotice access={access} />
      <UnreadableReferenceNotice />
      <WizardShell
        steps={steps}
        step={step}
        onStepChange={onStepChange}
        reachableStep={props.reachableStep(values)}
        onNext={(current) => form.trigger([...stepFields[current]], { shouldFocus: true })}
        navigationLocked={mutation.isPending || submitted !== undefined}
        submitAction={
          <Button
            type="button"
            onClick={() => {
              if (request) submit(request);
            }}
            loading={mutation.isPending}
            disabled={!request || !access.allowed}
          >
            {props.submitLabel}
          </Button>
        }
      >
        <Stack gap="md">
          {failure && failure.step === step ? <ErrorState error={failure.error} /> : null}
          {step === review ? null : props.renderStep(step)}
          {step === review && request && !submitted ? props.renderReview(request) : null}
          {submitted ? (
            <SubmittedOrderPanel
              result={submitted}
              startOverLabel={props.startOverLabel}
              onStartOver={() => {
                reset();
                form.reset(emptyValues);
                if (first !== undefined) onStepChange(first);
              }}
            />
          ) : null}
        </Stack>
      </WizardShell>
    </FormProvider>
  );
}
