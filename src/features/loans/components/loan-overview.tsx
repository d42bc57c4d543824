import { Grid, Paper, Stack, Title } from '@mantine/core';
import type { Loan } from '../../../shared/contracts/loans';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { loanExtraLabels, loanFieldLabels } from '../loan-field-labels';
import { FieldList } from './field-list';
import { LoanTimeline } from './loan-timeline';

/** Every top-level and `extra` field of the loan, labelled, beside its timeline. */
export function LoanOverview({
  loan,
  portfolios,
  now,
}: {
  loan: Loan;
  portfolios: ReadonlyMap<string, Portfolio> | undefined;
  now: number;
}) {
  const fields = Object.entries(loan).filter(
    ([field]) => field !== 'embedded' && field !== 'extra',
  );
  // Required collaterals have their own tab.
  const extraFields = Object.entries(loan.extra ?? {}).filter(
    ([field]) => field !== 'requiredCollaterals',
  );
  const ourPortfolio = (id: string | undefined) =>
    id === undefined ? undefined : portfolios?.get(id)?.portfolioName;
  const named = fields.map(([field, value]): [string, unknown] => {
    const name =
      typeof value === 'string' && field.endsWith('PortfolioId') ? ourPortfolio(value) : undefined;
    return [field, name === undefined ? value : `${name} (${String(value)})`];
  });
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="lg">
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              Loan fields
            </Title>
            <FieldList entries={named} labels={loanFieldLabels} currency={loan.currency} />
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
