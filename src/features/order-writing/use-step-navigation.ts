import { useCallback } from 'react';

/** What a wizard route's `Route.useNavigate()` is used for: setting its `step` search param. */
type StepNavigate<Step extends string> = (options: {
  search: { step: Step };
  replace: boolean;
}) => Promise<void>;

/** What a wizard route gives its wizard: the step in the URL, and the route's navigate. */
export interface WizardRouteProps<Step extends string> {
  step: Step;
  navigate: StepNavigate<Step>;
}

/**
 * A wizard's `onStepChange`: moves to another step through the route's `navigate`. `replace`
 * corrects the URL without adding a history entry.
 */
export function useStepNavigation<Step extends string>(navigate: StepNavigate<Step>) {
  return useCallback(
    (step: Step, options?: { replace?: boolean }) => {
      void navigate({ search: { step }, replace: options?.replace ?? false });
    },
    [navigate],
  );
}
