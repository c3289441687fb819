import { panelMinWidth, panelWidth } from '@havkart/domain';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuSide } from './appearance.store.js';
import { effectiveWidth, usePanels, type SidePanel } from './panels.store.js';
import { useViewport } from './viewport.store.js';

/** Percent per arrow-key press; Page Up/Down move five times as far. */
const KEY_STEP = 1;

/**
 * The drag handle on a side panel's inner edge. It is a focusable separator, so keyboard
 * users resize with the arrow keys and screen readers hear the width (spec 01 §2: panels can be
 * resized; the maximum of spec 01 §9 stops it).
 */
export function ResizeHandle({ panel, side }: { panel: SidePanel; side: MenuSide }) {
  const { t } = useTranslation();
  const { viewportClass, width } = useViewport();
  const chosen = usePanels((state) => state[panel].widthPercent);
  const resize = usePanels((state) => state.resize);
  const dragging = useRef(false);
  const current = effectiveWidth(panel, viewportClass, chosen);
  const min = panelMinWidth(panel, viewportClass, width);
  const { max } = panelWidth(panel, viewportClass);

  const setFromPointer = (clientX: number) => {
    const fromEdge = side === 'left' ? clientX : width - clientX;
    resize(panel, viewportClass, width, (fromEdge / width) * 100);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) setFromPointer(event.clientX);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = false;
    event.currentTarget.releasePointerCapture(event.pointerId);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Arrows move the edge the way they point, whichever side the panel is on.
    const outwards = side === 'left' ? 'ArrowRight' : 'ArrowLeft';
    const inwards = side === 'left' ? 'ArrowLeft' : 'ArrowRight';
    const steps: Record<string, number> = {
      [outwards]: KEY_STEP,
      [inwards]: -KEY_STEP,
      PageUp: 5 * KEY_STEP,
      PageDown: -5 * KEY_STEP,
      Home: min - current,
      End: max - current,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    resize(panel, viewportClass, width, current + step);
  };

  return (
    <div
      className={`resize-handle resize-handle-${side === 'left' ? 'right' : 'left'}`}
      role="separator"
      aria-orientation="vertical"
      aria-label={t(panel === 'menu' ? 'shell.resizeMenu' : 'shell.resizeDetails')}
      aria-valuenow={Math.round(current)}
      aria-valuemin={Math.round(min)}
      aria-valuemax={max}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onKeyDown={onKeyDown}
      data-testid={`resize-${panel}`}
    />
  );
}
