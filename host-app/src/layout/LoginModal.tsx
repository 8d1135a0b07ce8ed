import { CustomElement, useElementState } from '../elements/CustomElement.tsx';
import { useAfterMainContent } from './useAfterMainContent.ts';

/**
 * The page's login modal (`<venue-login>` in its default modal mode): the nav's Log in and a guest's
 * checkout open it through the session store. Its code loads once the main content has had its turn.
 */
export function LoginModal() {
  return useAfterMainContent() ? <LoginElement /> : null;
}

function LoginElement() {
  const { state } = useElementState('venue-login');
  return state === 'defined' ? <CustomElement tag="venue-login" /> : null;
}
