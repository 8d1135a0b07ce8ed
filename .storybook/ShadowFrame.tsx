import { HostElementContext } from '@venue/elements';
import { adoptSharedStyles } from '@venue/elements';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders a story inside an open shadow root that adopts the shared stylesheet, so a view looks
 * exactly as it does inside its custom element (and page styles cannot reach it).
 */
export function ShadowFrame({ children }: { children: ReactNode }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    adoptSharedStyles(shadow);
    setRoot(shadow);
  }, []);
  return (
    <div ref={hostRef} data-story-shadow-host="">
      {root
        ? createPortal(
            <HostElementContext.Provider value={hostRef.current}>{children}</HostElementContext.Provider>,
            root,
          )
        : null}
    </div>
  );
}
