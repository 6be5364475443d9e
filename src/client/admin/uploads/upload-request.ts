import { ApiRequestError } from '../../lib/api';

export interface UploadOptions {
  /** 0 to 100, as the browser sends the body. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function errorFrom(xhr: XMLHttpRequest): ApiRequestError {
  let message = `Request failed (${xhr.status} ${xhr.statusText})`;
  let code = 'http_error';
  try {
    const body = JSON.parse(xhr.responseText) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.message === 'string') message = body.error.message;
    if (typeof body.error?.code === 'string') code = body.error.code;
  } catch {
    // Not our JSON error (a proxy's page): keep the status line.
  }
  return new ApiRequestError(xhr.status, code, message);
}

/**
 * Sends one file as the multipart field `file` and resolves the JSON answer. XMLHttpRequest
 * rather than fetch: only it reports upload progress, which the owner needs for a 200 MB video.
 */
export function uploadFile<T>(url: string, file: File, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new ApiRequestError(xhr.status, 'bad_response', 'The server sent no JSON'));
        }
      } else {
        reject(errorFrom(xhr));
      }
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'network_error', 'Network error'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}
