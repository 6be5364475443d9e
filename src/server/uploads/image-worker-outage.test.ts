// When the image worker fails (docs/decisions/050): one that cannot start (its file missing
// from a build, sharp's library broken) answers each upload 503 at once with a message for the
// owner, never a hang; an image that kills the worker twice is refused with one.
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createImageWorker, type WorkerCommand } from '../platform/image-worker';
import { IMAGE_CRASHED_MESSAGE } from '../platform/images';
import { dyingWorker, missingWorker, removeWorkerEntries } from '../test/image-workers';
import { createTestApp } from '../test/test-app';
import { IMAGE_WORKER_UNAVAILABLE } from './uploads.admin-routes';

afterAll(removeWorkerEntries);

const photo = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .png()
    .toBuffer();

/** A store whose uploads go to a worker started with `command`; `upload` posts as its owner. */
async function storeWith(command: WorkerCommand) {
  const t = await createTestApp({ imageWorker: createImageWorker({ command }) });
  const owner = await t.signUpOwner();
  const upload = (png: Buffer, fileName: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), fileName);
    return t.app.request('/api/admin/uploads/images', {
      method: 'POST',
      headers: { origin: t.config.publicUrl, cookie: owner },
      body: form,
    });
  };
  return { t, upload };
}

describe('image uploads when the image worker fails', () => {
  it('answer 503 with a message the owner can read while it cannot start, one after the other', async () => {
    const { t, upload } = await storeWith(missingWorker());
    try {
      const answers = await Promise.all([
        upload(await photo('#204080'), 'front.png'),
        upload(await photo('#802040'), 'back.png'),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(await answer.json()).toEqual({
          error: { code: 'image_worker_unavailable', message: IMAGE_WORKER_UNAVAILABLE },
        });
      }
    } finally {
      await t.close();
    }
  });

  it('refuse an image that killed the worker twice, saying what to do, and take the next', async () => {
    const poison = await photo('#208040');
    const { t, upload } = await storeWith(dyingWorker('dies-on-one-image', poison.length));
    try {
      const refused = await upload(poison, 'poison.png');
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        error: {
          code: 'invalid_request',
          message: `Failed to upload poison.png: ${IMAGE_CRASHED_MESSAGE}`,
        },
      });
      const next = await upload(await sharp(poison).resize(700).png().toBuffer(), 'next.png');
      expect(next.status).toBe(201);
    } finally {
      await t.close();
    }
  });
});
