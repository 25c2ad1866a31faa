/** A four-point twinkle used to scatter a little sparkle over every illustration. */
export function Twinkle({
  x,
  y,
  size = 6,
  fill = '#fff',
}: {
  x: number;
  y: number;
  size?: number;
  fill?: string;
}) {
  const s = size;
  return (
    <path
      d={`M${x} ${y - s}Q${x + s * 0.2} ${y - s * 0.2} ${x + s} ${y}Q${x + s * 0.2} ${y + s * 0.2} ${x} ${y + s}Q${x - s * 0.2} ${y + s * 0.2} ${x - s} ${y}Q${x - s * 0.2} ${y - s * 0.2} ${x} ${y - s}Z`}
      fill={fill}
    />
  );
}
