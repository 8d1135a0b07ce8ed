import { t } from '@venue/core';

/** flows §2 generic error page; 'Go home' goes to / like the not-found page (decision G21). */
export function ErrorPage() {
  return (
    <section className="page-message">
      <h1 tabIndex={-1}>{t('common:errorPage')}</h1>
      <a className="button" href="/">
        {t('common:goHome')}
      </a>
    </section>
  );
}
