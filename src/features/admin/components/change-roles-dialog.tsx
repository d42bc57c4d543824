import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorState } from '../../../components/page-states';
import type { Role } from '../../../shared/access';
import { grantedRolesSchema, type ManagedPerson } from '../../../shared/people';
import { RolesCheckboxes } from './roles-checkboxes';

/** Choose the roles a person holds from now on; a refusal stays beside the button that failed. */
export function ChangeRolesDialog({
  person,
  pending,
  error,
  onSave,
  onClose,
}: {
  person: ManagedPerson;
  pending: boolean;
  error: unknown;
  onSave: (roles: Role[]) => void;
  onClose: () => void;
}) {
  const [held, setHeld] = useState<Role[]>(person.roles);
  const [problem, setProblem] = useState<string | undefined>();
  const save = () => {
    const checked = grantedRolesSchema.safeParse(held);
    setProblem(checked.error?.issues[0]?.message);
    if (checked.success) onSave(checked.data);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Roles of ${person.name}`}
      closeButtonProps={{ 'aria-label': 'Close without changing anything' }}
      centered
    >
      <Stack gap="md">
        <RolesCheckboxes value={held} onChange={setHeld} error={problem} />
        <Text size="sm" c="dimmed">
          The change applies at once, in every browser {person.name} is signed in.
        </Text>
        {error ? <ErrorState error={error} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Keep it
          </Button>
          <Button loading={pending} onClick={save}>
            Save roles
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
