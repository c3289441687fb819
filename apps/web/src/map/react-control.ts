import type { IControl } from 'maplibre-gl';

/**
 * A MapLibre control whose content React renders through a portal, so our controls stack with
 * MapLibre's own in the corners instead of being positioned by hand.
 */
export class ReactControl implements IControl {
  readonly container: HTMLDivElement;

  constructor(className: string) {
    this.container = document.createElement('div');
    this.container.className = `maplibregl-ctrl ${className}`;
  }

  onAdd(): HTMLElement {
    return this.container;
  }

  onRemove(): void {
    this.container.remove();
  }
}
