/**
 * A value made at its first use and shared by every later call (a module imported on demand, a
 * transport, an app). A failed attempt is forgotten, so the next call tries again.
 */
export function onDemand<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    if (!made) {
      const attempt = make();
      made = attempt;
      attempt.catch(() => {
        if (made === attempt) made = undefined;
      });
    }
    return made;
  };
}
