import { Checkbox, Group } from '@mantine/core';
import { roleLabels, roles, type Role } from '../../../shared/access';

/** Which roles a person holds, one checkbox each, in the order the dashboard lists roles. */
export function RolesCheckboxes({
  value,
  onChange,
  error,
}: {
  value: Role[];
  onChange: (held: Role[]) => void;
  error: string | undefined;
}) {
  return (
    <Checkbox.Group
      label="Roles"
      description="Viewer reads; Treasury creates orders; Approver co-signs; Administrator runs this page."
      value={value}
      onChange={(checked) => onChange(roles.filter((role) => checked.includes(role)))}
      error={error}
    >
      <Group gap="md" mt={6}>
        {roles.map((role) => (
          <Checkbox key={role} value={role} label={roleLabels[role]} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
