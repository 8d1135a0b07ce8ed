import { t } from '@venue/core';
import { CustomElement, useElementState } from '../elements/CustomElement.tsx';
import { HOME_HEADING, HOME_LEAD } from '../routing/routeShell.ts';

/**
 * Home (flows §2): the client's venues in the venue picker (by name, town or postcode, as a list and on a
 * map), each leading to its activities, courses and camps. The picker is the one list of venues here.
 */
export default function HomePage() {
  const picker = useElementState('venue-picker');
  return (
    <section className="home" data-element-state={picker.state}>
      <h1 tabIndex={-1}>{HOME_HEADING}</h1>
      <p className="lead">{HOME_LEAD}</p>
      {picker.state === 'defined' && <CustomElement tag="venue-picker" />}
      {picker.state === 'loading' && (
        <p className="loading" role="status">
          Loading venues…
        </p>
      )}
      {picker.state === 'missing' && <p>No venues are available right now.</p>}
      {picker.state === 'failed' && (
        <div className="page-message" role="alert">
          <p>{t('common:loadingChunkFailed')}</p>
          <button type="button" className="button" onClick={picker.retry}>
            Retry
          </button>
        </div>
      )}
    </section>
  );
}
