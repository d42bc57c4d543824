import { Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ApiError } from '../../../shared/api-error';
import { describeError } from '../../../lib/describe-error';
import { StatusAlert } from '../../../components/status-alert';

/**
 * Why the last submission did not create an order, on the step that has to change. After a
 * network failure the order may or may not exist: retrying is safe, because the retry
 * carries the same order reference and the API refuses to create it twice.
 */
export function SubmitRefusal({ error }: { error: unknown }) {
  const { title, detail } = describeError(error);
  const outcomeUnknown = !(error instanceof ApiError) || error.status >= 500;
  return (
    <StatusAlert color="red" icon={<IconAlertTriangle aria-hidden />} title={title} role="alert">
      <Text size="sm">{detail}</Text>
      {outcomeUnknown ? (
        <Text size="sm" mt="xs">
          The order may or may not have been created. Trying again is safe: it sends the same order
          reference, so the API will not create a second order.
        </Text>
      ) : (
        <Text size="sm" mt="xs">
          Nothing was created. Your input is kept: correct it and submit again.
        </Text>
      )}
    </StatusAlert>
  );
}
