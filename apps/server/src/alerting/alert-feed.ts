import type { ZoneAlert } from '@havkart/domain';
import type { RaisedAlert } from './zone-evaluator.js';

type Listener = (alert: ZoneAlert) => void;

/**
 * Alerts to the open `alerts` parts of this process's multiplex streams, by user: a zone's
 * alert goes to its owner's streams, a distress alert to every signed-in user's.
 */
export class AlertFeed {
  readonly #byUser = new Map<string, Set<Listener>>();

  subscribe(userKey: string, listener: Listener): () => void {
    let listeners = this.#byUser.get(userKey);
    if (!listeners) this.#byUser.set(userKey, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.#byUser.delete(userKey);
    };
  }

  publish({ alert, userKey }: RaisedAlert): void {
    if (userKey === null) {
      for (const listeners of this.#byUser.values())
        for (const listener of listeners) listener(alert);
      return;
    }
    for (const listener of this.#byUser.get(userKey) ?? []) listener(alert);
  }
}
