/**
 * Server migration 11: contract ABIs an administrator registered, so reviewers see the
 * function and arguments of calls beyond ERC-20. `address` is null for an ABI that decodes
 * calls to any contract.
 */
export const contractAbiTables = `
CREATE TABLE contract_abis (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  address TEXT,
  abi TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  created_by TEXT NOT NULL
);
CREATE INDEX contract_abis_by_time ON contract_abis (created_at);
`;
