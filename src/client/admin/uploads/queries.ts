import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadedImage } from '../../../shared/content/content-input.schema';
import { api, ApiRequestError, callApi, isClientError } from '../../lib/api';
import { uploadFetch } from './upload-request';

export type ImageBucket = 'product-images' | 'lifestyle-images';

/** The server refuses larger images (src/server/platform/images.ts); refusing here saves the wait. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

export interface UploadInProgress {
  key: string;
  fileName: string;
  percent: number;
}

export interface FailedUpload {
  file: File;
  /**
   * The server's reason when it refused the file, for the owner to read ("Failed to upload
   * a.png: the image is larger than 50 megapixels; …"), or its 503 saying what is down;
   * undefined when refused here, or when the server failed otherwise or the network did.
   */
  reason: string | undefined;
}

export interface UploadOutcome {
  /** The stored images, in the order the files were chosen. */
  uploaded: UploadedImage[];
  /** Files refused here or by the server: the caller names each one in a toast and skips it. */
  failed: FailedUpload[];
}

/** Files the browser already knows are not images, or that are too large, never leave it. */
function refusedLocally(file: File): boolean {
  // An empty type means the browser could not tell; the server reads the bytes.
  return (file.type !== '' && !file.type.startsWith('image/')) || file.size > MAX_IMAGE_BYTES;
}

/**
 * The server's message when it is meant for the owner: a refusal of the file (4xx), or a 503
 * saying what is down ("Images cannot be processed right now: …").
 */
function reasonToShow(error: unknown): string | undefined {
  if (isClientError(error)) return (error as ApiRequestError).message;
  return error instanceof ApiRequestError && error.status === 503 ? error.message : undefined;
}

let nextKey = 0;

/**
 * Uploads images to one bucket, one request per file, all at once, with a progress entry per
 * file while it runs. Uploads still running when the screen closes are cancelled.
 */
export function useImageUpload(bucket: ImageBucket) {
  const [uploads, setUploads] = useState<UploadInProgress[]>([]);
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running) controller.abort();
    };
  }, []);

  const upload = useCallback(
    async (files: File[]): Promise<UploadOutcome> => {
      const results = await Promise.all(
        files.map(async (file): Promise<UploadedImage | FailedUpload | 'cancelled'> => {
          if (refusedLocally(file)) return { file, reason: undefined };
          const key = `upload-${nextKey++}`;
          const controller = new AbortController();
          controllers.current.add(controller);
          setUploads((current) => [...current, { key, fileName: file.name, percent: 0 }]);
          try {
            const onProgress = (percent: number) =>
              setUploads((current) =>
                current.map((entry) => (entry.key === key ? { ...entry, percent } : entry)),
              );
            return await callApi(
              api.admin.uploads.images.$post(
                { query: { bucket } },
                { fetch: uploadFetch(file, onProgress), init: { signal: controller.signal } },
              ),
            );
          } catch (error) {
            // Cancelled because the screen closed: nobody is left to tell.
            if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
            console.error(`Upload of ${file.name} failed`, error);
            return { file, reason: reasonToShow(error) };
          } finally {
            controllers.current.delete(controller);
            setUploads((current) => current.filter((entry) => entry.key !== key));
          }
        }),
      );
      const uploaded: UploadedImage[] = [];
      const failed: FailedUpload[] = [];
      for (const result of results) {
        if (result === 'cancelled') continue;
        if ('file' in result) failed.push(result);
        else uploaded.push(result);
      }
      return { uploaded, failed };
    },
    [bucket],
  );

  return { uploads, isUploading: uploads.length > 0, upload };
}
