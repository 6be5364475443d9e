// The type checker holds the snapshot's bodies and the routes' answers to their reads' response
// schemas (shared/storefront/storefront-read-schemas.ts). Each line under `@ts-expect-error` is
// a body that disagrees with its schema: were it ever accepted, the directive would be unused
// and `npm run typecheck` would fail.
import { describe, expect, it } from 'vitest';
import type { ReadService } from '../storefront-reads.service';
import type { FixedReads } from './catalog-data';

describe('a storefront read body', () => {
  it('is what its response schema describes, and nothing else', () => {
    const hero: FixedReads['hero'] = { hero: { videoUrl: null } };
    // @ts-expect-error: the hero read answers `{ hero: { videoUrl } }`, not the URL alone.
    const bareUrl: FixedReads['hero'] = { hero: '/uploads/hero-videos/a.mp4' };
    const profile: FixedReads['storeProfile'] = {
      profile: {
        storeName: 'CTK',
        social: { instagram: null, tiktok: null, facebook: null },
        demo: false,
        // @ts-expect-error: the storefront's profile never carries the notification address.
        notificationEmail: 'owner@example.com',
      },
    };
    // @ts-expect-error: a service whose answer is not its read's is refused (its route sends it).
    const names: ReadService<'collectionNames'> = async () => ({ collections: [] });
    expect([hero, bareUrl, profile, names]).toHaveLength(4);
  });
});
