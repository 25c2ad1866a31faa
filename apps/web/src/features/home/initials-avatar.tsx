const TONES = [
  'bg-rose text-white',
  'bg-gold text-plum',
  'bg-mint text-white',
  'bg-plum text-white',
] as const;

/** A round avatar made of a person's initials; we show no photos of people. */
export function InitialsAvatar({
  name,
  tone,
  size = 'md',
}: {
  name: string;
  tone: number;
  size?: 'sm' | 'md';
}) {
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const dimensions = size === 'sm' ? 'size-9 text-xs ring-2 ring-cream' : 'size-12 text-base';
  return (
    <span
      className={`inline-grid shrink-0 place-items-center rounded-full font-semibold ${dimensions} ${TONES[tone % TONES.length]}`}
    >
      {initials}
    </span>
  );
}
