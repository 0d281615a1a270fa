/*
 * Handing a file to the player: on phones whose share sheet takes files,
 * the share sheet (to save it to a drive, or send it to another device);
 * elsewhere, a download.
 */

/** True on a touch-first device whose share sheet accepts `file`. */
function canShareFile(file: File): boolean {
  return (
    typeof navigator.canShare === 'function' &&
    typeof navigator.share === 'function' &&
    window.matchMedia?.('(pointer: coarse)').matches === true &&
    navigator.canShare({ files: [file] })
  );
}

/** Save `text` as a file named `name` (type `type`); resolves with how: 'shared' or 'downloaded'. */
export async function deliverFile(
  name: string,
  text: string,
  type: string,
): Promise<'shared' | 'downloaded'> {
  const file = new File([text], name, { type });
  if (canShareFile(file)) {
    try {
      await navigator.share({ files: [file], title: name });
      return 'shared';
    } catch (error) {
      // Closing the share sheet is a choice, not a failure: nothing more then.
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    }
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return 'downloaded';
}
