import confetti from 'canvas-confetti';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import chimeUrl from './assets/celebration-chime.wav';

const BURST_MS = 1500;
const COLOURS = ['#c8334a', '#f4b63f', '#f9a8b5', '#1f7a70', '#fdecc8', '#e0485f'];

/**
 * Confetti drawn on the given canvas plus a short chime. The canvas must live inside the
 * dialog: a <dialog> sits in the top layer, above any canvas confetti would put on <body>.
 */
export function useCelebration(canvasRef: RefObject<HTMLCanvasElement | null>): () => void {
  const fireRef = useRef<confetti.CreateTypes | null>(null);
  const frameRef = useRef(0);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // No worker: a canvas handed to a worker cannot be taken back if React runs this twice.
    const fire = confetti.create(canvas, { resize: true, useWorker: false });
    fireRef.current = fire;
    return () => {
      cancelAnimationFrame(frameRef.current);
      fire.reset();
      fireRef.current = null;
    };
  }, [canvasRef]);

  return useCallback(() => {
    // The sound is a bonus: a browser that refuses to play it must not disturb the demo.
    new Audio(chimeUrl).play().catch(() => {});

    const fire = fireRef.current;
    if (!fire) return;
    const common = { colors: COLOURS, disableForReducedMotion: true, ticks: 160 };
    fire({ ...common, particleCount: 80, spread: 80, startVelocity: 38, origin: { y: 0.6 } });
    const end = performance.now() + BURST_MS;
    const frame = () => {
      fire({ ...common, particleCount: 2, angle: 60, spread: 55, origin: { x: 0, y: 0.7 } });
      fire({ ...common, particleCount: 2, angle: 120, spread: 55, origin: { x: 1, y: 0.7 } });
      if (performance.now() < end) frameRef.current = requestAnimationFrame(frame);
    };
    frameRef.current = requestAnimationFrame(frame);
  }, []);
}
