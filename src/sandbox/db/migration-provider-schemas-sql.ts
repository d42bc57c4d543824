/**
 * Migration 11: documents stored before the sandbox answered as the provider's published
 * schemas say. Settlements gain the `settlementSubStatus` the provider requires (derived
 * from their status, as src/sandbox/lifecycle/settlement-sub-status.ts does), and
 * ALGO staking orders carry their registration as the documented transaction type.
 * Plain PostgreSQL: it must also run on a real server.
 */
export const providerSchemaFixes = `
UPDATE settlements
SET document = document || jsonb_build_object('settlementSubStatus',
  CASE document->>'settlementStatus'
    WHEN 'new' THEN 'calculating-pnl'
    WHEN 'pending-exchange-confirmation' THEN 'awaiting-exchange-confirmation'
    WHEN 'in-progress' THEN 'transfers-in-progress'
    WHEN 'on-chain-orders-in-progress' THEN 'awaiting-on-chain-confirmations'
    WHEN 'completed' THEN 'settled'
    WHEN 'partially-completed' THEN 'some-instructions-failed'
    WHEN 'failed' THEN 'exchange-confirmation-timeout'
    WHEN 'cancelled' THEN 'cancelled-by-exchange'
    WHEN 'ignored' THEN 'nothing-to-settle'
    WHEN 'excluded' THEN 'excluded-by-exchange'
    ELSE document->>'settlementStatus'
  END)
WHERE document->>'settlementSubStatus' IS NULL;

UPDATE orders
SET document = jsonb_set(
  jsonb_set(document, '{extra,blockchainTransactionType}',
    to_jsonb(CASE document->'extra'->>'blockchainTransactionType'
      WHEN 'register-online' THEN 'stake-delegation' ELSE 'stake-undelegation' END)),
  '{extra,description}',
  to_jsonb(COALESCE(document->'extra'->>'description',
    'Algorand ' || replace(document->'extra'->>'blockchainTransactionType', '-', ' '))))
WHERE document->'extra'->>'blockchainTransactionType' IN ('register-online', 'register-offline');
`;
