import type { ViewportClass } from '@havkart/domain';
import type { TFunction } from 'i18next';
import type { ControlPosition, IControl, Map as MapLibreMap } from 'maplibre-gl';
import type { ComponentType } from 'react';
import { Registry } from '../../app/registry.js';

/** The corners the spec places controls in (spec 01 §2). */
export type ControlCorner = Extract<
  ControlPosition,
  'top-left' | 'top-right' | 'bottom-left' | 'bottom-right'
>;

export interface ControlContext {
  map: MapLibreMap;
  t: TFunction;
  viewportClass: ViewportClass;
}

interface ControlBase {
  id: string;
  corner: ControlCorner;
  /** Device classes the control shows on; every class when absent. */
  devices?: readonly ViewportClass[];
  /** Place within the corner: lower first, counted from the corner outwards. */
  order: number;
  /** Part of the embed layout too (spec 01 §2: coordinates and zoom); absent: full app only. */
  embed?: boolean;
}

/** A control MapLibre provides (zoom, scale, geolocation …). */
export interface NativeControl extends ControlBase {
  kind: 'native';
  create(context: ControlContext): IControl;
}

/** A control we draw with React; it sits in the corner beside MapLibre's own. */
export interface ReactMapControl extends ControlBase {
  kind: 'react';
  Component: ComponentType;
}

export type MapControlDefinition = NativeControl | ReactMapControl;

/** Whether a control shows on a device class. */
export function showsOn(control: MapControlDefinition, viewport: ViewportClass): boolean {
  return !control.devices || control.devices.includes(viewport);
}

/**
 * The map controls by corner and device. Features register their own control here (measure,
 * favourites, share …) without touching the shell.
 */
export class MapControlRegistry {
  readonly #controls = new Registry<MapControlDefinition>('map control');

  register(control: MapControlDefinition): void {
    this.#controls.register(control);
  }

  get(id: string): MapControlDefinition | undefined {
    return this.#controls.get(id);
  }

  /**
   * The controls of one device class, in the order they are placed in each corner; an
   * embedded page gets only those marked for the embed layout.
   */
  forDevice(viewport: ViewportClass, embedded = false): MapControlDefinition[] {
    return this.#controls
      .list()
      .filter((control) => showsOn(control, viewport) && (!embedded || control.embed === true))
      .sort((a, b) => a.order - b.order);
  }
}
