import { beforeEach, describe, expect, it } from 'vitest';
import { useModals } from './modals.store.js';

describe('the list of active modals (spec 01 §2)', () => {
  beforeEach(() => useModals.getState().closeAll());

  it('keeps several open and closing the top one leaves the rest', () => {
    const { openModal, closeModal } = useModals.getState();
    openModal({ id: 'feedback', title: 'Feedback', content: null });
    openModal({ id: 'share', title: 'Share', content: null });
    expect(useModals.getState().modals.map((modal) => modal.id)).toEqual(['feedback', 'share']);
    closeModal('share');
    expect(useModals.getState().modals.map((modal) => modal.id)).toEqual(['feedback']);
  });

  it('brings a modal opened again to the top instead of doubling it', () => {
    const { openModal } = useModals.getState();
    openModal({ id: 'a', title: 'A', content: null });
    openModal({ id: 'b', title: 'B', content: null });
    openModal({ id: 'a', title: 'A', content: null });
    expect(useModals.getState().modals.map((modal) => modal.id)).toEqual(['b', 'a']);
  });
});
