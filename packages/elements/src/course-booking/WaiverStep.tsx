import { endpoints, type Restriction, type SessionRestriction } from '@venue/core';
import { Checkbox, Spinner } from '@venue/ui';
import { useEffect, useState } from 'react';
import { useSanitizedHtml } from '../internal/useSanitizedHtml.ts';
import * as styles from './courseBooking.css.ts';

export interface WaiverStepProps {
  waiver: SessionRestriction;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
}

/** The waiver agreement step (flows §2, contracts §5); the terms come from the restriction and are sanitised. */
export function WaiverStep({ waiver, agreed, onAgreedChange }: WaiverStepProps) {
  const [restriction, setRestriction] = useState<Restriction | null | 'loading'>('loading');
  useEffect(() => {
    let live = true;
    setRestriction('loading');
    endpoints
      .getRestriction(waiver.id)
      .then((r) => live && setRestriction(r.ok ? r.data : null))
      .catch(() => live && setRestriction(null));
    return () => {
      live = false;
    };
  }, [waiver.id]);
  const terms = restriction !== 'loading' && restriction?.terms ? restriction.terms : null;
  // Server HTML never reaches the DOM unsanitised (brief: Security); the sanitiser loads with the first terms.
  const safeTerms = useSanitizedHtml(terms);

  return (
    <section className={styles.section} aria-labelledby="waiver-title">
      <h2 id="waiver-title" className={styles.sectionTitle}>
        {waiver.name}
      </h2>
      {restriction === 'loading' || (terms && safeTerms === null) ? <Spinner label="Loading the waiver" /> : null}
      {safeTerms ? (
        <div
          className={styles.terms}
          role="region"
          tabIndex={0}
          aria-label="Waiver terms"
          dangerouslySetInnerHTML={{ __html: safeTerms }}
        />
      ) : null}
      <Checkbox
        label={`I have read and agree to the ${waiver.name}`}
        checked={agreed}
        onChange={(e) => onAgreedChange(e.currentTarget.checked)}
      />
    </section>
  );
}
