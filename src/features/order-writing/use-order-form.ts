import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useDraftValues, usePersistDraft } from '../../components/wizard/form-draft';

/** An order wizard's one form, its current values and its blank state. */
export interface OrderForm<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** Every field, the blank form's where the form has none yet. */
  values: Values;
  /** The blank form: its defaults, and what "start over" returns to. */
  emptyValues: Values;
}

/**
 * The react-hook-form form an `OrderWizard` runs on, kept as the tab's draft (`draftKey`) so
 * a reload or a sign-in loses nothing. Made by the wizard's own component, so what its rules
 * read (balances, fees) can follow the values before the frame renders.
 */
export function useOrderForm<Values extends FieldValues>({
  draftKey,
  emptyValues,
  resolver,
}: {
  draftKey: string;
  emptyValues: Values & DefaultValues<Values>;
  /** Validates the form (keep it stable: memoize it, or read changing rules from a ref). */
  resolver: Resolver<Values>;
}): OrderForm<Values> {
  const form = useForm<Values>({
    defaultValues: useDraftValues(draftKey, emptyValues),
    resolver,
    mode: 'onTouched',
  });
  usePersistDraft(form, draftKey);
  // A fresh copy on every change: useWatch re-renders only when the copy differs from the last.
  const values = useWatch({
    control: form.control,
    compute: (all: Values): Values => Object.assign({}, emptyValues, all),
  });
  return { form, values, emptyValues };
}
