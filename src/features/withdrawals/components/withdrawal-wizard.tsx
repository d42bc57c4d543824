import { PageHeader } from '../../../components/page-header';
import type { WizardStep } from '../../../components/wizard/wizard-shell';
import { OrderWizard } from '../../order-writing/components/order-wizard';
import type { WizardRouteProps } from '../../order-writing/use-step-navigation';
import { useWithdrawalForm } from '../use-withdrawal-form';
import { fieldsOfStep, type WithdrawalStep } from '../withdrawal-form';
import { buildWithdrawalRequest, placeRefusal } from '../withdrawal-request';
import { firstIncompleteStep } from '../withdrawal-schemas';
import { AmountStep } from './amount-step';
import { DestinationStep } from './destination-step';
import { ReviewStep } from './review-step';
import { SourceStep } from './source-step';
import { WithdrawalResult } from './withdrawal-result';

const steps: readonly WizardStep<WithdrawalStep>[] = [
  { id: 'source', label: 'Source', description: 'Portfolio and currency' },
  { id: 'destination', label: 'Destination', description: 'Where the funds go' },
  { id: 'amount', label: 'Amount', description: 'Amount and fee' },
  { id: 'review', label: 'Review', description: 'Check and submit' },
];

const startOverLabel = 'Start another withdrawal';

export function WithdrawalWizard(props: WizardRouteProps<WithdrawalStep>) {
  const state = useWithdrawalForm(props.step);
  const { rules } = state;
  return (
    <>
      <PageHeader
        title="New withdrawal"
        description="Send funds to an address-book entry, to another portfolio, or undelegate from ClearLoop."
      />
      <OrderWizard
        {...props}
        orderForm={state.orderForm}
        steps={steps}
        stepFields={fieldsOfStep}
        reachableStep={(values) => firstIncompleteStep(values, rules)}
        // Only input every step's rules accept makes a request (the frame then allows review).
        buildRequest={(values, id) =>
          firstIncompleteStep(values, rules) === 'review'
            ? buildWithdrawalRequest(values, id)
            : null
        }
        stepForError={(error) => placeRefusal(error).step}
        fieldForError={(error) => placeRefusal(error).field}
        balancesPortfolioOf={(values) =>
          values.portfolioId === '' ? undefined : values.portfolioId
        }
        submitLabel="Submit withdrawal"
        startOverLabel={startOverLabel}
        renderStep={(step) =>
          step === 'source' ? (
            <SourceStep state={state} />
          ) : step === 'destination' ? (
            <DestinationStep state={state} />
          ) : (
            <AmountStep state={state} />
          )
        }
        renderReview={(request) => <ReviewStep state={state} request={request} />}
        renderSubmitted={(submitted, sent, startOver) => (
          <WithdrawalResult
            submitted={submitted}
            request={sent}
            onStartAnother={startOver}
            startOverLabel={startOverLabel}
          />
        )}
      />
    </>
  );
}
