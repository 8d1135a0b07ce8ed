// A React 19 application of an operator's, built by Vite with its own React, using the React build of the
// elements (dist/react/elements.js, react and react-dom external) the way its README says
// (react-build.e2e.test.ts). Plain createElement calls: no JSX transform to configure.
import { createElement as h, StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { startVenueElements } from '../../../dist/react/elements.js';

void startVenueElements({ api: new URLSearchParams(location.search).get('api') ?? '' });

const COURSE = 'swimming-lessons-stage-1';

function App() {
  const [course, setCourse] = useState(null);
  const [signedIn, setSignedIn] = useState(null);
  useEffect(() => {
    const onLogin = (event) => setSignedIn(event.detail.userId);
    document.addEventListener('venue:logged-in', onLogin);
    return () => document.removeEventListener('venue:logged-in', onLogin);
  }, []);
  return h(
    'main',
    null,
    h('h1', null, 'Our courses'),
    h('p', { role: 'status' }, signedIn === null ? 'Not signed in' : `Signed in as customer ${signedIn}`),
    h('venue-login', { mode: 'page' }),
    h(
      'button',
      { type: 'button', onClick: () => setCourse(course ? null : COURSE) },
      course ? 'Show all courses' : 'Show swimming lessons',
    ),
    h('course-booking', { venue: 'riverside', course: course ?? undefined }),
  );
}

createRoot(document.getElementById('root')).render(h(StrictMode, null, h(App)));
