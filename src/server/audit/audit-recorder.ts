import type { Context } from 'hono';
import { z } from 'zod';
import type { WriteObserver } from '../platform/proxy-ports';
import type { AuditLog } from './audit-log';
import type { AuditEntry } from './audit-record';
import type { RequestFacts } from './request-facts';
import {
  answerFor,
  orderFacts,
  orderIdFromPath,
  writeActions,
  writeDetail,
  writeTargets,
} from './write-targets';

const factsSchema = z.object({
  id: z.string(),
  ip: z.string().optional(),
  userAgent: z.string().optional(),
});

/** The facts `requestFacts()` noted for this request, if it ran. */
function factsOf(c: Context): RequestFacts | undefined {
  const facts = factsSchema.safeParse(c.get('request'));
  return facts.success
    ? { id: facts.data.id, ip: facts.data.ip, userAgent: facts.data.userAgent }
    : undefined;
}

export function auditActor(actor: {
  subject: string;
  email: string;
  name: string;
  roles: readonly string[];
}) {
  return { subject: actor.subject, email: actor.email, name: actor.name, roles: actor.roles };
}

async function answerBody(answer: Response): Promise<unknown> {
  try {
    const body: unknown = await answer.json();
    return body;
  } catch {
    return undefined;
  }
}

/**
 * Puts what happens on the record, with who, from where and the request's id. Writes are
 * recorded before they are sent (one record per order: a bulk's items each get their own)
 * and completed with the API's answer; a crash in between leaves the attempt, which reads as
 * "outcome unknown". Refusals are recorded as they happen.
 */
export function auditRecorder(log: AuditLog) {
  const record = (entry: AuditEntry, c?: Context): Promise<string> => {
    const facts = c === undefined ? undefined : factsOf(c);
    return log.append(facts === undefined ? entry : { ...entry, request: facts });
  };

  const writes: WriteObserver = {
    async attempt(actor, operation, body, c, readOrder) {
      // Every write has its own action (a test holds the table to the endpoints).
      const action = writeActions[operation.name] ?? 'request';
      // An approval names only its order: the record also says what that order moves. When
      // the order cannot be read, the write still goes on the record, with its id alone.
      const read = await readOrder?.();
      const targets = read?.ok === true ? [orderFacts(read.order)] : writeTargets(operation, body);
      const detail = writeDetail(operation, body);
      const attempts: string[] = [];
      for (const target of targets) {
        attempts.push(
          await record(
            { action, outcome: 'attempted', actor: auditActor(actor), target, detail },
            c,
          ),
        );
      }
      return async (answer) => {
        const reply = await answerBody(answer);
        for (const [index, target] of targets.entries()) {
          const result = answerFor(operation, target, answer.status, reply);
          await record(
            {
              action,
              outcome: result.outcome,
              actor: auditActor(actor),
              completes: attempts[index],
              target: { ...target, orderId: result.orderId ?? target.orderId },
              statusCode: answer.status,
              errorCode: result.errorCode,
              detail,
            },
            c,
          );
        }
      };
    },
    async refused(refusal, c) {
      await record(
        {
          // A refused write under its own action; a refused read, as a read.
          action: writeActions[refusal.operation.name] ?? 'read',
          outcome: 'refused',
          actor: refusal.actor === undefined ? undefined : auditActor(refusal.actor),
          target:
            refusal.operation.params.orderId === undefined
              ? {}
              : { orderId: orderIdFromPath(refusal.operation.params.orderId) },
          statusCode: refusal.status,
          errorCode: refusal.error,
          detail: `${c.req.method} ${new URL(c.req.url).pathname}: ${refusal.message}`,
        },
        c,
      );
    },
  };

  return { record, writes };
}

export type AuditRecorder = ReturnType<typeof auditRecorder>;
