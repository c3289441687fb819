// The aids loaded now, put here by the live data path so the aid filter pane can count them.

export interface AtonFilterInputs {
  readonly aids: readonly { readonly typeOfAidsToNavigation?: number | null }[];
}

let inputs: AtonFilterInputs = { aids: [] };
const listeners = new Set<() => void>();

export function setAtonFilterInputs(next: AtonFilterInputs): void {
  inputs = next;
  for (const listener of listeners) listener();
}

export function getAtonFilterInputs(): AtonFilterInputs {
  return inputs;
}

export function subscribeAtonFilterInputs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
