// What can be done with a finished drawing: each use registers an action here and the draw
// controls show those that apply (saving an area now; a download or a custom route made from a
// line register theirs the same way), so the controls need no knowledge of them.
import type { Drawing } from '@havkart/domain';
import type { ComponentType } from 'react';
import { Registry } from '../../app/registry.js';
import type { DrawnShape } from './drawing.store.js';
import { makeRouteAction } from '../custom-route/MakeRouteAction.js';

export interface DrawingAction {
  readonly id: string;
  /** Whether the action offers itself for this drawing. */
  appliesTo(drawing: Drawing): boolean;
  /** Its part of the draw controls, for the finished drawing the controls act on. */
  readonly Component: ComponentType<{ shape: DrawnShape }>;
}

export const drawingActions = new Registry<DrawingAction>('drawing action');

// A finished line can be made a custom route.
drawingActions.register(makeRouteAction);
