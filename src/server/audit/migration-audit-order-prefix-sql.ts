/**
 * Server migration 18: the order-id filter matches the first characters of an id, as the
 * orders table shows it ("7f3a91bc…"). `text_pattern_ops` lets `LIKE 'prefix%'` use the
 * index whatever the database's collation, which the plain order index cannot.
 */
export const auditOrderPrefix = `
CREATE INDEX audit_log_order_prefix_idx ON audit_log (order_id text_pattern_ops);
`;
