/**
 * What the `<venue-account>` shell hands each account screen (ROUTE-020 to ROUTE-027). The shell owns the
 * account navigation, the signed-in check, log out and the path; each screen owns its data and states.
 * Written down first so the shell and the screens can be built side by side. A screen module's default
 * export is a component taking these props; the shell loads each screen lazily by path.
 */
export interface AccountScreenProps {
  /** The rest of the path after the screen's own route, e.g. the order id of `/payments/{id}`. */
  subPath: string;
  /** The booking site (for "Book again" links and the like), e.g. https://bookings.example.com; root-relative by default. */
  bookingUrl: string;
  /** Navigate inside the account area (pushes history; the shell re-renders the matching screen). */
  navigate(path: string): void;
}
