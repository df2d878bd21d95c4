import { deviceApprovalCopy } from './device-approval';
import { deviceCopy } from './licenses';
import { membersCopy } from './teams';

describe('the words of a licence shared by people', () => {
  it('counts a person’s devices of those each person may use', () => {
    expect(deviceCopy.heading(1, 2)).toBe('Your devices 1 of 2');
    expect(membersCopy.seats(3, 5)).toBe('Seats: 3 of 5');
    expect(membersCopy.devices(1, 1)).toBe('1 of 1 device');
    expect(membersCopy.devices(0, 2)).toBe('0 of 2 devices');
  });

  it.each([
    [0, 'Sipho loses access to this license. Their seat is free for someone else.'],
    [1, 'Sipho loses access to this license and their device is released at once. Their seat is free for someone else.'],
    [2, 'Sipho loses access to this license and their 2 devices are released at once. Their seat is free for someone else.'],
  ])('asks before removing a member with %p devices: %p', (devices, text) => {
    expect(membersCopy.removeText('Sipho', devices)).toBe(text);
  });

  it('names the app, the computer, its platform and version on /activate, and leaves out a version not reported', () => {
    expect(deviceApprovalCopy.asks('PointForge for desktop', 'FIELD-LAPTOP', 'Windows', '1.0.7')).toBe(
      'PointForge for desktop on FIELD-LAPTOP (Windows, version 1.0.7) asks to use your license.',
    );
    expect(deviceApprovalCopy.asks('PointForge for desktop', 'FIELD-LAPTOP', 'Linux', null)).toBe(
      'PointForge for desktop on FIELD-LAPTOP (Linux) asks to use your license.',
    );
  });
});
