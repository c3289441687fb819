/** One desk notification as the app configuration carries it (spec 01 §3). */
export interface DeskNotificationText {
  readonly show: boolean;
  readonly type: 'info' | 'warning' | 'error' | 'success';
  readonly text: string;
}

/** An app variant's notification with its override flag and the global one. */
export interface DeskNotificationConfig extends DeskNotificationText {
  /** When this app's notification is shown, it replaces the global one (checklist A75). */
  readonly override: boolean;
  readonly global: DeskNotificationText;
}

/**
 * The desk notification banners to show, global first: the global notification for every
 * app, this app's own as well, or this app's alone when it overrides the global one. Empty
 * texts are never shown.
 */
export function deskNotificationsToShow(config: DeskNotificationConfig): DeskNotificationText[] {
  const own = config.show && config.text.trim() !== '';
  const global = config.global.show && config.global.text.trim() !== '';
  const ownBanner: DeskNotificationText = { show: true, type: config.type, text: config.text };
  if (own && config.override) return [ownBanner];
  return [...(global ? [config.global] : []), ...(own ? [ownBanner] : [])];
}
