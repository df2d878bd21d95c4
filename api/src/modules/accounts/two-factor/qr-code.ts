import { toString as renderQrCode } from 'qrcode';

/**
 * The otpauth:// URI as a QR code the page can show as an image: an SVG data URL, drawn
 * here, so the secret never reaches a third-party QR service. Quartile error correction
 * and the standard four-module quiet zone keep it readable from a phone camera.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await renderQrCode(text, { type: 'svg', errorCorrectionLevel: 'Q', margin: 4 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
