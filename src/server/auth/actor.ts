import type { Context } from 'hono';
import type { ActorLookup } from '../platform/proxy-ports';
import type { SqlClient } from '../../store/sql-client';
import { credentialsOf, subjectOfApiKey } from './credentials-repository';
import { findPerson } from './people-repository';
import { unauthenticated, type AuthVariables } from './session-middleware';

/**
 * Who a /platform request acts for: the signed-in person with their own key,
 * or (sandbox only) a script that signed the request itself with a key the
 * dashboard knows, acting with its owner's roles. Nobody else.
 */
export function actorLookup(db: SqlClient, encryptionKey: Buffer, acceptScriptSignatures: boolean) {
  return async (c: Context<{ Variables: AuthVariables }>): Promise<ActorLookup> => {
    // A request signed with a key says who it is for, whatever cookie came with it.
    const apiKey = /^ApiKey (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (acceptScriptSignatures && apiKey !== undefined) {
      const subject = await subjectOfApiKey(db, apiKey);
      const person = subject === undefined ? undefined : await findPerson(db, subject);
      if (person === undefined) {
        return { ok: false, status: 401, error: 'invalid-api-key', message: 'Unknown API key.' };
      }
      return {
        ok: true,
        actor: {
          subject: person.subject,
          email: person.email,
          name: person.name,
          roles: person.roles,
          credentials: undefined,
          signedByScript: true,
        },
      };
    }
    const session = c.get('session');
    if (session !== undefined) {
      const credentials = await credentialsOf(db, encryptionKey, session.subject);
      return {
        ok: true,
        actor: {
          subject: session.subject,
          email: session.email,
          name: session.name,
          roles: session.roles,
          credentials,
          signedByScript: false,
        },
      };
    }
    return { ok: false, status: 401, ...unauthenticated(c.get('sessionProblem')) };
  };
}
