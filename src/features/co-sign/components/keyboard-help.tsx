import { Kbd, Modal, Table } from '@mantine/core';
import { reviewKeys } from '../use-review-keys';

/** The help overlay listing the review-mode keys. */
export function KeyboardHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Keyboard review mode"
      closeButtonProps={{ 'aria-label': 'Close the list of keys' }}
    >
      <Table aria-label="Keyboard shortcuts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Key</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reviewKeys.map(({ key, action }) => (
            <Table.Tr key={key}>
              <Table.Td>
                <Kbd>{key}</Kbd>
              </Table.Td>
              <Table.Td>{action}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
