import { describe, expect, it } from 'vitest';
import { SqlFilter } from './sql-client';

describe('SqlFilter', () => {
  it('adds nothing for absent values and empty lists', () => {
    const where = new SqlFilter();
    where.equals('currency', undefined);
    where.anyOf('status', []);
    where.anyOf('status', undefined);
    where.noneOf('status', []);
    where.compare('created_at', '>=', undefined);
    where.contains(['name'], undefined);
    expect(where.clause()).toBe('');
    expect(where.values).toEqual([]);
  });

  it('joins what is given with AND, each value a placeholder of its own', () => {
    const where = new SqlFilter();
    where.equals('currency', 'BTC');
    where.anyOf('status', ['new']);
    where.anyOf('portfolio_id', ['a', 'b']);
    where.noneOf('portfolio_type', ['trading']);
    where.compare('created_at', '<=', '1700000000000');
    expect(where.clause()).toBe(
      'WHERE currency = $1 AND status = $2 AND portfolio_id = ANY($3::text[]) AND NOT (portfolio_type = ANY($4::text[])) AND created_at <= $5::bigint',
    );
    expect(where.values).toEqual(['BTC', 'new', ['a', 'b'], ['trading'], '1700000000000']);
  });

  it('searches text literally: its wildcards and backslashes match themselves', () => {
    const where = new SqlFilter();
    where.contains(['name', 'description'], '50%_off\\');
    expect(where.clause()).toBe(
      "WHERE (name ILIKE $1 ESCAPE '\\' OR description ILIKE $1 ESCAPE '\\')",
    );
    expect(where.values).toEqual(['%50\\%\\_off\\\\%']);
  });
});
