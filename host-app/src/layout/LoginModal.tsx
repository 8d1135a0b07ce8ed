import { CustomElement, useElementState } from '../elements/CustomElement.tsx';

/**
 * The page's login modal (`<venue-login>` in its default modal mode): the nav's Log in and a guest's
 * checkout open it through the session store. Its code loads after first paint.
 */
export function LoginModal() {
  const { state } = useElementState('venue-login');
  return state === 'defined' ? <CustomElement tag="venue-login" /> : null;
}
