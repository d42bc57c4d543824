import { useFormContext, useFormState, type FieldPath } from 'react-hook-form';
import type { MscFormValues } from '../msc-form';

/** The error message of any field of call `index`, by its path; subscribes to that call only. */
export function useCallErrors(
  index: number,
): (name: FieldPath<MscFormValues>) => string | undefined {
  const { control, getFieldState } = useFormContext<MscFormValues>();
  const formState = useFormState({ control, name: `calls.${index}` });
  return (name) => getFieldState(name, formState).error?.message;
}
