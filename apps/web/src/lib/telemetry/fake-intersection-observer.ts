/**
 * A stand-in for IntersectionObserver in jsdom (tests only): `setVisible(element, ratio)` says how
 * much of an element is on screen; observing an element reports its current share, as browsers do.
 */
export class FakeIntersectionObserver {
  static readonly all = new Set<FakeIntersectionObserver>();
  private static readonly ratios = new Map<Element, number>();
  private readonly targets = new Set<Element>();

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.add(this);
  }

  static setVisible(element: Element, ratio: number): void {
    FakeIntersectionObserver.ratios.set(element, ratio);
    for (const observer of FakeIntersectionObserver.all) {
      if (observer.targets.has(element)) observer.report(element);
    }
  }

  static reset(): void {
    FakeIntersectionObserver.all.clear();
    FakeIntersectionObserver.ratios.clear();
  }

  observe(element: Element): void {
    this.targets.add(element);
    this.report(element);
  }

  unobserve(element: Element): void {
    this.targets.delete(element);
  }

  disconnect(): void {
    this.targets.clear();
    FakeIntersectionObserver.all.delete(this);
  }

  private report(target: Element): void {
    const ratio = FakeIntersectionObserver.ratios.get(target) ?? 0;
    const entry = { target, isIntersecting: ratio > 0, intersectionRatio: ratio };
    this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}
