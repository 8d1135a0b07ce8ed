import { Link } from 'wouter';

export interface Choice {
  href: string;
  title: string;
  /** One line under the title: what the person finds there. */
  detail: string;
}

/**
 * The ways on from a venue's or a kiosk's home, as large tiles rather than a list of text links: on a
 * kiosk's touch screen and on a phone the whole tile is the target, and the line under each title says what
 * is behind it. A list of links, so a screen reader announces how many choices there are.
 */
export function ChoiceTiles({ choices, label }: { choices: Choice[]; label: string }) {
  return (
    <ul className="choice-tiles" aria-label={label}>
      {choices.map((c) => (
        <li key={c.href + c.title}>
          <Link href={c.href} className="choice-tile">
            <span className="choice-title">{c.title}</span>
            <span className="choice-detail">{c.detail}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Memberships are the client's, not a venue's: the one choice a kiosk with no centre set can offer. */
export const MEMBERSHIP_CHOICE: Choice = {
  href: '/pricing',
  title: 'Buy a membership',
  detail: 'Compare plans and join online',
};
