import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { newExternalOrderId } from '../external-order-id';
import { invalidateOrderChange } from '../../../lib/order-invalidation';
import { submitOrderIdempotently } from './submit-order';
import type { CreateOrderRequest } from '../../../shared/contracts/create-order';

/**
 * The `externalOrderId` of the current submission attempt. It is kept for as long as the
 * content being submitted (`contentKey`) is unchanged, so a retry after a lost response or
 * a double click reuses it; changed content is a new attempt and gets a new id.
 */
export function useAttemptId(contentKey: string): string {
  const [attempt, setAttempt] = useState(() => ({ key: contentKey, id: newExternalOrderId() }));
  if (attempt.key !== contentKey) {
    const next = { key: contentKey, id: newExternalOrderId() };
    setAttempt(next);
    return next.id;
  }
  return attempt.id;
}

/** POST /orders that is safe to repeat; refreshes order lists and balances once it lands. */
export function useOrderSubmission() {
  const queryClient = useQueryClient();
  // Set synchronously, so a second click before the next render is already refused.
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: async (request: CreateOrderRequest) => {
      try {
        return await submitOrderIdempotently(request);
      } finally {
        inFlight.current = false;
      }
    },
    onSettled: () => {
      // An unknown outcome (network failure) may still have created the order. Not awaited:
      // under a rate limit the refresh can wait minutes, and the outcome must show now.
      void invalidateOrderChange(queryClient);
    },
  });
  return {
    mutation,
    /** Ignores a second call while one is in flight: a double click sends once. */
    submit: (request: CreateOrderRequest, options: { onError?: (error: unknown) => void } = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutation.reset();
      mutation.mutate(request, options.onError ? { onError: options.onError } : {});
    },
  };
}

/**
 * A wizard's submission: `useOrderSubmission`, plus the refusal and the step it concerns
 * (`stepForError`). A refusal moves the wizard to that step, where `failure` is shown beside
 * the input that caused it.
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
  const { mutation, submit } = useOrderSubmission();
  const [failure, setFailure] = useState<{ step: Step; error: unknown } | null>(null);
  return {
    mutation,
    failure,
    submit: (request: CreateOrderRequest) => {
      setFailure(null);
      submit(request, {
        onError: (error) => {
          const concerned = stepForError(error);
          setFailure({ step: concerned, error });
          if (concerned !== step) onStepChange(concerned);
        },
      });
    },
    /** Back to a blank attempt, for "start another". */
    reset: () => {
      mutation.reset();
      setFailure(null);
    },
  };
}
