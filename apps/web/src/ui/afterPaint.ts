/**
 * Runs `work` once the frame now being made is on screen. The browser makes the next frame
 * while this one is still being drawn, and the one after only once it is drawn: so the
 * work runs in a task after the third animation frame. Heavy drawing (a WebGL map moving)
 * started sooner held a click's own frame (traced: a row click's frame drawn at 103 ms
 * behind the mini map's readback, started at 50 ms). Returns a cancel.
 */
export function afterPaint(work: () => void): () => void {
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = (left: number) => {
    frame = requestAnimationFrame(() => {
      if (left > 1) next(left - 1);
      else timer = setTimeout(work, 0);
    });
  };
  next(FRAMES);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** The frame with the change, the one made while it is drawn, and the one after. */
const FRAMES = 3;
