import { t } from '@venue/core';

/** flows §8: shown instead of the whole site when the theme call answers 503. */
export function MaintenancePage() {
  return (
    <main id="main" className="page-message standalone">
      <h1 tabIndex={-1}>{t('common:maintenance')}</h1>
    </main>
  );
}
