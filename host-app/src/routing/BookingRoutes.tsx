import { useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { ElementRoute } from '../elements/ElementRoute.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { hostSession } from '../platform/session.ts';
import { TRAIL_TITLES } from '../layout/breadcrumbTrail.ts';
import { lazyPage } from './lazyPage.tsx';

// Route-level code splitting: each page's code (and each element's) loads on first visit.
const HomePage = lazyPage(() => import('../pages/HomePage.tsx'));
const LoginPage = lazyPage(() => import('../pages/LoginPage.tsx'));
const RegisterPage = lazyPage(() => import('../pages/RegisterPage.tsx'));
const ResetPasswordPage = lazyPage(() => import('../pages/ResetPasswordPage.tsx'));
const RedirectToSelectedVenue = lazyPage(() => import('../pages/RedirectToSelectedVenue.tsx'));
const VenueLandingPage = lazyPage(() => import('../pages/VenueLandingPage.tsx'));
const KioskHomePage = lazyPage(() => import('../pages/KioskHomePage.tsx'));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Visiting a venue's page selects that venue (theme, footer, /redirect-to-selected-venue follow it). */
function SelectsVenue({ venueSlug }: { venueSlug: string }) {
  useEffect(() => hostSession.selectVenue(venueSlug), [venueSlug]);
  return null;
}

/** Every route of flows §2, the course book route of contracts §2 and the time-slot route (decision G22). */
export function BookingRoutes() {
  return (
    <Switch>
      <Route path="/">
        <HomePage />
      </Route>
      <Route path="/login">
        <LoginPage />
      </Route>
      <Route path="/register">
        <RegisterPage />
      </Route>
      <Route path="/reset-password">
        <ResetPasswordPage />
      </Route>
      <Route path="/redirect-to-selected-venue">
        <RedirectToSelectedVenue />
      </Route>
      <Route path="/centre/:venueSlug">{(p) => <VenueLandingPage venueSlug={p.venueSlug} />}</Route>
      <Route path="/kiosk">
        <KioskHomePage />
      </Route>
      <Route path="/basket">
        <ElementRoute
          tag="venue-basket"
          heading={TRAIL_TITLES.basket}
          purpose={<p>The items in your basket, the basket cost and the total to pay.</p>}
        />
      </Route>
      <Route path="/basket/checkout">
        <ElementRoute
          tag="venue-checkout"
          heading={TRAIL_TITLES.checkout}
          purpose={<p>Pay for your basket by card or with your credit.</p>}
        />
      </Route>
      <Route path="/booking-confirmed/:completeOrderId">
        {(p) => (
          <ElementRoute
            tag="booking-confirmation"
            attributes={{ 'complete-order-id': p.completeOrderId }}
            heading="Booking confirmed"
            purpose={<p>Confirmation of order {p.completeOrderId}, completed at checkout.</p>}
          />
        )}
      </Route>
      <Route path="/order-confirmed/:completeOrderId">
        {(p) => (
          <ElementRoute
            tag="booking-confirmation"
            attributes={{ 'complete-order-id': p.completeOrderId, kind: 'online-joining' }}
            heading="Order confirmed"
            purpose={<p>Confirmation of your membership order {p.completeOrderId}.</p>}
          />
        )}
      </Route>
      <Route path="/attendees">
        <ElementRoute
          tag="attendee-selection"
          heading="Attendee selection"
          purpose={<p>Choose who is attending each booking.</p>}
        />
      </Route>
      <Route path="/pricing">
        <ElementRoute
          tag="membership-pricing"
          heading={TRAIL_TITLES.pricing}
          purpose={<p>Memberships you can join online, with their prices and joining fees.</p>}
        />
      </Route>
      <Route path="/location/:venueSlug">
        {(p) => (
          <>
            <SelectsVenue venueSlug={p.venueSlug} />
            <ElementRoute
              tag="activity-booking"
              attributes={{ venue: p.venueSlug }}
              heading={TRAIL_TITLES.activity}
              purpose={<p>Choose a category of activities at this venue.</p>}
            />
          </>
        )}
      </Route>
      <Route path="/location/:venueSlug/:activitySlug">
        {(p) => (
          <>
            <SelectsVenue venueSlug={p.venueSlug} />
            <ElementRoute
              tag="activity-booking"
              attributes={{ venue: p.venueSlug, activity: p.activitySlug }}
              heading={TRAIL_TITLES.activity}
              purpose={<p>Choose a sub activity.</p>}
            />
          </>
        )}
      </Route>
      <Route path="/location/:venueSlug/:activitySlug/:date">
        {(p) =>
          ISO_DATE.test(p.date) ? (
            <>
              <SelectsVenue venueSlug={p.venueSlug} />
              <ElementRoute
                tag="activity-booking"
                attributes={{ venue: p.venueSlug, activity: p.activitySlug, date: p.date }}
                heading={TRAIL_TITLES.activity}
                purpose={<p>Choose a time slot on {p.date}.</p>}
              />
            </>
          ) : (
            <NotFoundPage />
          )
        }
      </Route>
      <Route path="/camps/location/:venueSlug/:activitySlug?">
        {(p) => (
          <>
            <SelectsVenue venueSlug={p.venueSlug} />
            <ElementRoute
              tag="camp-booking"
              attributes={{ venue: p.venueSlug, activity: p.activitySlug }}
              heading={TRAIL_TITLES.camp}
              purpose={<p>Choose a camp and the days to book.</p>}
            />
          </>
        )}
      </Route>
      <Route path="/courses/location/:venueSlug/:activitySlug/:courseSlug/book">
        {(p) => (
          <>
            <SelectsVenue venueSlug={p.venueSlug} />
            <ElementRoute
              tag="course-booking"
              attributes={{ venue: p.venueSlug, activity: p.activitySlug, course: p.courseSlug }}
              heading={TRAIL_TITLES.course}
              purpose={<p>Review the course and add it to your basket.</p>}
            />
          </>
        )}
      </Route>
      <Route path="/courses/location/:venueSlug/:activitySlug?">
        {(p) => (
          <>
            <SelectsVenue venueSlug={p.venueSlug} />
            <ElementRoute
              tag="course-booking"
              attributes={{ venue: p.venueSlug, activity: p.activitySlug }}
              heading={TRAIL_TITLES.course}
              purpose={<p>Choose a course to book at this venue.</p>}
            />
          </>
        )}
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
