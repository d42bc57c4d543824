/**
 * Server migration 13: more alert kinds. A rule's state is kept per thing it watches (a
 * loan, a loan's deadline, an exchange, a settlement), and an alert leads to any of them; a
 * rule remembers when it last judged, so its first look can tell old news from new.
 */
export const alertKindsTables = `
ALTER TABLE alert_states RENAME COLUMN loan_id TO item_key;
ALTER TABLE risk_alerts RENAME COLUMN loan_id TO target_id;
ALTER TABLE alert_rules ADD COLUMN judged_at BIGINT;
`;
