import { viewportClass, type ViewportClass } from '@havkart/domain';
import { create } from 'zustand';

export interface ViewportState {
  /** CSS pixels. */
  width: number;
  /** CSS pixels. */
  height: number;
  /** Device class from width and height (spec 01 §2), probable mobile landscape included. */
  viewportClass: ViewportClass;
  resize(width: number, height: number): void;
}

export const useViewport = create<ViewportState>((set) => ({
  width: window.innerWidth,
  height: window.innerHeight,
  viewportClass: viewportClass(window.innerWidth, window.innerHeight),
  resize: (width, height) => set({ width, height, viewportClass: viewportClass(width, height) }),
}));

/** Keeps the viewport store in step with the window; returns the clean-up. */
export function followWindowSize(): () => void {
  const update = () => useViewport.getState().resize(window.innerWidth, window.innerHeight);
  window.addEventListener('resize', update);
  update();
  return () => window.removeEventListener('resize', update);
}
