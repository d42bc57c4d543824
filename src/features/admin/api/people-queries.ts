import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { callDashboard } from '../../../lib/call-dashboard';
import type { Role } from '../../../shared/access';
import { adminEndpoints } from '../../../shared/dashboard-api/admin-endpoints';
import type { AddPersonRequest, ManagedPerson } from '../../../shared/people';

/** GET /api/admin/people: everyone, and whether they are managed here or at an external provider. */
export const peopleQueryOptions = queryOptions({
  queryKey: adminKeys.people(),
  queryFn: ({ signal }) => callDashboard(adminEndpoints.listPeople, { signal }),
});

const whom = (person: ManagedPerson) => ({ subject: person.subject });

/** POST /api/admin/people: the person added, and the password to hand them (shown once). */
export async function addPerson(body: AddPersonRequest) {
  return callDashboard(adminEndpoints.addPerson, { body });
}

/**
 * PUT …/roles: the roles the person holds from now on, in their open sessions too; or, for
 * administrator or approver while two or more administrators are active, the grant waiting
 * for a second administrator (their roles unchanged until then).
 */
export async function changeRoles(person: ManagedPerson, roles: Role[]) {
  return callDashboard(adminEndpoints.changePersonRoles, {
    params: whom(person),
    body: { roles },
  });
}

/** POST …/deactivate: they can no longer sign in, and their sessions end. */
export async function deactivatePerson(person: ManagedPerson): Promise<ManagedPerson> {
  return (await callDashboard(adminEndpoints.deactivatePerson, { params: whom(person) })).person;
}

/** POST …/password: a new generated password replaces theirs (shown once). */
export async function resetPassword(person: ManagedPerson) {
  return callDashboard(adminEndpoints.resetPersonPassword, { params: whom(person) });
}
