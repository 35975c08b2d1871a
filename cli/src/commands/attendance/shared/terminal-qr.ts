/**
 * A QR code drawn with Unicode half blocks, two modules a character, as the `qrcode` package renders it for
 * terminals. Loaded on use, so other commands never pay for it.
 */
export async function terminalQr(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'terminal', small: true, errorCorrectionLevel: 'M' });
}
