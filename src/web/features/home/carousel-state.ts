/** What a lazily loaded carousel controller reports to the server-rendered frame it drives. */
export interface CarouselState {
  selected: number;
  /** Number of snap points (dots); 0 until Embla has measured. */
  count: number;
  scrollTo: ((index: number) => void) | null;
}

export const IDLE_CAROUSEL: CarouselState = { selected: 0, count: 0, scrollTo: null };
