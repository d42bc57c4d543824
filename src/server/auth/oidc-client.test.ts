import { describe, expect, it } from 'vitest';
import { rolesFromClaims } from './oidc-client';

describe('roles from the ID token', () => {
  it('take role names as they are, from a list or a separated string, in a fixed order', () => {
    expect(rolesFromClaims({ roles: ['approver', 'viewer'] }, 'roles', new Map())).toEqual([
      'viewer',
      'approver',
    ]);
    expect(rolesFromClaims({ groups: 'treasury admin,viewer' }, 'groups', new Map())).toEqual([
      'viewer',
      'treasury',
      'admin',
    ]);
  });

  it("map the organisation's own group names, and ignore what maps to nothing", () => {
    const map = new Map([
      ['Custody-Treasury', 'treasury'],
      ['Custody-Approvers', 'approver'],
    ] as const);
    expect(
      rolesFromClaims({ groups: ['Custody-Approvers', 'Everyone', 'superuser', 7] }, 'groups', map),
    ).toEqual(['approver']);
    expect(rolesFromClaims({ email: 'x@example.com' }, 'roles', map)).toEqual([]);
  });
});
