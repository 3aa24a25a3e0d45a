// Runs stepped work (a generator that yields between steps, as core's qrSvgInSteps) over as many tasks as
// it needs: each task ends once it has run SLICE_MS, so no single task keeps a tap or a key waiting for
// long. Lighthouse counts any task over 50 ms at its 4x slowdown as blocking; 8 ms at 1x stays under it.
const SLICE_MS = 8;

/** The work's result, from a task after this one; never settles once `signal` aborts. */
export function runInSlices<T>(steps: Generator<void, T, void>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const slice = () => {
      if (signal.aborted) return;
      const end = performance.now() + SLICE_MS;
      try {
        for (;;) {
          const step = steps.next();
          if (step.done) return resolve(step.value);
          if (performance.now() >= end) return void setTimeout(slice);
        }
      } catch (error) {
        reject(error);
      }
    };
    setTimeout(slice);
  });
}
