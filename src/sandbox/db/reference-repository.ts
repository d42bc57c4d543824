import { z } from 'zod';
import { type WireCryptoAddress } from '../../shared/contracts/crypto-addresses';
import { type WireCurrency } from '../../shared/contracts/currencies';
import { type WireOrganization } from '../../shared/contracts/organizations';
import { parseFirstRow, parseRows, SqlFilter, type SqlClient } from '../../store/sql-client';
import {
  wireCryptoAddressSchema,
  wireCurrencySchema,
  wireOrganizationSchema,
} from '../../shared/contracts/wire-schemas';

const organizationRowSchema = z.object({ document: wireOrganizationSchema });
const currencyRowSchema = z.object({ document: wireCurrencySchema });
const cryptoAddressRowSchema = z.object({ document: wireCryptoAddressSchema });

export async function saveOrganizations(
  db: SqlClient,
  organizations: readonly WireOrganization[],
): Promise<void> {
  await db.query(
    `INSERT INTO organizations (organization_id, organization_name, created_at, document)
     SELECT d->>'organizationId', d->>'organizationName', (d->>'createdAt')::bigint, d
     FROM jsonb_array_elements($1::jsonb) AS d
     ON CONFLICT (organization_id) DO UPDATE SET organization_name = EXCLUDED.organization_name,
       document = EXCLUDED.document`,
    [JSON.stringify(organizations)],
  );
}

export async function listOrganizations(db: SqlClient): Promise<WireOrganization[]> {
  const { rows } = await db.query(
    'SELECT document FROM organizations ORDER BY created_at, organization_id',
  );
  return parseRows(organizationRowSchema, rows).map((row) => row.document);
}

export async function getOrganization(
  db: SqlClient,
  organizationId: string,
): Promise<WireOrganization | undefined> {
  const { rows } = await db.query('SELECT document FROM organizations WHERE organization_id = $1', [
    organizationId,
  ]);
  return parseFirstRow(organizationRowSchema, rows)?.document;
}

export async function saveCurrencies(
  db: SqlClient,
  currencies: readonly WireCurrency[],
): Promise<void> {
  await db.query(
    `INSERT INTO currencies (currency, main_currency, decimals, tags, document)
     SELECT d->>'currency', d->>'mainCurrency', COALESCE((d->>'decimal')::int, 0),
       COALESCE(ARRAY(SELECT jsonb_array_elements_text(d->'tags')), '{}'), d
     FROM jsonb_array_elements($1::jsonb) AS d
     ON CONFLICT (currency, main_currency) DO UPDATE SET decimals = EXCLUDED.decimals, tags = EXCLUDED.tags,
       document = EXCLUDED.document`,
    [JSON.stringify(currencies)],
  );
}

export interface CurrencyFilter {
  currencies?: readonly string[];
  mainCurrency?: string;
  /** Keeps currencies carrying every listed tag. */
  tags?: readonly string[];
}

export async function listCurrencies(
  db: SqlClient,
  filter: CurrencyFilter = {},
): Promise<WireCurrency[]> {
  const where = new SqlFilter();
  where.anyOf('currency', filter.currencies);
  where.equals('main_currency', filter.mainCurrency);
  if (filter.tags !== undefined && filter.tags.length > 0)
    where.where(`tags @> ${where.add(filter.tags)}::text[]`);
  const { rows } = await db.query(
    `SELECT document FROM currencies ${where.clause()} ORDER BY currency, main_currency`,
    where.values,
  );
  return parseRows(currencyRowSchema, rows).map((row) => row.document);
}

export async function getCurrency(
  db: SqlClient,
  currency: string,
  mainCurrency: string,
): Promise<WireCurrency | undefined> {
  const { rows } = await db.query(
    'SELECT document FROM currencies WHERE currency = $1 AND main_currency = $2',
    [currency, mainCurrency],
  );
  return parseFirstRow(currencyRowSchema, rows)?.document;
}

/** Address-book entries; a missing Travel Rule status is stored as `pending` (not yet checked). */
export async function saveCryptoAddresses(
  db: SqlClient,
  addresses: readonly WireCryptoAddress[],
): Promise<void> {
  await db.query(
    `INSERT INTO crypto_addresses (crypto_address_id, organization_id, currency, main_currency, address,
       travel_rule_status, travel_rule_reason, created_at, document)
     SELECT d->>'cryptoAddressId', d->>'organizationId', d->>'currency', COALESCE(d->>'mainCurrency', d->>'currency'),
       d->>'address', COALESCE(d->>'travelRuleStatus', 'pending'), d->>'travelRuleReason',
       (d->>'createdAt')::bigint, d
     FROM jsonb_array_elements($1::jsonb) AS d
     ON CONFLICT (crypto_address_id) DO UPDATE SET travel_rule_status = EXCLUDED.travel_rule_status,
       travel_rule_reason = EXCLUDED.travel_rule_reason, document = EXCLUDED.document`,
    [JSON.stringify(addresses)],
  );
}

export interface CryptoAddressFilter {
  currencies?: readonly string[];
  mainCurrencies?: readonly string[];
  cryptoAddressIds?: readonly string[];
}

export async function listCryptoAddresses(
  db: SqlClient,
  filter: CryptoAddressFilter = {},
): Promise<WireCryptoAddress[]> {
  const where = new SqlFilter();
  where.anyOf('currency', filter.currencies);
  where.anyOf('main_currency', filter.mainCurrencies);
  where.anyOf('crypto_address_id', filter.cryptoAddressIds);
  const { rows } = await db.query(
    `SELECT document FROM crypto_addresses ${where.clause()} ORDER BY created_at, crypto_address_id`,
    where.values,
  );
  return parseRows(cryptoAddressRowSchema, rows).map((row) => row.document);
}

export async function getCryptoAddress(
  db: SqlClient,
  cryptoAddressId: string,
): Promise<WireCryptoAddress | undefined> {
  const { rows } = await db.query(
    'SELECT document FROM crypto_addresses WHERE crypto_address_id = $1',
    [cryptoAddressId],
  );
  return parseFirstRow(cryptoAddressRowSchema, rows)?.document;
}
