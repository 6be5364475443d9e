import { describe, expect, it } from 'vitest';
import { trackingUrl } from './tracking-url';

describe('tracking URL from carrier and number', () => {
  it('links USPS numbers to the USPS tracking page', () => {
    expect(trackingUrl('USPS', '9400111899223197428490')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490',
    );
  });

  it('links UPS numbers to the UPS tracking page', () => {
    expect(trackingUrl('UPS', '1Z999AA10123456784')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
  });

  it('links FedEx numbers to the FedEx tracking page', () => {
    expect(trackingUrl('FedEx', '449044304137821')).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=449044304137821',
    );
  });

  it('drops spaces copied from a label and encodes anything else', () => {
    expect(trackingUrl('USPS', ' 9400 1118 9922 ')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=940011189922',
    );
    expect(trackingUrl('UPS', '1Z&x=1')).toBe('https://www.ups.com/track?tracknum=1Z%26x%3D1');
  });

  it('is null until both carrier and number are known', () => {
    expect(trackingUrl(null, '1Z999AA10123456784')).toBeNull();
    expect(trackingUrl('UPS', '')).toBeNull();
    expect(trackingUrl('UPS', '   ')).toBeNull();
    expect(trackingUrl('DHL', '123')).toBeNull();
  });
});
