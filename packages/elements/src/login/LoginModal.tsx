import { getSessionStore } from '@venue/core';
import { Modal } from '@venue/ui';
import type { ReactNode } from 'react';

/**
 * The login modal's frame, in its own chunk (Login.tsx loads it when the session first opens the modal):
 * the /login page and a page whose modal never opens do not fetch the dialog's code (issue 12).
 */
export function LoginModal({ open, title, children }: { open: boolean; title: string; children: ReactNode }) {
  return (
    <Modal open={open} title={title} onClose={() => getSessionStore().getState().system.closeLoginModal()}>
      {children}
    </Modal>
  );
}
