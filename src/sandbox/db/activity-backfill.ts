import type { SqlClient } from '../../store/sql-client';
import { peopleRecordset } from './activity-people';

/**
 * Feed entries for what the seed stored, one statement per kind however much there is.
 * Each entry's id joins its type and the id of what it reports, so ids never collide.
 */

/** `new-crypto-address`: who added each address-book entry, when. */
export async function backfillAddressBookActivities(tx: SqlClient): Promise<void> {
  await tx.query(
    `INSERT INTO activities (
       activity_id, activity_type, name, description, created_at, organization_id, user_id
     )
     SELECT 'new-crypto-address:' || a.crypto_address_id, 'new-crypto-address', 'New crypto address',
       COALESCE(person.name, a.document->>'createdBy', 'Copper') || ' added the ' || a.currency
         || ' address "' || (a.document->>'name') || '" to the address book',
       a.created_at, a.organization_id, a.document->>'createdBy'
     FROM crypto_addresses a
     LEFT JOIN jsonb_to_recordset($1::jsonb) AS person(user_id text, name text)
       ON person.user_id = a.document->>'createdBy'`,
    [peopleRecordset()],
  );
}

/** `new-wallet`: each wallet, opened in its portfolio. */
export async function backfillWalletActivities(tx: SqlClient): Promise<void> {
  await tx.query(
    `INSERT INTO activities (
       activity_id, activity_type, name, description, created_at, organization_id, portfolio_id
     )
     SELECT 'new-wallet:' || w.wallet_id, 'new-wallet', 'New wallet',
       'A ' || w.currency || ' wallet'
         || CASE WHEN w.main_currency = w.currency THEN '' ELSE ' on ' || w.main_currency END
         || ' was opened in ' || p.portfolio_name,
       w.created_at, p.organization_id, w.portfolio_id
     FROM wallets w JOIN portfolios p ON p.portfolio_id = w.portfolio_id`,
  );
}

/**
 * `new-loan`: the organization's loans, on its side (its portfolio). Everyone in the
 * organization is one of the sandbox's people, so a creator who is not was on the
 * other side, and is named by that organization.
 */
export async function backfillLoanActivities(tx: SqlClient, organizationId: string): Promise<void> {
  await tx.query(
    `INSERT INTO activities (
       activity_id, activity_type, name, description, created_at, organization_id, portfolio_id, user_id
     )
     SELECT 'new-loan:' || l.loan_id, 'new-loan', 'New loan',
       COALESCE(person.name, other.organization_name, l.document->>'createdBy')
         || ' created a loan of ' || (l.document->>'amount') || ' ' || (l.document->>'currency')
         || ' from ' || lender.organization_name || ' to ' || borrower.organization_name
         || ' (' || replace(l.loan_type, '-', ' ') || ')',
       l.created_at, $2::text,
       CASE WHEN l.lender_organization_id = $2::text THEN l.lender_portfolio_id ELSE l.borrower_portfolio_id END,
       l.document->>'createdBy'
     FROM loans l
     JOIN organizations lender ON lender.organization_id = l.lender_organization_id
     JOIN organizations borrower ON borrower.organization_id = l.borrower_organization_id
     JOIN organizations other ON other.organization_id =
       CASE WHEN l.lender_organization_id = $2::text THEN l.borrower_organization_id ELSE l.lender_organization_id END
     LEFT JOIN jsonb_to_recordset($1::jsonb) AS person(user_id text, name text)
       ON person.user_id = l.document->>'createdBy'
     WHERE $2::text IN (l.lender_organization_id, l.borrower_organization_id)`,
    [peopleRecordset(), organizationId],
  );
}
