import { Grid, Paper, Stack, Title } from '@mantine/core';
import type { Loan } from '../../../shared/contracts/loans';
import { loanExtraLabels, loanFieldLabels } from '../loan-field-labels';
import { FieldList } from './field-list';
import { LoanTimeline } from './loan-timeline';

/** Every top-level and `extra` field of the loan, labelled, beside its timeline. */
export function LoanOverview({ loan, now }: { loan: Loan; now: number }) {
  const fields = Object.entries(loan).filter(
    ([field]) => field !== 'embedded' && field !== 'extra',
  );
  // Required collaterals have their own tab.
  const extraFields = Object.entries(loan.extra ?? {}).filter(
    ([field]) => field !== 'requiredCollaterals',
  );
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="lg">
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              Loan fields
            </Title>
            <FieldList entries={fields} labels={loanFieldLabels} currency={loan.currency} />
          </Paper>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              Terms and lifecycle (extra)
            </Title>
            <FieldList entries={extraFields} labels={loanExtraLabels} currency={loan.currency} />
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Paper withBorder p="md" component="section" aria-label="Timeline">
          <Title order={2} size="h4" mb="sm">
            Timeline
          </Title>
          <LoanTimeline loan={loan} now={now} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
