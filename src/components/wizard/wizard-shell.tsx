import { Button, Group, Paper, Stack, Stepper, Title } from '@mantine/core';
import { useEffect, useRef, useState, type SyntheticEvent, type ReactNode } from 'react';

/** One step of a wizard; `id` is the value of the route's `step` search param. */
export interface WizardStep<S extends string> {
  id: S;
  label: string;
  description?: string;
}

export interface WizardShellProps<S extends string> {
  /** The steps in order; the last one is the review step. */
  steps: readonly WizardStep<S>[];
  /** The active step: the route's `step` search param. */
  step: S;
  /** Moves to a step by updating the `step` search param. */
  onStepChange: (step: S, options?: { replace?: boolean }) => void;
  /** Validates the active step before moving on; resolve `false` to stay and show the errors. */
  onNext?: (step: S) => boolean | Promise<boolean>;
  /**
   * The furthest step the current input allows. A URL pointing beyond it (a shared link, a
   * reload that lost the input) is sent back there instead of showing a step with no data.
   */
  reachableStep?: S;
  /** Replaces Next on the review step: the submit button (give it `type="button"`). */
  submitAction?: ReactNode;
  /** Hides Back/Next and locks the stepper, e.g. while submitting or once submitted. */
  navigationLocked?: boolean;
  /** The active step's content. */
  children: ReactNode;
}

/**
 * A wizard whose active step lives in the URL: a Mantine Stepper over the step content,
 * with Back/Next. Earlier steps can be revisited from the stepper; later ones only via Next,
 * which runs `onNext` first. Enter in a field means Next. Focus moves to the step heading on
 * every step change, so keyboard and screen-reader users land on the new content.
 */
export function WizardShell<S extends string>({
  steps,
  step,
  onStepChange,
  onNext,
  reachableStep,
  submitAction,
  navigationLocked = false,
  children,
}: WizardShellProps<S>) {
  const activeIndex = Math.max(
    0,
    steps.findIndex((candidate) => candidate.id === step),
  );
  const reachableIndex =
    reachableStep === undefined
      ? steps.length - 1
      : steps.findIndex((candidate) => candidate.id === reachableStep);
  const active = steps[activeIndex];
  const isLast = activeIndex === steps.length - 1;
  const [checking, setChecking] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(step);

  useEffect(() => {
    const target = steps[reachableIndex];
    if (target && reachableIndex >= 0 && activeIndex > reachableIndex) {
      onStepChange(target.id, { replace: true });
    }
  }, [activeIndex, reachableIndex, steps, onStepChange]);

  useEffect(() => {
    if (previousStep.current !== step) headingRef.current?.focus();
    previousStep.current = step;
  }, [step]);

  function goTo(index: number) {
    const target = steps[index];
    if (target && !navigationLocked) onStepChange(target.id);
  }

  async function handleNext(event: SyntheticEvent) {
    event.preventDefault();
    if (isLast || checking || navigationLocked || !active) return;
    setChecking(true);
    try {
      if (onNext && !(await onNext(active.id))) return;
    } finally {
      setChecking(false);
    }
    goTo(activeIndex + 1);
  }

  return (
    <Stack gap="lg">
      <Stepper
        active={activeIndex}
        onStepClick={(index) => {
          if (index < activeIndex) goTo(index);
        }}
        allowNextStepsSelect={false}
        size="sm"
        aria-label="Steps"
      >
        {steps.map((candidate, index) => (
          <Stepper.Step
            key={candidate.id}
            label={candidate.label}
            description={candidate.description}
            allowStepSelect={!navigationLocked && index < activeIndex}
            aria-current={index === activeIndex ? 'step' : undefined}
          />
        ))}
      </Stepper>
      <Paper withBorder p="lg" radius="md">
        <form noValidate onSubmit={(event) => void handleNext(event)}>
          <Stack gap="md">
            <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
              {active?.label}
            </Title>
            {children}
            {navigationLocked ? null : (
              <Group justify="space-between" mt="md">
                {activeIndex > 0 ? (
                  <Button type="button" variant="default" onClick={() => goTo(activeIndex - 1)}>
                    Back
                  </Button>
                ) : (
                  <span />
                )}
                {isLast ? (
                  submitAction
                ) : (
                  <Button type="submit" loading={checking}>
                    Next
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
