import { useMutation, useQueryClient, type MutateOptions } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { invalidateOrderChange } from '../../../lib/order-invalidation';

/**
 * THE RULE FOR `externalOrderId`, for every form that writes orders (the withdrawal wizard
 * with its portfolio and ClearLoop variants, staking, multi-smart-call and bulk). It is how
 * DESIGN.md's rule 2 (idempotent creation) holds.
 *
 * An order's id belongs to its content: exactly what is sent, without the id (for a bulk row,
 * that row's cells).
 * - The same content keeps its id for as long as the form lives: on every retry (after a lost
 *   response or a refusal), on a double click, and when the person comes back to content
 *   already tried (an edit, then undone). However an earlier attempt ended, sending it again
 *   cannot make a second order: the API answers 409 and the existing order is shown.
 * - Changed content gets a new id. An edited order is a new order; under the old id the API
 *   would answer "already exists" with the earlier order, as if the edit had been placed.
 * - "Start another" (`reset`) forgets every id, so the same content entered again is a new,
 *   intended order.
 *
 * The id of a content is made the first time it is asked for, so the review can show the id
 * the order will carry. `proposed` gives a content its first id when the operator chose one
 * (a bulk CSV's own externalOrderId column).
 */
export interface AttemptIds {
  idFor: (content: string, proposed?: string) => string;
}

/** A fresh client-side order reference (a UUID). */
export function newExternalOrderId(): string {
  return crypto.randomUUID();
}

/** The ids of one form's contents, following the rule above. */
export function createAttemptIds(mint: () => string = newExternalOrderId): AttemptIds {
  const ids = new Map<string, string>();
  return {
    idFor: (content, proposed) => {
      const known = ids.get(content);
      if (known !== undefined) return known;
      const id = proposed ?? mint();
      ids.set(content, id);
      return id;
    },
  };
}

/**
 * The one way the UI writes orders: ids by the rule above, one send at a time, and afterwards
 * a refresh of what an order write touches (`invalidateOrderChange`). `send` is the request
 * itself: POST /orders for the wizards, POST /orders/ in calls of 49 for bulk. It is never
 * retried on its own (a retried write could move money twice): the person retries, and the
 * rule keeps the id.
 */
export function useOrderSubmission<Input, Result>(send: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  const [attemptIds, setAttemptIds] = useState(() => createAttemptIds());
  // Set synchronously, so a second click before the next render is already refused.
  const inFlight = useRef(false);
  const mutation = useMutation({
    // The input alone: TanStack Query passes its own context as a second argument.
    mutationFn: (input: Input) => send(input),
    retry: false,
    onSettled: () => {
      inFlight.current = false;
      // Even a failure may have created orders (a lost response). Not awaited: under a rate
      // limit the refresh can wait minutes, and the outcome must show now.
      void invalidateOrderChange(queryClient);
    },
  });
  return {
    mutation,
    /** The `externalOrderId` of `content` (see the rule above). */
    idFor: attemptIds.idFor,
    /** Sends `input`, unless a send is already in flight: a double click sends once. */
    submit: (input: Input, callbacks?: MutateOptions<Result, Error, Input>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutation.mutate(input, callbacks);
    },
    /** A blank form again, for "start another": no outcome, and every id forgotten. */
    reset: () => {
      mutation.reset();
      setAttemptIds(createAttemptIds());
    },
  };
}
