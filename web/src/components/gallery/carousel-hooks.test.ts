import { act, renderHook } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAutoAdvance } from './use-auto-advance';
import { useSwipeThreshold } from './use-swipe-threshold';

type Listener = () => void;

/** The part of embla's API the hooks use, with the listeners kept to call by hand. */
function fakeEmbla(selected = 0) {
  const root = document.createElement('div');
  document.body.append(root);
  const listeners = new Map<string, Listener[]>();
  let index = selected;
  const api = {
    rootNode: () => root,
    selectedScrollSnap: () => index,
    scrollNext: vi.fn(() => {
      index += 1;
    }),
    scrollPrev: vi.fn(() => {
      index -= 1;
    }),
    scrollTo: vi.fn((to: number) => {
      index = to;
    }),
    on: (name: string, listener: Listener) => {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
    },
    off: (name: string, listener: Listener) => {
      listeners.set(
        name,
        (listeners.get(name) ?? []).filter((kept) => kept !== listener),
      );
    },
  };
  return {
    api,
    embla: api as unknown as EmblaCarouselType,
    root,
    emit: (name: string) => {
      for (const listener of listeners.get(name) ?? []) listener();
    },
    /** Embla itself moved (a flick or the nearest snap) before its pointerUp. */
    land: (to: number) => {
      index = to;
    },
  };
}

function pointer(target: EventTarget, type: string, clientX: number) {
  target.dispatchEvent(new PointerEvent(type, { clientX, bubbles: true }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAutoAdvance', () => {
  it('moves to the next photo every 5 seconds while running, and not once stopped', () => {
    vi.useFakeTimers();
    const { api, embla } = fakeEmbla();
    const { rerender } = renderHook(({ running }) => useAutoAdvance(embla, { running, intervalMs: 5000 }), {
      initialProps: { running: true },
    });
    act(() => vi.advanceTimersByTime(4999));
    expect(api.scrollNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    rerender({ running: false });
    act(() => vi.advanceTimersByTime(20_000));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('a manual move starts the wait again', () => {
    vi.useFakeTimers();
    const { api, embla, emit } = fakeEmbla();
    renderHook(() => useAutoAdvance(embla, { running: true, intervalMs: 5000 }));
    act(() => vi.advanceTimersByTime(4000));
    act(() => emit('select'));
    act(() => vi.advanceTimersByTime(4000));
    expect(api.scrollNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('never runs when the user asks for reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
        }) as unknown as MediaQueryList,
    );
    vi.useFakeTimers();
    const { api, embla } = fakeEmbla();
    const { result } = renderHook(() => useAutoAdvance(embla, { running: true, intervalMs: 5000 }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.reducedMotion).toBe(true);
    expect(api.scrollNext).not.toHaveBeenCalled();
  });
});

describe('useSwipeThreshold', () => {
  it('a swipe of 50 px or more moves one photo even when embla snapped back', () => {
    const { api, embla, root, emit } = fakeEmbla(1);
    renderHook(() => useSwipeThreshold(embla, 50));
    pointer(root, 'pointerdown', 300);
    pointer(window, 'pointermove', 250);
    emit('pointerUp');
    expect(api.scrollNext).toHaveBeenCalledTimes(1);

    pointer(root, 'pointerdown', 300);
    pointer(window, 'pointermove', 360);
    emit('pointerUp');
    expect(api.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('a shorter one leaves the photo where it was, even after a quick flick', () => {
    const { api, embla, root, emit, land } = fakeEmbla(1);
    renderHook(() => useSwipeThreshold(embla, 50));
    pointer(root, 'pointerdown', 300);
    pointer(window, 'pointermove', 251);
    land(2);
    emit('pointerUp');
    expect(api.scrollTo).toHaveBeenCalledWith(1);
    expect(api.scrollNext).not.toHaveBeenCalled();
  });

  it('leaves embla alone when it already moved one photo for a long swipe', () => {
    const { api, embla, root, emit, land } = fakeEmbla(1);
    renderHook(() => useSwipeThreshold(embla, 50));
    pointer(root, 'pointerdown', 300);
    pointer(window, 'pointermove', 100);
    land(2);
    emit('pointerUp');
    expect(api.scrollNext).not.toHaveBeenCalled();
    expect(api.scrollTo).not.toHaveBeenCalled();
  });
});
