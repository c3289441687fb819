import { describe, expect, it } from 'vitest';
import { deskNotificationsToShow, type DeskNotificationConfig } from './desk-notification.js';

function config(own: [boolean, boolean], global: boolean, text = 'Own'): DeskNotificationConfig {
  return {
    show: own[0],
    override: own[1],
    type: 'warning',
    text,
    global: { show: global, type: 'info', text: 'Global' },
  };
}

describe('desk notifications to show (checklist A75)', () => {
  it.each([
    // [own shown, override], global shown → texts shown
    [[false, false], false, []],
    [[false, false], true, ['Global']],
    [[true, false], false, ['Own']],
    [[true, false], true, ['Global', 'Own']],
    [[true, true], true, ['Own']],
    [[false, true], true, ['Global']],
  ] as const)('own %j, global %s → %j', (own, global, texts) => {
    expect(deskNotificationsToShow(config([...own], global)).map((n) => n.text)).toEqual(texts);
  });

  it('never shows an empty text, and an empty override does not hide the global one', () => {
    expect(deskNotificationsToShow(config([true, true], true, ' '))).toEqual([
      { show: true, type: 'info', text: 'Global' },
    ]);
  });
});
