/**
 * Resolves with the time of the first frame painted after `check` holds: rAF runs before the
 * frame is painted, and a task queued from it runs after.
 */
export function paintedWhen(check: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    const painted = () =>
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    if (check()) {
      painted();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!check()) return;
      observer.disconnect();
      painted();
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      characterData: true,
    });
  });
}

/** Frame-to-frame times while `scroller` moves from top to bottom in `steps` equal steps. */
export function scrollFrames(scroller: Element, steps: number): Promise<number[]> {
  const bottom = scroller.scrollHeight - scroller.clientHeight;
  return new Promise((resolve) => {
    const frames: number[] = [];
    let step = 0;
    let last = performance.now();
    const tick = (now: number) => {
      frames.push(now - last);
      last = now;
      if (step > steps) {
        resolve(frames.slice(1));
        return;
      }
      scroller.scrollTop = Math.round((bottom * step) / steps);
      step += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
