import { BRAND } from '@pointforge/domain';

/**
 * Copy of the Licenses tab's help for computers without internet (issue 30): a request file
 * written by the app, answered here with a licence file to carry back; and the code the app
 * shows when it deactivates itself offline, entered here to free its place.
 */

const CLI = 'pointforge-licence';

export const offlineActivationCopy = {
  summary: 'Activate a computer without internet',
  intro: `On the computer without internet, choose Activate offline in ${BRAND.productName} (or run ${CLI} offline-request): it writes a request file. Upload that file here, then copy the license file you get back to that computer and open it in ${BRAND.productName}.`,
  file: { label: 'Request file', hint: 'The file the app wrote, PointForge-activation-request.txt (at most 8 KB).' },
  fileRequired: 'Choose the request file the app wrote.',
  fileTooLarge: 'This file is larger than 8 KB, so it is not a request file. Choose the file the app wrote.',
  formLabel: 'Activate a computer with a request file',
  submit: { label: 'Activate Computer', busyLabel: 'Activating...' },
  /** Read the file before it was sent (the browser refused it). */
  unreadable: 'The file could not be read. Please choose it again.',
  done: (deviceName: string) => `${deviceName} is activated.`,
  doneText: `Your browser is saving its license file: copy it to that computer and open it in ${BRAND.productName}.`,
  downloadAgain: 'Download license file',
  another: 'Upload Another',
} as const;

export const offlineDeactivationCopy = {
  summary: 'Release an offline computer',
  intro: `When ${BRAND.productName} deactivates itself on a computer without internet, it shows a deactivation code. Enter that code here to free the computer's place for another.`,
  code: { label: 'Deactivation code', hint: 'Four groups of four letters and digits, such as 7K2M-9QXD-4HTR-B8NW.' },
  codeInvalid: 'Enter the code as the app shows it: four groups of four letters and digits.',
  formLabel: 'Release a computer with its deactivation code',
  submit: { label: 'Release Computer', busyLabel: 'Releasing...' },
  done: (deviceName: string) => `${deviceName} is released. Another of your computers can take its place.`,
} as const;
