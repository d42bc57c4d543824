import { inputRefusal } from '../../shared/request-issues';
import type { ProxyCall } from './proxy-call';
import type { Refusal } from './proxy-ports';

/**
 * The body step: a write's body must match its operation's contract before it is signed or
 * sent; the refusal names the field. The body goes out as it came (its bytes are what is
 * signed), only checked.
 */
export function checkWriteBody(call: ProxyCall): Refusal | undefined {
  const schema = call.endpoint.body;
  if (schema === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(call.body);
  } catch {
    return { status: 400, error: 'bad-request', message: 'The body is not valid JSON.' };
  }
  const checked = schema.safeParse(json);
  return checked.success ? undefined : inputRefusal(checked.error);
}
