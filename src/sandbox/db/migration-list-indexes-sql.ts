/**
 * Migration 7: indexes for the order list's common filtered pages. A page of
 * one order type in one status, or one portfolio's orders of one type, is read
 * straight off the index in list order instead of filtering the newest-first
 * scan of the whole table.
 * Plain PostgreSQL: it must also run on a real server.
 */
export const listIndexes = `
CREATE INDEX orders_type_status_created_idx ON orders (order_type, status, created_at DESC, order_id DESC);
CREATE INDEX orders_portfolio_type_created_idx ON orders (portfolio_id, order_type, created_at DESC, order_id DESC);
ANALYZE orders;
`;
