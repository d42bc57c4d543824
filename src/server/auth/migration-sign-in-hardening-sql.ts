/**
 * Server migration 7: sign-in an attacker cannot ride. Flows are bound to the browser that
 * began them, and failed passwords slow the guesser down instead of locking the account.
 */
export const signInHardening = `
-- A flow begun before this version has no browser to match: it would be refused anyway, and
-- flows live ten minutes.
DELETE FROM sign_in_flows;
ALTER TABLE sign_in_flows ADD COLUMN binding_hash TEXT NOT NULL;

-- The lock anyone could trigger goes: no more locked accounts.
DROP TABLE idp_failed_sign_ins;
ALTER TABLE idp_accounts DROP COLUMN locked_until;

-- Failed passwords, counted per address and account (pair), per address, and per account as
-- typed (known or not), shared by every instance. wait_until: the address waits until then.
CREATE TABLE sign_in_throttles (
  tier TEXT NOT NULL CHECK (tier IN ('pair', 'address', 'account')),
  account TEXT NOT NULL,
  address TEXT NOT NULL,
  failures INTEGER NOT NULL,
  last_failure_at BIGINT NOT NULL,
  wait_until BIGINT NOT NULL,
  PRIMARY KEY (tier, account, address)
);
CREATE INDEX sign_in_throttles_last_failure_idx ON sign_in_throttles (last_failure_at);
CREATE INDEX sign_in_throttles_address_idx ON sign_in_throttles (address);
CREATE INDEX sign_in_throttles_account_idx ON sign_in_throttles (account);
`;
