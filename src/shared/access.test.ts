import { describe, expect, it } from 'vitest';
import { mayCall, operationRoles, requiredRolesText, roles } from './access';
import { endpoints } from './endpoints';

describe('the role table', () => {
  it('covers every operation the dashboard uses, and opens every read but the whole-organization feed to every role', () => {
    expect(Object.keys(operationRoles).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, endpoint] of Object.entries(endpoints)) {
      if (endpoint.method === 'GET' && name !== 'listActivities')
        expect(operationRoles[name as keyof typeof endpoints]).toEqual(roles);
    }
    expect(mayCall(['treasury', 'approver'], 'listActivities')).toBe(false);
    expect(mayCall(['viewer'], 'listActivities')).toBe(true);
    expect(mayCall(['admin'], 'listActivities')).toBe(true);
  });

  it('gives each write only to the role whose job it is', () => {
    expect(mayCall(['treasury'], 'createOrder')).toBe(true);
    expect(mayCall(['treasury'], 'createOrdersInBulk')).toBe(true);
    expect(mayCall(['treasury'], 'dryRunOrder')).toBe(true);
    expect(mayCall(['treasury'], 'coSignOrder')).toBe(false);
    expect(mayCall(['approver'], 'coSignOrder')).toBe(true);
    expect(mayCall(['approver'], 'createOrder')).toBe(false);
    // Cancelling is the creator's (treasury); the master password is a co-signer's step.
    expect(mayCall(['treasury'], 'cancelOrder')).toBe(true);
    expect(mayCall(['approver'], 'cancelOrder')).toBe(false);
    expect(mayCall(['approver'], 'enterMasterPassword')).toBe(true);
    expect(mayCall(['treasury'], 'enterMasterPassword')).toBe(false);
    for (const name of [
      'createOrder',
      'createOrdersInBulk',
      'dryRunOrder',
      'coSignOrder',
      'cancelOrder',
      'enterMasterPassword',
    ] as const) {
      expect(mayCall(['viewer', 'admin'], name), name).toBe(false);
      expect(mayCall([], name), name).toBe(false);
    }
    expect(requiredRolesText('coSignOrder')).toBe('approver');
    expect(requiredRolesText('listActivities')).toBe('viewer or administrator');
    expect(requiredRolesText('createOrder')).toBe('treasury');
  });
});
