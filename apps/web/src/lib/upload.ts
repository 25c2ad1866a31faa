import { type MediaUpload, mediaEndpoints, parseSuccessBody } from '@greetly/domain';
import {
  ApiRequestError,
  apiRequestErrorOf,
  authHeaders,
  NetworkError,
  UnexpectedResponseError,
} from './api';

/**
 * Uploads an image or a voice note to POST /api/media, reporting progress (0–1); the answer is
 * parsed with the media contract.
 * fetch() cannot report upload progress, so this uses XMLHttpRequest.
 */
export function uploadMedia(
  file: Blob,
  onProgress: (fraction: number) => void,
  fileName = 'upload',
  signal?: AbortSignal,
): Promise<MediaUpload> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    request.open(mediaEndpoints.upload.method, mediaEndpoints.upload.path);
    request.responseType = 'json';
    for (const [name, value] of Object.entries(authHeaders())) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status < 200 || request.status >= 300) {
        reject(apiRequestErrorOf(request.status, body));
        return;
      }
      const uploaded = parseSuccessBody(mediaEndpoints.upload, request.status, body);
      if (!uploaded) {
        reject(new UnexpectedResponseError(request.status, body));
        return;
      }
      onProgress(1);
      resolve(uploaded.data);
    };
    request.onerror = () =>
      reject(new NetworkError('Network error. Please check your connection.'));
    const form = new FormData();
    form.append('file', file, fileName);
    request.send(form);
  });
}

/**
 * The bytes of one of the signed-in user's own uploads (GET /media/<id> answers its owner only,
 * so an <img src> without the token cannot show it); null when it no longer exists.
 */
export async function fetchOwnMedia(url: string, signal?: AbortSignal): Promise<Blob | null> {
  let response: Response;
  try {
    response = await fetch(url, { headers: authHeaders(), signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError('Network error. Please check your connection.');
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new ApiRequestError(response.status, null);
  return response.blob();
}
