import { Alert, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CopyValueButton } from '../../../components/copy-value-button';
import { useFileDownload } from '../../../components/file-download';
import { PageHeader } from '../../../components/page-header';
import { describeError } from '../../../lib/describe-error';
import { ApiError } from '../../../shared/api-error';
import { formatFileSize } from '../format-size';

const formSchema = z.object({
  fileId: z
    .string()
    .trim()
    .min(1, 'Enter the id of the file to download.')
    .max(200, 'A file id is at most 200 characters.'),
});

type FormValues = z.infer<typeof formSchema>;

interface DownloadRecord {
  fileId: string;
  filename: string;
  type: string;
  size: number;
}

/** A link to this page that fills in the file's id: how a file is passed from one person to another. */
function fileLink(fileId: string): string {
  return `${window.location.origin}/files?${new URLSearchParams({ fileId }).toString()}`;
}

/**
 * Files by id. The provider lists no files and no order, loan or settlement names one, so a
 * file is found by the id it was shared under; a link fills the id in but never downloads by
 * itself.
 */
export function FilesPage({ sharedFileId }: { sharedFileId?: string }) {
  const navigate = useNavigate();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { fileId: sharedFileId ?? '' },
  });
  const download = useFileDownload();
  const [downloads, setDownloads] = useState<DownloadRecord[]>([]);

  const onSubmit = form.handleSubmit(({ fileId }) => {
    void navigate({ to: '/files', search: { fileId }, replace: true });
    download.mutate(fileId, {
      onSuccess: (file) => {
        setDownloads((previous) => [
          {
            fileId,
            filename: file.filename,
            type: file.blob.type || 'unknown type',
            size: file.blob.size,
          },
          ...previous.filter((record) => record.fileId !== fileId),
        ]);
      },
    });
  });

  const failedId = download.variables;
  const error = download.isError ? describeError(download.error) : undefined;
  const notFound = download.error instanceof ApiError && download.error.status === 404;

  return (
    <Stack gap="md">
      <PageHeader
        title="Files"
        description="Download a report, statement or document someone shared with you, by its file id."
      />
      <Text size="sm" c="dimmed" maw={720}>
        The custody provider does not list files: it hands a file to whoever holds its id. Ask the
        person who prepared it for the id or a link to this page; after a download you can copy a
        link to pass it on.
      </Text>
      <Paper withBorder p="md" maw={720}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Group align="flex-start" wrap="nowrap">
            <TextInput
              label="File id"
              description="The id you were sent, or filled in already when you followed a link."
              placeholder="e.g. 3f2b9c1e-…"
              ff="monospace"
              style={{ flex: 1 }}
              autoComplete="off"
              spellCheck={false}
              error={form.formState.errors.fileId?.message}
              {...form.register('fileId')}
            />
            <Button
              type="submit"
              mt={46}
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={download.isPending}
            >
              Download
            </Button>
          </Group>
        </form>
        {error ? (
          <Alert
            mt="md"
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={notFound ? 'No such file' : error.title}
            role="alert"
          >
            {notFound
              ? `There is no file with id ${failedId ?? ''}. Check the id and try again.`
              : error.detail}
          </Alert>
        ) : null}
      </Paper>
      {downloads.length > 0 ? (
        <Stack gap="xs">
          <Text fw={600} component="h2" size="lg">
            Downloaded in this visit
          </Text>
          <Table aria-label="Downloaded files" maw={960}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>File name</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th ta="right">Size</Table.Th>
                <Table.Th>File id</Table.Th>
                <Table.Th>Link</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {downloads.map((record) => (
                <Table.Tr key={record.fileId}>
                  <Table.Td>{record.filename}</Table.Td>
                  <Table.Td>{record.type}</Table.Td>
                  <Table.Td ta="right">{formatFileSize(record.size)}</Table.Td>
                  <Table.Td ff="monospace">{record.fileId}</Table.Td>
                  <Table.Td>
                    <CopyValueButton value={fileLink(record.fileId)} what="link to this file" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
    </Stack>
  );
}
