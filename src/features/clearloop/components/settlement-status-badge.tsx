import type { Readable } from '../../../shared/contracts/readable';
import { StatusBadge } from '../../../components/status-badge';
import { settlementStatusWords, settlementToneOf } from '../settlement-status';

/** A settlement, settlement detail or instruction status in words; unknown values are neutral. */
export function SettlementStatusBadge({
  status,
  wrap,
}: {
  status: Readable<string>;
  /** Let a long status wrap where its column is narrow. */
  wrap?: boolean;
}) {
  return (
    <StatusBadge
      value={status}
      tone={settlementToneOf(status)}
      label={settlementStatusWords(status)}
      wrap={wrap}
    />
  );
}
