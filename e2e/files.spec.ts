import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { seededFiles } from './seeded-files';

test('downloads a seeded file under its filename with the exact bytes', async ({ page }) => {
  const files = await seededFiles();
  const pdf = files.find((file) => file.filename.endsWith('.pdf'));
  if (!pdf) throw new Error('the seed has no PDF');

  await page.goto('/files');
  await page.getByLabel('File id').fill(pdf.fileId);
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe(pdf.filename);
  const saved = await readFile(await download.path());
  expect(Buffer.compare(saved, Buffer.from(pdf.content))).toBe(0);

  const row = page.getByRole('table', { name: 'Downloaded files' }).getByRole('row', {
    name: new RegExp(pdf.filename.replace('.', '\\.')),
  });
  await expect(row).toContainText('application/pdf');
  await expect(row).toContainText(/\d+(\.\d)? (bytes|KB)/);
});

test.describe('refusals', () => {
  test.use({ allowedHttpStatuses: [404] });

  test('an unknown id shows a message, keeps the input and saves nothing', async ({ page }) => {
    let downloaded = false;
    page.on('download', () => {
      downloaded = true;
    });
    await page.goto('/files');
    await page.getByLabel('File id').fill('no-such-file');
    await page.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByRole('alert')).toContainText('There is no file with id no-such-file');
    await expect(page.getByLabel('File id')).toHaveValue('no-such-file');
    expect(downloaded).toBe(false);
  });
});

test('an empty id is refused before any request', async ({ page }) => {
  await page.goto('/files');
  await page.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByText('Enter the id of the file to download.')).toBeVisible();
});

test('a link with a file id fills the box without downloading, and a downloaded file gives a link to pass on', async ({
  page,
}) => {
  const files = await seededFiles();
  const [file] = files;
  if (!file) throw new Error('the seed has files');
  let downloads = 0;
  page.on('download', () => {
    downloads += 1;
  });

  await page.goto(`/files?fileId=${encodeURIComponent(file.fileId)}`);
  await expect(page.getByLabel('File id')).toHaveValue(file.fileId);
  await expect(page.getByText('The custody provider does not list files')).toBeVisible();
  expect(downloads).toBe(0);

  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await downloadEvent).suggestedFilename()).toBe(file.filename);
  const link = new URL(`/files?fileId=${encodeURIComponent(file.fileId)}`, page.url()).href;
  await expect(page.getByRole('button', { name: `Copy link to this file ${link}` })).toBeVisible();
});
