// Files the app hands the browser to save, read back in the test.
import type { Download, Page } from 'playwright-core';

export async function downloadedBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function downloadedText(download: Download): Promise<string> {
  return (await downloadedBytes(download)).toString('utf8');
}

/** Chooses a format in the open format dialog and presses download; resolves with the file. */
export async function downloadAs(page: Page, format: string): Promise<Download> {
  await page.getByTestId('download-dialog').waitFor();
  await page.getByTestId(`download-format-${format}`).check();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByTestId('download-start').click(),
  ]);
  // The dialog closes once the file is saved.
  await page.getByTestId('download-dialog').waitFor({ state: 'detached' });
  return download;
}
