import { useEffect, useState } from 'react';
import { dismissNotice, useNotices } from './notices.ts';

/** The element layer's light-DOM live region (packages/elements/src/internal/liveRegion.ts). */
const ELEMENT_LIVE_REGION_ID = 'venue-live-region';

/**
 * The page's visible toast stack, in the light DOM, 325 px wide. When the element layer's live region is
 * on the page it already reads every toast aloud, so this stack stays silent; without it (no element
 * loaded yet), this stack is the live region.
 */
export function ToastRegion() {
  const toasts = useNotices();
  const [announcedElsewhere, setAnnouncedElsewhere] = useState(false);
  useEffect(() => {
    setAnnouncedElsewhere(document.getElementById(ELEMENT_LIVE_REGION_ID) !== null);
  }, [toasts]);
  return (
    <section className="toast-region" aria-label="Notifications">
      <div className="toast-stack" {...(announcedElsewhere ? {} : { role: 'status', 'aria-live': 'polite' as const })}>
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast-${toast.type}`} data-toast-type={toast.type}>
            {toast.title && <strong className="toast-title">{toast.title}</strong>}
            <p className="toast-message">{toast.message}</p>
            {toast.items.length > 1 && (
              <ul className="toast-items">
                {toast.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            <button
              type="button"
              className="toast-close"
              aria-label="Dismiss notification"
              onClick={() => dismissNotice(toast.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
