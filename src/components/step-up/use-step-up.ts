import { useCallback, useRef, useState } from 'react';
import { describeError } from '../../lib/describe-error';
import {
  PasskeyPromptError,
  requestStepUp,
  signWithPasskey,
  type StepUpInput,
} from '../../lib/step-up-api';
import type { StepUpSummary } from '../../shared/step-up';

/** Where a passkey moment stands, for the dialog that asked for it. */
export type StepUpState =
  | { phase: 'idle' }
  | { phase: 'asking' }
  | { phase: 'prompting'; summary: StepUpSummary }
  | { phase: 'failed'; summary?: StepUpSummary | undefined; title: string; message: string };

/**
 * The passkey moment of a money moment. `confirm` asks the server what the passkey is to
 * confirm (it derives that itself), shows it, has the browser's passkey prompt sign it, and
 * resolves to the headers the write carries: `{}` when no passkey is needed, `undefined` when
 * the person must not go on (the state says why, in words). Nothing is sent in that case.
 */
export function useStepUp() {
  const [state, setState] = useState<StepUpState>({ phase: 'idle' });
  const running = useRef(false);

  const confirm = useCallback(
    async (
      request: StepUpInput,
      /** A reason to stop before the prompt, e.g. the order changed since it was reviewed. */
      check?: (summary: StepUpSummary) => string | undefined,
    ): Promise<Record<string, string> | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      let summary: StepUpSummary | undefined;
      try {
        setState({ phase: 'asking' });
        const challenge = await requestStepUp(request);
        if (!challenge.required) {
          setState({ phase: 'idle' });
          return {};
        }
        summary = challenge.summary;
        const objection = check?.(summary);
        if (objection !== undefined) {
          setState({ phase: 'failed', summary, title: 'Not sent', message: objection });
          return undefined;
        }
        setState({ phase: 'prompting', summary });
        const headers = await signWithPasskey(challenge);
        setState({ phase: 'idle' });
        return headers;
      } catch (error) {
        const described =
          error instanceof PasskeyPromptError
            ? { title: 'Passkey check not completed', message: error.message }
            : { title: describeError(error).title, message: describeError(error).detail };
        setState({ phase: 'failed', summary, ...described });
        return undefined;
      } finally {
        running.current = false;
      }
    },
    [],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, confirm, reset, busy: state.phase === 'asking' || state.phase === 'prompting' };
}
