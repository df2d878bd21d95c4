import { ACTIVATION_REQUEST_MAX_LENGTH } from '@pointforge/domain';
import { offlineActivationSchema, offlineDeactivationSchema } from './schemas';

// The forms' module reads the API's origin from Vite's env, which Node has not.
jest.mock('../../lib/env', () => ({ API_ORIGIN: '' }));

function requestFile(bytes: number): File {
  return new File(['x'.repeat(bytes)], 'PointForge-activation-request.txt', { type: 'text/plain' });
}

describe('offlineActivationSchema', () => {
  it('takes a chosen request file up to 8 KiB', () => {
    expect(offlineActivationSchema.isValidSync({ request: requestFile(700) })).toBe(true);
    expect(offlineActivationSchema.isValidSync({ request: requestFile(ACTIVATION_REQUEST_MAX_LENGTH) })).toBe(true);
  });

  it('asks for a file, and refuses one too large to be a request', () => {
    expect(() => offlineActivationSchema.validateSync({ request: null })).toThrow('Choose the request file the app wrote.');
    expect(() => offlineActivationSchema.validateSync({ request: requestFile(ACTIVATION_REQUEST_MAX_LENGTH + 1) })).toThrow(/larger than 8 KB/);
  });
});

describe('offlineDeactivationSchema', () => {
  it.each(['7K2M-9QXD-4HTR-B8NW', '7k2m9qxd4htrb8nw', ' 7K2M 9QXD 4HTR B8NW ', '7k2m-9qxd 4htr-b8nw'])('takes %p (any case, dashes or blanks)', (code) => {
    expect(offlineDeactivationSchema.isValidSync({ code })).toBe(true);
  });

  it.each(['', '7K2M-9QXD-4HTR', '7K2M-9QXD-4HTR-B8NW-1', '7K2M-9QXD-4HTR-B8N!'])('refuses %p', (code) => {
    expect(() => offlineDeactivationSchema.validateSync({ code })).toThrow('Enter the code as the app shows it: four groups of four letters and digits.');
  });
});
