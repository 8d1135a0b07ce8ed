import { dismissNotice, useNotices } from './notices.ts';

/**
 * The page's toast stack, in the light DOM. Host-app notices (e.g. 'Please select a venue before booking
 * an activity') are announced from here; the elements announce their own toasts through the element
 * layer's live region.
 */
export function ToastRegion() {
  const notices = useNotices();
  return (
    <section className="toast-region" aria-label="Notifications">
      <div aria-live="polite" role="status" className="toast-stack">
        {notices.map((notice) => (
          <div key={notice.id} className={`toast toast-${notice.type}`} data-toast-type={notice.type}>
            {notice.title && <strong className="toast-title">{notice.title}</strong>}
            <p className="toast-message">{notice.message}</p>
            <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={() => dismissNotice(notice.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
