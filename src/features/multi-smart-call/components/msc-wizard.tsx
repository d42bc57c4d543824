import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { WizardStep } from '../../../components/wizard/wizard-shell';
import { HoldingsPage } from '../../order-writing/components/holdings-page';
import { OrderWizard } from '../../order-writing/components/order-wizard';
import { useOrderForm } from '../../order-writing/use-order-form';
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
import { CallsStep } from './calls-step';
import { ReviewStep } from './review-step';
import { SettingsStep } from './settings-step';
import { SourceStep } from './source-step';

const steps: readonly WizardStep<MscStep>[] = [
  { id: 'source', label: 'Currency and portfolio' },
  { id: 'payloads', label: 'Contract calls' },
  { id: 'settings', label: 'Amount and broadcast' },
  { id: 'review', label: 'Review and submit' },
];

type WizardProps = WizardRouteProps<MscStep>;

/** Loads currencies (for the defi-allowed tag), balances and portfolios, then the wizard. */
export function MscWizard(props: WizardProps) {
  return (
    <HoldingsPage
      title="New multi-smart-call order"
      description="Call token and other smart contracts, one or several in one order, from a DeFi-enabled currency."
    >
      {(holdings) => <MscForm {...props} ctx={holdings} />}
    </HoldingsPage>
  );
}

function MscForm({ ctx, ...props }: WizardProps & { ctx: MscContext }) {
  const resolver = useMemo(() => zodResolver(mscFormSchema(ctx)), [ctx]);
  const orderForm = useOrderForm({
    draftKey: 'multi-smart-call',
    emptyValues: emptyMscForm,
    resolver,
  });
  return (
    <OrderWizard
      {...props}
      steps={steps}
      orderForm={orderForm}
      stepFields={mscStepFields}
      reachableStep={(values) => reachableMscStep(ctx, values)}
      buildRequest={(values, id) => buildMscRequest(ctx, values, id)}
      stepForError={mscStepForError}
      submitLabel="Submit multi-smart-call order"
      startOverLabel="New multi-smart-call order"
      renderStep={(step) =>
        step === 'source' ? (
          <SourceStep ctx={ctx} />
        ) : step === 'payloads' ? (
          <CallsStep ctx={ctx} />
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
