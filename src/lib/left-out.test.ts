import { describe, expect, it } from 'vitest';
import { Unreadable } from '../shared/contracts/readable';
import { countOf, firstUnreadable, LeftOut } from './left-out';

const orders = { one: 'order', many: 'orders' };

describe('LeftOut', () => {
  it('says nothing when nothing was left out', () => {
    expect(new LeftOut().words(orders)).toBeUndefined();
    expect(new LeftOut().count).toBe(0);
  });

  it('counts each reason, in the order first met, in words', () => {
    const leftOut = new LeftOut();
    leftOut.add('amount unreadable');
    leftOut.add('currency unreadable');
    leftOut.add('amount unreadable');
    expect(leftOut.count).toBe(3);
    expect(leftOut.words(orders)).toBe(
      '2 orders left out: amount unreadable; 1 order left out: currency unreadable',
    );
  });

  it('adds what another left out', () => {
    const first = new LeftOut();
    first.add('amount unreadable');
    const second = new LeftOut();
    second.add('amount unreadable');
    second.add('time unreadable');
    first.merge(second);
    expect(first.entries()).toEqual([
      { reason: 'amount unreadable', count: 2 },
      { reason: 'time unreadable', count: 1 },
    ]);
  });

  it('records several items for one reason at once, and none for a count of zero', () => {
    const leftOut = new LeftOut();
    leftOut.add('could not be read', 3);
    leftOut.add('amount unreadable', 0);
    expect(leftOut.entries()).toEqual([{ reason: 'could not be read', count: 3 }]);
    expect(leftOut.words(orders)).toBe('3 orders left out: could not be read');
  });

  it('groups large counts as an operator reads them', () => {
    expect(countOf(12_345, orders)).toBe('12,345 orders');
  });
});

describe('firstUnreadable', () => {
  it('names the first field that could not be read, by its label', () => {
    expect(
      firstUnreadable({
        amount: '1',
        currency: new Unreadable(7, 'not text'),
        status: new Unreadable('', 'empty'),
      }),
    ).toBe('currency unreadable');
  });

  it('takes absent optional fields as fine', () => {
    expect(firstUnreadable({ amount: '1', fee: undefined })).toBeUndefined();
  });
});
