import { describe, expect, it } from 'vitest';
import { ApiError, ResponseShapeError } from '../shared/api-error';
import { NetworkError } from './api-client';
import { describeError } from './describe-error';

describe('describeError', () => {
  it('explains an API refusal with its message and code', () => {
    const { title, detail } = describeError(
      new ApiError(409, 'conflict', 'Duplicate externalOrderId'),
    );
    expect(title).toMatch(/business rule/);
    expect(detail).toBe('Duplicate externalOrderId (conflict)');
  });

  it('warns that a malformed answer to a write may still have gone through', () => {
    expect(
      describeError(new ResponseShapeError('/orders', 'orderId: required', true)).detail,
    ).toMatch(/may still have gone through/);
  });

  it('never tells of a read that it may have gone through: a read changed nothing', () => {
    const { title, detail } = describeError(
      new ResponseShapeError('/orders', 'the list “orders” is missing from the answer'),
    );
    expect(title).toBe('The API answered in an unexpected format');
    expect(detail).toContain('the list “orders” is missing from the answer');
    expect(detail).not.toMatch(/gone through/);
    expect(detail).toMatch(/Nothing was changed/);
  });

  it('names a lost connection', () => {
    expect(describeError(new NetworkError('/orders')).title).toBe('Cannot reach the server');
  });

  it('still says something for a thrown non-error', () => {
    expect(describeError('boom').detail).toBe('An unknown error occurred.');
  });
});
