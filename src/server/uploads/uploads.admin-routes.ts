// File uploads for the owner: images (product, collection, size chart, lifestyle) and the
// hero video. Mounted at /api/admin ahead of the 1 MB JSON body limit of /api/* (app.ts):
// these bodies are streamed and capped here instead, so each route carries its own
// session and admin check.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  HERO_MESSAGES,
  ImageBucketSchema,
  MAX_HERO_VIDEO_BYTES,
  uploadFailedMessage,
} from '../../shared/content/content-input.schema';
import type { AppEnv } from '../app-env';
import { loadSession, requireAdmin } from '../auth/auth.middleware';
import { setHeroVideo } from '../content/content.admin.service';
import { badRequest, HttpError } from '../http/errors';
import { validate } from '../http/validation';
import { ImageOutOfBoundsError } from '../platform/image-bounds';
import { ImageWorkerUnavailableError } from '../platform/image-worker';
import {
  holdingImage,
  ImageTooLargeError,
  MAX_IMAGE_BYTES,
  NotAnImageError,
  storeImage,
} from '../platform/images';
import { NotAVideoError, storeHeroVideo } from './hero-video';
import { MultipartError, PartTooLargeError, readAll, readFilePart } from './multipart';
import type { Services } from '../services';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const NO_FILE = 'Please choose a file to upload';
const VIDEO_TOO_LARGE = `The video must be at most ${MAX_HERO_VIDEO_BYTES / 1024 / 1024} MB`;

const UploadQuerySchema = z.object({ bucket: ImageBucketSchema.default('product-images') });

export type UploadAdminDeps = Pick<Services, 'auth' | 'db' | 'files' | 'logger' | 'clock'> &
  Partial<Pick<Services, 'imageWorker'>>;

/** The answer while no image worker can start: the server needs its operator, not a new file. */
export const IMAGE_WORKER_UNAVAILABLE =
  'Images cannot be processed right now: the image processor could not start. Please try again in a few minutes; if it keeps failing, the server log says why.';

/** The declared body size, when the client sent one. */
function declaredLength(request: Request): number | null {
  const header = request.headers.get('content-length');
  const length = header === null ? NaN : Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : null;
}

async function openFile(request: Request, missingMessage: string) {
  try {
    const part = await readFilePart(request);
    if (!part) throw badRequest(missingMessage);
    return part;
  } catch (error) {
    if (error instanceof MultipartError) throw badRequest(missingMessage);
    throw error;
  }
}

export function uploadAdminRoutes(deps: UploadAdminDeps) {
  const { auth, db, files, logger, clock } = deps;
  const admin = [loadSession(auth), requireAdmin(db)] as const;
  return (
    new Hono<AppEnv>()
      /**
       * `file`: one image (several files: one request each). Answers 201 `{ url, width,
       * height }`: `url` is the 1600 px WebP variant, with 400 and 800 px siblings.
       */
      .post('/uploads/images', ...admin, validate('query', UploadQuerySchema), async (c) => {
        const { bucket } = c.req.valid('query');
        const part = await openFile(c.req.raw, NO_FILE);
        /** `explanation`: said to the owner too, when the reason is something they can fix. */
        const failed = (reason: string, explanation?: string) => {
          logger.info({ fileName: part.fileName, bucket, reason }, 'image upload refused');
          const message = uploadFailedMessage(part.fileName || 'file');
          return badRequest(explanation ? `${message}: ${explanation}` : message);
        };
        // A body declared far over the limit is refused before its file is read.
        const length = declaredLength(c.req.raw);
        if (length !== null && length > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES) {
          throw failed('too large');
        }
        // Read and stored while holding the image slot: waiting uploads leave their bodies
        // unread instead of each holding up to 15 MB (platform/images.ts).
        const stored = await holdingImage(async () => {
          let bytes: Buffer;
          try {
            bytes = await readAll(part.body, MAX_IMAGE_BYTES);
          } catch (error) {
            if (error instanceof PartTooLargeError) throw failed('too large');
            if (error instanceof MultipartError) throw failed(error.message);
            throw error;
          }
          try {
            return await storeImage(files, bucket, bytes, { worker: deps.imageWorker });
          } catch (error) {
            if (error instanceof ImageOutOfBoundsError) throw failed(error.bound, error.message);
            if (error instanceof NotAnImageError) throw failed(error.message, error.explanation);
            if (error instanceof ImageTooLargeError) throw failed(error.message);
            if (error instanceof ImageWorkerUnavailableError) {
              logger.error({ err: error }, 'the image worker could not start');
              throw new HttpError(503, 'image_worker_unavailable', IMAGE_WORKER_UNAVAILABLE);
            }
            throw error;
          }
        });
        return c.json(stored, 201);
      })
      /**
       * `file`: an MP4, MOV or WebM video of at most 200 MB, streamed to storage. Answers 201
       * `{ hero: { videoUrl } }` and deletes the video it replaces.
       */
      .post('/hero/video', ...admin, async (c) => {
        const length = declaredLength(c.req.raw);
        if (length !== null && length > MAX_HERO_VIDEO_BYTES + MULTIPART_OVERHEAD_BYTES) {
          throw new HttpError(413, 'payload_too_large', VIDEO_TOO_LARGE);
        }
        const part = await openFile(c.req.raw, HERO_MESSAGES.notAVideo);
        let videoUrl: string;
        try {
          videoUrl = await storeHeroVideo(files, part.body, clock());
        } catch (error) {
          if (error instanceof NotAVideoError) {
            logger.info({ fileName: part.fileName }, 'hero video refused: not a video');
            throw badRequest(HERO_MESSAGES.notAVideo);
          }
          if (error instanceof PartTooLargeError) {
            throw new HttpError(413, 'payload_too_large', VIDEO_TOO_LARGE);
          }
          // The body ended early or is malformed: the client went away or broke the form.
          if (error instanceof MultipartError) throw badRequest(HERO_MESSAGES.uploadFailed);
          throw error;
        }
        return c.json({ hero: await setHeroVideo(db, files, videoUrl, clock()) }, 201);
      })
  );
}
