import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { readServerJson } from '../../../lib/server-json';
import type { Role } from '../../../shared/access';
import {
  changeRolesResponseSchema,
  oneTimePasswordResponseSchema,
  peopleResponseSchema,
  personResponseSchema,
  type AddPersonRequest,
  type ManagedPerson,
} from '../../../shared/people';

/** GET /api/admin/people: everyone, and whether they are managed here or at an external provider. */
export const peopleQueryOptions = queryOptions({
  queryKey: adminKeys.people(),
  queryFn: async ({ signal }) =>
    peopleResponseSchema.parse(await readServerJson(await fetch('/api/admin/people', { signal }))),
});

const personPath = (person: ManagedPerson, action: string) =>
  `/api/admin/people/${encodeURIComponent(person.subject)}/${action}`;

const jsonRequest = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** POST /api/admin/people: the person added, and the password to hand them (shown once). */
export async function addPerson(body: AddPersonRequest) {
  const response = await fetch('/api/admin/people', jsonRequest('POST', body));
  return oneTimePasswordResponseSchema.parse(await readServerJson(response));
}

/**
 * PUT …/roles: the roles the person holds from now on, in their open sessions too; or, for
 * administrator or approver while two or more administrators are active, the grant waiting
 * for a second administrator (their roles unchanged until then).
 */
export async function changeRoles(person: ManagedPerson, roles: Role[]) {
  const response = await fetch(personPath(person, 'roles'), jsonRequest('PUT', { roles }));
  return changeRolesResponseSchema.parse(await readServerJson(response));
}

/** POST …/deactivate: they can no longer sign in, and their sessions end. */
export async function deactivatePerson(person: ManagedPerson): Promise<ManagedPerson> {
  const response = await fetch(personPath(person, 'deactivate'), { method: 'POST' });
  return personResponseSchema.parse(await readServerJson(response)).person;
}

/** POST …/password: a new generated password replaces theirs (shown once). */
export async function resetPassword(person: ManagedPerson) {
  const response = await fetch(personPath(person, 'password'), { method: 'POST' });
  return oneTimePasswordResponseSchema.parse(await readServerJson(response));
}
