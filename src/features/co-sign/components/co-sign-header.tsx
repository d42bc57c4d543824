import { Button, Group, Loader } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header';

/** The co-sign page's title, whether the queue is refreshing, and the keyboard help. */
export function CoSignHeader({ refreshing, onHelp }: { refreshing: boolean; onHelp: () => void }) {
  return (
    <PageHeader
      title="Co-sign"
      description="Orders waiting for approval. Check every detail and the approval code before you sign."
      actions={
        <Group gap="xs">
          {refreshing ? <Loader size="xs" role="img" aria-label="Refreshing the queue" /> : null}
          {/* Single-key shortcuts are for a keyboard; on a phone the button only takes room. */}
          <Button
            variant="default"
            size="xs"
            visibleFrom="sm"
            leftSection={<IconKeyboard size={16} aria-hidden />}
            onClick={onHelp}
          >
            Keyboard shortcuts (?)
          </Button>
        </Group>
      }
    />
  );
}
