import type { ApiError, MediaUpload } from '@greetly/domain';
import { ApiRequestError, NetworkError } from './api';

/**
 * Uploads an image or a voice note to POST /api/media, reporting progress (0–1).
 * fetch() cannot report upload progress, so this uses XMLHttpRequest.
 */
export function uploadMedia(
  file: Blob,
  onProgress: (fraction: number) => void,
  fileName = 'upload',
): Promise<MediaUpload> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/media');
    request.responseType = 'json';
    const token = localStorage.getItem('token');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(request.response as MediaUpload);
      } else {
        reject(new ApiRequestError(request.status, request.response as ApiError | null));
      }
    };
    request.onerror = () =>
      reject(new NetworkError('Network error. Please check your connection.'));
    const form = new FormData();
    form.append('file', file, fileName);
    request.send(form);
  });
}
