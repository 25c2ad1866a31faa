/** The streaming service's own player for one track (Spotify or Deezer), loaded only when near. */
export function MusicFrame({
  embedUrl,
  title,
  height = 152,
  className = '',
}: {
  embedUrl: string;
  title: string;
  height?: number;
  className?: string;
}) {
  return (
    <iframe
      src={embedUrl}
      title={title}
      height={height}
      loading="lazy"
      allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
      className={`block w-full rounded-xl border-0 bg-plum/5 ${className}`}
    />
  );
}
