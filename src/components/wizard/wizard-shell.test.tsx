import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { RequestBodyPreview, ReviewTable } from './review-table';
import { WizardShell } from './wizard-shell';

const steps = [
  { id: 'source', label: 'Source' },
  { id: 'amount', label: 'Amount' },
  { id: 'review', label: 'Review' },
] as const;
type Step = (typeof steps)[number]['id'];

function renderShell(props: {
  step: Step;
  onNext?: (step: Step) => boolean | Promise<boolean>;
  reachableStep?: Step;
}) {
  const onStepChange = vi.fn<(step: Step, options?: { replace?: boolean }) => void>();
  renderWithTheme(
    <WizardShell
      steps={steps}
      onStepChange={onStepChange}
      submitAction={<Button type="button">Submit order</Button>}
      {...props}
    >
      <label>
        Amount
        <input name="amount" />
      </label>
    </WizardShell>,
  );
  return onStepChange;
}

describe('WizardShell', () => {
  it('shows the step from the URL and moves on only when the step validates', async () => {
    const onNext = vi
      .fn<(step: Step) => boolean>()
      .mockReturnValueOnce(false)
      .mockReturnValue(true);
    const onStepChange = renderShell({ step: 'source', onNext });
    expect(screen.getByRole('heading', { name: 'Source' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onNext).toHaveBeenCalledWith('source'));
    expect(onStepChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onStepChange).toHaveBeenCalledWith('amount'));
  });

  it('treats Enter in a field as Next', async () => {
    const onStepChange = renderShell({ step: 'source' });
    fireEvent.submit(screen.getByRole('textbox', { name: 'Amount' }));
    await waitFor(() => expect(onStepChange).toHaveBeenCalledWith('amount'));
  });

  it('goes back one step, and shows the submit action instead of Next on the review step', () => {
    const onStepChange = renderShell({ step: 'review' });
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit order' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onStepChange).toHaveBeenCalledWith('amount');
  });

  it('sends a URL beyond what the input allows back to the furthest reachable step', () => {
    const onStepChange = renderShell({ step: 'review', reachableStep: 'source' });
    expect(onStepChange).toHaveBeenCalledWith('source', { replace: true });
  });

  it('falls back to the first step for an unknown step value', () => {
    renderShell({ step: 'bogus' as Step });
    expect(screen.getByRole('heading', { name: 'Source' })).toBeInTheDocument();
  });
});

describe('ReviewTable', () => {
  it('shows every row by its label, no API field name, and "not sent" for empty values', () => {
    renderWithTheme(
      <ReviewTable
        caption="Sent to POST /orders"
        rows={[
          { label: 'Amount', field: 'amount', value: '123456789012345678901.5' },
          { label: 'Description', field: 'description', value: undefined },
        ]}
      />,
    );
    expect(screen.getByRole('rowheader', { name: 'Amount' })).not.toHaveTextContent('amount');
    expect(screen.getByText('123456789012345678901.5')).toBeInTheDocument();
    expect(screen.getByText('not sent')).toBeInTheDocument();
  });
});

describe('RequestBodyPreview', () => {
  it('keeps the body under Technical details, as JSON at full precision, named by its label', async () => {
    renderWithTheme(
      <RequestBodyPreview body={{ amount: '0.000000000000000001' }} label="Request body" />,
    );
    const toggle = screen.getByRole('button', { name: 'Technical details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('figure', { name: 'Request body', hidden: true })).toHaveTextContent(
      '"amount": "0.000000000000000001"',
    );
  });
});
