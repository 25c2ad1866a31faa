import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The step as the address shows it (`?step=2` is the second step), if it names one. */
export function stepFromSearch(search: string, lastStep: number): number | undefined {
  const raw = new URLSearchParams(search).get('step');
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const step = Number(raw) - 1;
  return step >= 0 && step <= lastStep ? step : undefined;
}

function searchFor(step: number): string {
  return step > 0 ? `?step=${step + 1}` : '';
}

/** Where the visitor moved from, kept in the history entry a step move made. */
function stepMovedFrom(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null || !('stepFrom' in state)) return undefined;
  const { stepFrom } = state as { stepFrom: unknown };
  return typeof stepFrom === 'number' ? stepFrom : undefined;
}

export interface StepHistory {
  step: number;
  /** True once the visitor has moved between steps (by a button or the browser's arrows). */
  hasMoved: boolean;
  /** Moves to a step with a new history entry, or in place with `replace`. */
  goTo: (step: number, options?: { replace?: boolean }) => void;
  /** One step down: the browser's Back when the entry before is that step, so both agree. */
  back: () => void;
}

/**
 * The wizard's step lives in the address (`?step=2`), one history entry per step moved to, so
 * the browser's Back and Forward (and a phone's back gesture) move between steps instead of
 * leaving the wizard. Arriving without a step in the address, `savedStep` (a restored
 * draft's) counts and is written into the address in place.
 */
export function useStepHistory(lastStep: number, savedStep: number | undefined): StepHistory {
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = stepFromSearch(location.search, lastStep);
  // The saved step counts only on the page as it was arrived at; any later address without a
  // step is the first step.
  const [arrival] = useState(() => ({
    key: location.key,
    step: Math.min(Math.max(savedStep ?? 0, 0), lastStep),
  }));
  const step = fromAddress ?? (location.key === arrival.key ? arrival.step : 0);

  const moveTo = useCallback(
    (target: number, replace: boolean) => {
      const state = typeof location.state === 'object' && location.state ? location.state : {};
      navigate(
        { search: searchFor(target), hash: '' },
        { replace, state: { ...state, stepFrom: replace ? stepMovedFrom(state) : step } },
      );
    },
    [location.state, navigate, step],
  );

  useEffect(() => {
    if (fromAddress === undefined && step > 0) moveTo(step, true);
  }, [fromAddress, step, moveTo]);

  const [hasMoved, setHasMoved] = useState(false);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    setHasMoved(true);
  }, [step]);

  const goTo = useCallback(
    (index: number, { replace = false } = {}) => {
      const target = Math.min(Math.max(index, 0), lastStep);
      if (target !== step) moveTo(target, replace);
    },
    [lastStep, step, moveTo],
  );

  const back = useCallback(() => {
    if (step === 0) return;
    if (stepMovedFrom(location.state) === step - 1) navigate(-1);
    else moveTo(step - 1, true);
  }, [step, location.state, navigate, moveTo]);

  return { step, hasMoved, goTo, back };
}
