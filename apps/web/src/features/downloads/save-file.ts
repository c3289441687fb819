// Hands a file to the browser's own download: the user's browser decides where it goes.

/** Saves `blob` under `fileName` through a temporary link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click ran; a later revoke keeps slow ones safe.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
