// Statuses whose answers have no body: a Response refuses one.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` for the typed client that sends `file` as the multipart field `file`, through
 * XMLHttpRequest: only it reports upload progress, which the owner needs for a 200 MB video.
 * `onProgress` gets 0 to 100 as the browser sends the body. Use it as the call's `fetch`:
 * `callApi(api.admin.hero.video.$post({}, { fetch: uploadFetch(file, onProgress) }))`.
 */
export function uploadFetch(file: File, onProgress?: (percent: number) => void): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const { signal } = init;
      if (signal?.aborted) {
        reject(new DOMException('The upload was cancelled', 'AbortError'));
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'POST', input instanceof Request ? input.url : String(input));
      xhr.withCredentials = true;
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0)
          onProgress?.((event.loaded / event.total) * 100);
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) onProgress?.(100);
        resolve(
          new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr),
          }),
        );
      };
      // fetch's own way of saying the request never got an answer.
      xhr.onerror = () => reject(new TypeError('Network error'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });

      const body = new FormData();
      body.append('file', file, file.name);
      xhr.send(body);
    });
}
