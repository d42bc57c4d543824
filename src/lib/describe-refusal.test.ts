import { describe, expect, it } from 'vitest';
import { ApiError } from '../shared/api-error';
import { NetworkError } from './api-client';
import { describeRefusal, isWrongMasterPassword } from './describe-refusal';

describe('describeRefusal', () => {
  it('says a known refusal in words, the API wording kept apart', () => {
    const refusal = describeRefusal(
      new ApiError(409, 'self-co-sign', 'initiator cannot co-sign'),
      'approval',
    );
    expect(refusal.title).toMatch(/business rule/);
    expect(refusal.detail).toMatch(/four-eyes rule/);
    expect(refusal.detail).not.toContain('initiator cannot co-sign');
    expect(refusal.technical).toBe('initiator cannot co-sign (self-co-sign, HTTP 409)');
  });

  it('names the fields an unknown refusal mentions as the forms do, and keeps its code apart', () => {
    const refusal = describeRefusal(
      new ApiError(400, 'bad-request', 'amount: must be positive'),
      'cancellation',
    );
    expect(refusal.detail).toBe('Amount: must be positive (bad-request)');
    expect(refusal.technical).toBe('Amount: must be positive (bad-request, HTTP 400)');
  });

  it('says a lost answer may or may not have delivered the action it names', () => {
    const lost = new NetworkError('/platform/orders/ord-1');
    expect(describeRefusal(lost, 'approval').detail).toMatch(
      /^The approval may or may not have reached the API; the queue/,
    );
    expect(describeRefusal(lost, 'cancellation').detail).toMatch(
      /^The cancellation may or may not have reached the API; the order/,
    );
    expect(describeRefusal(lost, 'master password').technical).toMatch(
      /Could not reach the server for \/platform\/orders\/ord-1/,
    );
  });

  it('tells a wrong master password from every other refusal', () => {
    expect(isWrongMasterPassword(new ApiError(409, 'wrong-master-password', 'no'))).toBe(true);
    expect(isWrongMasterPassword(new ApiError(409, 'self-co-sign', 'no'))).toBe(false);
    expect(isWrongMasterPassword(new Error('wrong-master-password'))).toBe(false);
  });
});
