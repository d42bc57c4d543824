import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { WizardStep } from '../../../components/wizard/wizard-shell';
import { HoldingsPage } from '../../order-writing/components/holdings-page';
import { OrderWizard } from '../../order-writing/components/order-wizard';
import type { WizardRouteProps } from '../../order-writing/use-step-navigation';
import { mscStepForError } from '../msc-errors';
import {
  buildMscRequest,
  emptyMscForm,
  mscFormSchema,
  mscStepFields,
  reachableMscStep,
  type MscContext,
} from '../msc-form';
import type { MscStep } from '../msc-steps';
import { PayloadsStep } from './payloads-step';
import { ReviewStep } from './review-step';
import { SettingsStep } from './settings-step';
import { SourceStep } from './source-step';

const steps: readonly WizardStep<MscStep>[] = [
  { id: 'source', label: 'Currency and portfolio' },
  { id: 'payloads', label: 'Transactions' },
  { id: 'settings', label: 'Amount and broadcast' },
  { id: 'review', label: 'Review and submit' },
];

type WizardProps = WizardRouteProps<MscStep>;

/** Loads currencies (for the defi-allowed tag), balances and portfolios, then the wizard. */
export function MscWizard(props: WizardProps) {
  return (
    <HoldingsPage
      title="New multi-smart-call order"
      description="Submit a list of unsigned transactions for a DeFi-enabled currency."
    >
      {(holdings) => <MscForm {...props} ctx={holdings} />}
    </HoldingsPage>
  );
}

function MscForm({ ctx, ...props }: WizardProps & { ctx: MscContext }) {
  const resolver = useMemo(() => zodResolver(mscFormSchema(ctx)), [ctx]);
  return (
    <OrderWizard
      {...props}
      steps={steps}
      emptyValues={emptyMscForm}
      resolver={resolver}
      stepFields={mscStepFields}
      reachableStep={(values) => reachableMscStep(ctx, values)}
      buildRequest={(values, id) => buildMscRequest(ctx, values, id)}
      stepForError={mscStepForError}
      submitLabel="Submit multi-smart-call order"
      draftKey="multi-smart-call"
      startOverLabel="New multi-smart-call order"
      renderStep={(step) =>
        step === 'source' ? (
          <SourceStep ctx={ctx} />
        ) : step === 'payloads' ? (
          <PayloadsStep ctx={ctx} />
        ) : (
          <SettingsStep ctx={ctx} />
        )
      }
      renderReview={(request) => (
        <ReviewStep request={request} portfolio={ctx.portfolios.get(request.portfolioId)} />
      )}
    />
  );
}
