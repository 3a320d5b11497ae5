/**
 * Embla's `duration` is not milliseconds: it steers a damped spring stepped 60 times a second
 * (friction 0.68). This finds the value whose slide change settles (to 1% of the distance) within
 * the given time, so the spec's transition time stays the one number we state.
 */
const FRAME_MS = 1000 / 60;
const FRICTION = 0.68;

export function settleTimeMs(duration: number): number {
  let location = 0;
  let velocity = 0;
  for (let frame = 1; frame < 10_000; frame += 1) {
    velocity += (1 - location) / duration;
    velocity *= FRICTION;
    location += velocity;
    if (Math.abs(1 - location) < 0.01 && Math.abs(velocity) < 0.01) return frame * FRAME_MS;
  }
  return Infinity;
}

export function emblaDurationFor(transitionMs: number): number {
  let best = 1;
  for (let duration = 1; duration <= 100; duration += 1) {
    if (settleTimeMs(duration) <= transitionMs) best = duration;
  }
  return best;
}
