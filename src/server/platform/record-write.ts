import type { ProxyCall } from './proxy-call';
import type { Actor, OrderRead, WriteObserver } from './proxy-ports';

export type RecordedWrite =
  | { ok: true; complete: (answer: Response) => Promise<Response> }
  | { ok: false; response: Response };

/**
 * The record step: a write is on the record before it is sent, and its answer completes the
 * record. When the log cannot take the attempt, nothing is sent.
 */
export async function recordWrite(
  call: ProxyCall,
  actor: Actor,
  writes: WriteObserver | undefined,
  readOrder: (() => Promise<OrderRead>) | undefined,
): Promise<RecordedWrite> {
  if (call.isRead || writes === undefined) {
    return { ok: true, complete: (answer) => Promise.resolve(answer) };
  }
  try {
    const completion = await writes.attempt(actor, call.operation, call.body, call.c, readOrder);
    return {
      ok: true,
      complete: async (answer) => {
        await completion(answer.clone());
        return answer;
      },
    };
  } catch (error) {
    console.error('The audit log could not record a write; it was not sent', error);
    return {
      ok: false,
      response: call.c.json(
        {
          error: 'audit-unavailable',
          message:
            'The activity log cannot record this right now, so nothing was sent. Try again shortly.',
        },
        503,
      ),
    };
  }
}
