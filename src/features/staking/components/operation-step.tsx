import { Alert, Group, Radio, Stack, Text } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  stakingOperationsByCurrency,
  stakingOperationsFor,
} from '../../../shared/contracts/create-order';
import type { Currency } from '../../../shared/contracts/currencies';
import { CurrencySelect } from '../../order-writing/components/order-fields';
import { findCurrency } from '../../order-writing/holdings';
import type { StakingFormValues } from '../staking-form';
import { describeStakingOperation } from '../staking-operations';
import { readableErrorStyles } from '../../../components/readable-errors';

const stakeableCodes = Object.keys(stakingOperationsByCurrency).join(', ');

/** Step 1: the currency, then one of the operations the staking table allows for it. */
export function OperationStep({ currencies }: { currencies: readonly Currency[] }) {
  const { control, setValue } = useFormContext<StakingFormValues>();
  const currencyKey = useWatch({ control, name: 'currencyKey' });
  const currency = findCurrency({ currencies }, currencyKey);
  const operations = currency ? stakingOperationsFor(currency.currency) : [];

  return (
    <Stack gap="md">
      <CurrencySelect
        currencies={currencies}
        description="Staking operations depend on the currency's network."
        placeholder="Choose a currency"
        // Listed, so choosing it says why it cannot be staked (below).
        note={(candidate) => ({
          text:
            stakingOperationsFor(candidate.currency).length === 0 ? 'no staking operations' : null,
          disabled: false,
        })}
        // An operation of another currency would not be allowed for this one.
        onChosen={() => setValue('operation', '', { shouldDirty: true })}
      />
      {currency && operations.length === 0 ? (
        <Alert color="gray" variant="light" role="status">
          <Text size="sm">
            {currency.currency} has no staking operations, so it cannot be staked here. Currencies
            that can: {stakeableCodes}.
          </Text>
        </Alert>
      ) : null}
      {operations.length > 0 ? (
        <Controller
          control={control}
          name="operation"
          render={({ field, fieldState }) => (
            <Radio.Group
              label="Operation"
              description={`The operations ${currency?.currency ?? ''} supports.`}
              required
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              styles={readableErrorStyles}
            >
              <Stack gap="xs" mt="xs">
                {operations.map((operation) => {
                  const info = describeStakingOperation(operation);
                  return (
                    <Radio.Card key={operation} value={operation} p="sm" radius="sm">
                      <Group wrap="nowrap" align="flex-start">
                        <Radio.Indicator />
                        <div>
                          <Text fw={600} size="sm">
                            {info.label}
                          </Text>
                          <Text size="sm" c="dimmed">
                            {info.description}
                          </Text>
                        </div>
                      </Group>
                    </Radio.Card>
                  );
                })}
              </Stack>
            </Radio.Group>
          )}
        />
      ) : null}
    </Stack>
  );
}
