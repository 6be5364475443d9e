/** The carriers an order can ship with (admin §4); "none" is stored as null. */
export const CARRIERS = ['USPS', 'UPS', 'FedEx'] as const;
export type Carrier = (typeof CARRIERS)[number];

const TRACKING_PAGES: Readonly<Record<Carrier, string>> = {
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  UPS: 'https://www.ups.com/track?tracknum=',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr=',
};

export function isCarrier(value: unknown): value is Carrier {
  return typeof value === 'string' && (CARRIERS as readonly string[]).includes(value);
}

/**
 * The carrier's public tracking page for a number, or null until both are known. Spaces
 * people copy from labels ("9400 1000 ...") are dropped; the number is URL-encoded.
 * The admin form prefills the tracking URL with this and leaves it editable.
 * @example trackingUrl('UPS', '1Z999AA10123456784') // "https://www.ups.com/track?tracknum=1Z999AA10123456784"
 */
export function trackingUrl(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  const number = (trackingNumber ?? '').replace(/\s+/g, '');
  if (!isCarrier(carrier) || number === '') return null;
  return TRACKING_PAGES[carrier] + encodeURIComponent(number);
}
