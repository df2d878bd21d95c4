import { useToast } from '../components/ui/toast';
import { saveTextFile } from './save-text-file';
import { useClipboardCopy } from './use-clipboard-copy';

/** The toasts of copying a text and saving it as a file. */
export interface CopyAndSaveCopy {
  copySuccess: { title: string; description: string };
  copyFailure: { title: string; description: string };
  /** What the console says when the browser refused to copy. */
  copyFailureLog: string;
  downloadSuccess: { title: string; description: (fileName: string) => string };
}

/**
 * Copies a text to the clipboard (`copied` reads true for the confirmation's two seconds)
 * or saves it as a plain-text file, each confirmed in a toast; a refused copy says to copy
 * by hand.
 */
export function useCopyAndSave(copy: CopyAndSaveCopy) {
  const { toast } = useToast();
  const clipboard = useClipboardCopy();

  async function copyText(text: string): Promise<void> {
    if (!(await clipboard.copy(text))) {
      console.error(copy.copyFailureLog);
      toast({ ...copy.copyFailure, variant: 'destructive' });
      return;
    }
    toast({ ...copy.copySuccess, variant: 'success' });
  }

  function saveText(fileName: string, text: string): void {
    saveTextFile(fileName, text);
    toast({ title: copy.downloadSuccess.title, description: copy.downloadSuccess.description(fileName), variant: 'success' });
  }

  return { copied: clipboard.copied, copyText, saveText };
}
