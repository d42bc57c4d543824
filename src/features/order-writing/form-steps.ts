import type { z } from 'zod';

/**
 * The furthest step a wizard's values allow: the first step owning a field that fails its
 * schema, or the last step (the review) when they all pass. A reload that lost the input goes
 * back to where it is missing.
 */
export function reachableStep<Step extends string>(
  result: z.ZodSafeParseResult<unknown>,
  steps: readonly [Step, ...Step[]],
  stepFields: Readonly<Record<Step, readonly string[]>>,
): Step {
  const failed = new Set(result.success ? [] : result.error.issues.map((issue) => issue.path[0]));
  return (
    steps.find((step) => stepFields[step].some((field) => failed.has(field))) ??
    steps.at(-1) ??
    steps[0]
  );
}
