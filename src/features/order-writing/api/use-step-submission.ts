import { useState } from 'react';
import type { CreateOrderRequest } from '../../../shared/contracts/create-order';
import { submitOrderIdempotently, type SubmittedOrder } from './submit-order';
import { useOrderSubmission } from './use-order-submission';

/** What a wizard's callbacks may add to a submission: e.g. marking the field a refusal names. */
export interface SubmitCallbacks {
  onSuccess?: (result: SubmittedOrder) => void;
  onError?: (error: unknown) => void;
}

/**
 * A wizard's submission of one order (POST /orders, see `useOrderSubmission` for the id rule):
 * plus the refusal and the step it concerns (`stepForError`). A refusal moves the wizard to
 * that step, where `failure` is shown beside the input that caused it.
 */
export function useStepSubmission<Step extends string>({
  step,
  onStepChange,
  stepForError,
}: {
  step: Step;
  onStepChange: (step: Step) => void;
  stepForError: (error: unknown) => Step;
}) {
  const { mutation, idFor, submit, reset } = useOrderSubmission(submitOrderIdempotently);
  const [failure, setFailure] = useState<{ step: Step; error: unknown } | null>(null);
  return {
    mutation,
    failure,
    /**
     * The request `build` makes for the current input, carrying the id its content has: the
     * content is the request built without an id. Null while the input cannot make one.
     */
    requestFor: <Request extends CreateOrderRequest | null>(
      build: (externalOrderId: string) => Request,
    ): Request => {
      const content = build('');
      return content === null ? content : build(idFor(JSON.stringify(content)));
    },
    submit: (request: CreateOrderRequest, callbacks: SubmitCallbacks = {}) => {
      setFailure(null);
      submit(request, {
        onSuccess: (result) => callbacks.onSuccess?.(result),
        onError: (error) => {
          const concerned = stepForError(error);
          setFailure({ step: concerned, error });
          callbacks.onError?.(error);
          if (concerned !== step) onStepChange(concerned);
        },
      });
    },
    /** Forgets the refusal, once the step it concerns validates again. */
    clearFailure: () => setFailure(null),
    /** Back to a blank attempt, for "start another". */
    reset: () => {
      reset();
      setFailure(null);
    },
  };
}
