import { Code, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Refusal } from '../lib/describe-refusal';
import { StatusAlert } from './status-alert';

/**
 * One message for one failure, in words. The API's own wording, which names codes and fields,
 * sits behind a native disclosure: there for support, out of the way of the decision.
 */
export function RefusalAlert({ refusal }: { refusal: Refusal }) {
  return (
    <StatusAlert
      color="red"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={refusal.title}
    >
      <Text size="sm">{refusal.detail}</Text>
      {refusal.technical === undefined ? null : (
        <Text size="xs" component="details" mt={4}>
          <summary>Technical details</summary>
          <Code block mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {refusal.technical}
          </Code>
        </Text>
      )}
    </StatusAlert>
  );
}
