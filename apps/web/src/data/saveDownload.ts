import type { DownloadResult } from '@mandate/api-client';

/**
 * Hands a downloaded file to the browser as a download under its name (`Content-Disposition`'s,
 * else the client's): a link to an object URL, clicked once, the URL released afterwards.
 */
export function saveDownload({ blob, fileName }: DownloadResult): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; a moment later the URL may go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
