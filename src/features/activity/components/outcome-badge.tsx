import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { outcomeLabel, type AuditOutcome } from '../../../shared/audit';

/**
 * Refused is the dashboard doing its job (grey); failed is red; unknown is orange because
 * someone must check at the provider whether the write went through.
 */
const outcomeTones: Record<AuditOutcome, StatusTone> = {
  succeeded: 'success',
  refused: 'neutral',
  failed: 'failure',
  unknown: 'action',
};

export function OutcomeBadge({ outcome }: { outcome: string }) {
  const tone = Object.hasOwn(outcomeTones, outcome)
    ? outcomeTones[outcome as AuditOutcome]
    : undefined;
  return <StatusBadge value={outcomeLabel(outcome)} tone={tone} />;
}
