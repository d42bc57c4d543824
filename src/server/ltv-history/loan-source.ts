import type { Loan } from '../../shared/contracts/loans';
import { loansResponseSchema } from '../../shared/contracts/loans';
import { endpoints } from '../../shared/endpoints';
import {
  servedOrganization,
  type ConfiguredOrganization,
} from '../organization/served-organization';
import { providerRead } from '../platform/provider-read';
import { samplingKeyOrRefusal, type SamplingReader } from './sampling-key';

/** Loans read for one sample: the readable ones, and how many items could not be read at all. */
export type LoansRead =
  | { ok: true; loans: Loan[]; unreadableItems: number; organizationId?: string }
  | { ok: false; message: string };

export type LoanSource = () => Promise<LoansRead>;

/** One page of loans per request; a limit on pages keeps a runaway answer from looping. */
const PAGE_SIZE = 500;
const MAX_PAGES = 100;

/** Reads every open loan of the organization served, a page at a time, signed with `samplingKey`. */
export function providerLoanSource(
  deps: SamplingReader & { configured: ConfiguredOrganization | undefined },
): LoanSource {
  return async () => {
    const key = await samplingKeyOrRefusal(deps, 'loans');
    if (!key.ok) return key;
    const { credentials } = key;
    const served = await servedOrganization({ ...deps, credentials });
    if (served.status !== 'set') {
      return { ok: false, message: `No organization to read loans of (${served.status}).` };
    }
    const loans: Loan[] = [];
    let unreadableItems = 0;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      // Counterparties name each loan in the alerts its readings raise; collaterals bring the
      // margin call whose deadline the deadline rules watch.
      const query = `isOpen=true&includeCounterparties=true&includeCollaterals=true&limit=${PAGE_SIZE}&offset=${page * PAGE_SIZE}`;
      const read = await providerRead(deps.target, credentials, {
        endpoint: endpoints.listLoans,
        path: `/platform/organizations/${encodeURIComponent(served.organizationId)}/loans?${query}`,
        schema: loansResponseSchema,
      });
      if (!read.ok) return { ok: false, message: read.message };
      loans.push(...read.data.loans);
      unreadableItems += read.data.unreadableItems.length;
      if (read.data.loans.length + read.data.unreadableItems.length < PAGE_SIZE) break;
    }
    return { ok: true, loans, unreadableItems, organizationId: served.organizationId };
  };
}
