export interface MusicEmbed {
  provider: 'spotify' | 'deezer';
  trackId: string;
  /** The player frame's address. */
  embedUrl: string;
}

/** Hosts whose track pages have an embeddable player; the CSP's frame-src admits exactly these. */
export const MUSIC_EMBED_ORIGINS = [
  'https://open.spotify.com',
  'https://widget.deezer.com',
] as const;

/**
 * Turns a music-streaming track link of the form <host>/track/<id> into its embed form.
 * Any other value (another host, an album, a playlist, not a URL) has no preview: undefined.
 */
export function parseMusicLink(value: string): MusicEmbed | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  if (host === 'open.spotify.com') {
    // Also accepts localised links: /intl-fr/track/<id>.
    const match = url.pathname.match(/^(?:\/intl-[a-z-]+)?\/track\/([A-Za-z0-9]{22})\/?$/);
    if (!match?.[1]) return undefined;
    return {
      provider: 'spotify',
      trackId: match[1],
      embedUrl: `https://open.spotify.com/embed/track/${match[1]}`,
    };
  }
  if (host === 'www.deezer.com' || host === 'deezer.com') {
    const match = url.pathname.match(/^(?:\/[a-z]{2})?\/track\/(\d{1,15})\/?$/);
    if (!match?.[1]) return undefined;
    return {
      provider: 'deezer',
      trackId: match[1],
      embedUrl: `https://widget.deezer.com/widget/auto/track/${match[1]}`,
    };
  }
  return undefined;
}
