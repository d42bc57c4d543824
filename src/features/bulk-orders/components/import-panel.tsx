import { Alert, Button, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { Dropzone, MIME_TYPES } from '@mantine/dropzone';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import type { BulkRow } from '../bulk-columns';
import { maxImportRows, parseBulkCsv } from '../bulk-csv';
import { bulkCsvTemplate, exampleOrderType } from '../bulk-template';
import type { BulkContext } from '../bulk-row-rules';
import { readableMonospaceStyles } from '../../../components/readable-errors';

const maxFileBytes = 2 * 1024 * 1024;

function downloadTemplate(ctx: BulkContext | undefined) {
  const url = URL.createObjectURL(new Blob([bulkCsvTemplate(ctx)], { type: 'text/csv' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = 'bulk-orders-template.csv';
  anchor.click();
  URL.revokeObjectURL(url);
}

/** CSV in: a dropped or chosen file, or pasted text. Imported rows are added to the grid. */
export function ImportPanel({
  ctx,
  onImport,
}: {
  /** Reference data for the template's example rows. */
  ctx: BulkContext | undefined;
  onImport: (rows: BulkRow[]) => void;
}) {
  const [pasted, setPasted] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [imported, setImported] = useState<string | null>(null);

  function importText(text: string, source: string) {
    const result = parseBulkCsv(text);
    if (!result.ok) {
      setProblems(result.problems);
      setImported(null);
      return false;
    }
    setProblems([]);
    setImported(`Added ${result.rows.length} rows from ${source}.`);
    onImport(result.rows);
    return true;
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm">
          Import a CSV with the template&apos;s headers (up to {maxImportRows} rows), or type rows
          into the grid below. Portfolios and address-book entries may be given by name. The
          template&apos;s example rows (order type {exampleOrderType}) are never imported.
        </Text>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadTemplate(ctx)}
        >
          Download CSV template
        </Button>
      </Group>
      <Dropzone
        onDrop={(files) => {
          const [file] = files;
          if (file) void file.text().then((text) => importText(text, file.name));
        }}
        onReject={(rejections) =>
          setProblems(
            rejections.map(
              (rejection) =>
                `${rejection.file.name}: ${rejection.errors.map((error) => error.message).join('; ')}`,
            ),
          )
        }
        accept={[MIME_TYPES.csv, 'application/vnd.ms-excel', '.csv']}
        maxSize={maxFileBytes}
        multiple={false}
        aria-label="Drop a CSV file here, or press Enter to choose one"
      >
        <Group justify="center" gap="sm" mih={72} style={{ pointerEvents: 'none' }}>
          <IconFileSpreadsheet size={32} stroke={1.4} aria-hidden />
          <div>
            <Text size="sm" fw={600}>
              Drop a CSV file here, or click to choose one
            </Text>
            <Text size="xs" c="dimmed">
              One file, at most 2 MB.
            </Text>
          </div>
        </Group>
      </Dropzone>
      <Textarea
        label="Or paste CSV"
        description="Header row first, as in the template."
        autosize
        minRows={3}
        maxRows={10}
        spellCheck={false}
        styles={{ input: readableMonospaceStyles.input }}
        value={pasted}
        onChange={(event) => setPasted(event.currentTarget.value)}
      />
      <Group>
        <Button
          variant="default"
          disabled={pasted.trim() === ''}
          onClick={() => {
            if (importText(pasted, 'the pasted text')) setPasted('');
          }}
        >
          Import pasted CSV
        </Button>
      </Group>
      {problems.length > 0 ? (
        <Alert color="red" variant="light" role="alert" title="The CSV was not imported">
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {imported ? (
        <Text size="sm" role="status">
          {imported}
        </Text>
      ) : null}
    </Stack>
  );
}
