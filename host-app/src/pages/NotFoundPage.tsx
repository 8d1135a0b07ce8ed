import { t } from '@venue/core';

export function NotFoundPage() {
  return (
    <section className="page-message">
      <h1 tabIndex={-1}>{t('common:notFoundHeading')}</h1>
      <p>{t('common:notFoundBody')}</p>
      <a className="button" href="/">
        {t('common:goHome')}
      </a>
    </section>
  );
}
