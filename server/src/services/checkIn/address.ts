/**
 * The console's check-in page for a booking: what the voucher's QR code opens. `siteUrl` is the
 * site's public address (`config.publicUrl`, no trailing slash).
 */
export function checkInAddress(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/operator/check-in/${encodeURIComponent(token)}`;
}
