import { useRef, type RefObject } from 'react';
import { useFocusTrap } from './useFocusTrap';
import { useScrollLock } from './useScrollLock';
import { useStableId } from './useStableId';

/**
 * The behaviour every modal dialog shares: focus moves in and is trapped, Escape closes, focus
 * returns, the page behind does not scroll. Returns the panel's ref and the heading's id.
 */
export function useModalDialog(
  idPrefix: string,
  open: boolean,
  onClose: () => void,
  initialFocusRef?: RefObject<HTMLElement | null>,
): { panelRef: RefObject<HTMLDivElement | null>; titleId: string } {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useStableId(idPrefix);
  useFocusTrap(panelRef, open, onClose, initialFocusRef);
  useScrollLock(open);
  return { panelRef, titleId };
}
