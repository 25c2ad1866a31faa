import { useEffect, useState } from 'react';
import { authHeaders } from './api';

/**
 * A signed-in owner's upload as an object URL: /media/<id> needs the Authorization header, which
 * an <img> or <audio> cannot send, so the bytes are fetched and shown from memory. Undefined
 * while loading, when there is no id, or when the file is gone.
 */
export function useOwnMedia(id: string | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetch(`/media/${encodeURIComponent(id)}`, { headers: authHeaders(), signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : undefined))
      .then((blob) => {
        if (!blob) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [id]);
  return url;
}
