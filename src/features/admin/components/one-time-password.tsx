import { Code, Group, Text } from '@mantine/core';
import { CopyValueButton } from '../../../components/copy-value-button';
import { StatusAlert } from '../../../components/status-alert';
import type { ManagedPerson } from '../../../shared/people';

/** A generated password to hand over, with whom it is for and why it was made. */
export interface HandOver {
  person: ManagedPerson;
  oneTimePassword: string;
  what: 'added' | 'reset';
}

/** Shows a generated password this once: the server keeps only its hash. */
export function OneTimePassword({ handOver }: { handOver: HandOver }) {
  const { person, oneTimePassword, what } = handOver;
  const title =
    what === 'added'
      ? `Added ${person.name}. Hand them this password privately.`
      : `New password for ${person.name}. Hand it over privately.`;
  return (
    <StatusAlert color="green" role="status" title={title}>
      <Group gap="xs" mt={4}>
        <Code fz="md" aria-label={`One-time password for ${person.name}`}>
          {oneTimePassword}
        </Code>
        <CopyValueButton value={oneTimePassword} what="the password" />
      </Group>
      <Text size="sm" mt={6}>
        They sign in with {person.email} and this password. It is not shown again: if it is lost,
        reset it.
      </Text>
    </StatusAlert>
  );
}
