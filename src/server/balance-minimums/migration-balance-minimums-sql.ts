/**
 * Server migration 16: balance minimums. One minimum per wallet, or per currency for every
 * wallet without its own; who set it last is who is told. Where each minimum stands for each
 * wallet it watches is locked with the minimum while a sample is judged, so two instances
 * never both alert, with the balance it last read there (what Today lists); alerts go to the same risk_alerts the rules fill, with no rule.
 */
export const balanceMinimumTables = `
CREATE TABLE balance_minimums (
  id BIGSERIAL PRIMARY KEY,
  scope TEXT NOT NULL CHECK (scope IN ('wallet', 'currency')),
  wallet_id TEXT,
  currency TEXT NOT NULL,
  amount TEXT NOT NULL,
  set_by TEXT REFERENCES people (subject) ON DELETE SET NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  CHECK ((scope = 'wallet') = (wallet_id IS NOT NULL))
);
CREATE UNIQUE INDEX balance_minimums_wallet_idx ON balance_minimums (wallet_id)
  WHERE scope = 'wallet';
CREATE UNIQUE INDEX balance_minimums_currency_idx ON balance_minimums (currency)
  WHERE scope = 'currency';

CREATE TABLE minimum_states (
  minimum_id BIGINT NOT NULL REFERENCES balance_minimums (id) ON DELETE CASCADE,
  wallet_id TEXT NOT NULL,
  fired BOOLEAN NOT NULL,
  changed_at BIGINT NOT NULL,
  portfolio_id TEXT NOT NULL,
  currency TEXT NOT NULL,
  balance TEXT NOT NULL,
  judged_at BIGINT NOT NULL,
  PRIMARY KEY (minimum_id, wallet_id)
);
`;
