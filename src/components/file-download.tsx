import { Anchor, Loader, Tooltip } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient, type DownloadedFile } from '../lib/api-client';
import { describeError } from '../lib/describe-error';
import { endpoints } from '../shared/endpoints';

/** Hands the bytes to the browser's download manager under the server's filename. */
export function saveToDisk({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

/**
 * Downloads a file by id. An error (404, an error body) is thrown to the
 * caller and never saved as if it were the file.
 */
export function useFileDownload() {
  return useMutation({
    mutationFn: async (fileId: string) => {
      const file = await apiClient.download(endpoints.downloadFile, { path: { fileId } });
      saveToDisk(file);
      return file;
    },
  });
}

/** A file id shown anywhere in the UI, as a link that downloads it. */
export function FileDownloadLink({ fileId, label }: { fileId: string; label?: string }) {
  const download = useFileDownload();
  const error = download.isError ? describeError(download.error) : undefined;
  return (
    <Tooltip label={error ? `${error.title}: ${error.detail}` : `Download file ${fileId}`}>
      <Anchor
        component="button"
        type="button"
        size="sm"
        ff="monospace"
        c={error ? 'red.8' : undefined}
        onClick={() => download.mutate(fileId)}
        disabled={download.isPending}
      >
        {label ?? fileId}
        {download.isPending ? (
          <Loader size={10} ml={4} role="img" aria-label="Downloading" />
        ) : null}
      </Anchor>
    </Tooltip>
  );
}
