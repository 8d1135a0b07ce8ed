import { addDays, formatWallText, weekOf } from '@venue/core';
import { useRef, type KeyboardEvent } from 'react';
import { visuallyHidden } from '../internal/shared.css';
import * as styles from './dateStrip.css';

export interface DateStripProps {
  /** The selected date, YYYY-MM-DD. The strip shows the Monday-to-Sunday week holding it. */
  value: string;
  onChange: (date: string) => void;
  /** Earliest selectable date, YYYY-MM-DD. */
  min?: string;
  /** Names the group for screen readers. */
  label?: string;
  /** Today, YYYY-MM-DD: its button is marked aria-current="date" (and styled) when in the week shown. */
  today?: string;
}

/**
 * A week strip (weeks start Monday, flows §9). Arrow keys move the selection a day at a time (across
 * weeks too), Home and End jump to Monday and Sunday; only the selected day is a tab stop.
 */
export function DateStrip({ value, onChange, min, label = 'Choose a date', today }: DateStripProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const days = weekOf(value);
  const monday = days[0]!;
  const isBefore = (d: string) => min !== undefined && d < min;

  const select = (date: string, focus: boolean) => {
    if (isBefore(date)) return;
    onChange(date);
    if (focus) {
      // The new day button may only exist after the next render (when the week changes).
      requestAnimationFrame(() => listRef.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus());
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, () => string> = {
      ArrowRight: () => addDays(value, 1),
      ArrowDown: () => addDays(value, 1),
      ArrowLeft: () => addDays(value, -1),
      ArrowUp: () => addDays(value, -1),
      Home: () => monday,
      End: () => days[6]!,
      PageDown: () => addDays(value, 7),
      PageUp: () => addDays(value, -7),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    select(move(), true);
  };

  const previousAllowed = min === undefined || addDays(monday, -1) >= min;

  return (
    <div className={styles.strip} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.arrow}
        aria-label="Previous week"
        disabled={!previousAllowed}
        onClick={() => {
          const target = addDays(value, -7);
          select(min !== undefined && target < min ? min : target, false);
        }}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul ref={listRef} className={styles.days}>
        {days.map((iso) => {
          const isSelected = iso === value;
          return (
            <li key={iso}>
              <button
                type="button"
                data-date={iso}
                className={styles.day}
                aria-pressed={isSelected}
                aria-current={iso === today ? 'date' : undefined}
                tabIndex={isSelected ? 0 : -1}
                disabled={isBefore(iso)}
                onClick={() => select(iso, false)}
                onKeyDown={onKeyDown}
              >
                <span className={styles.weekday} aria-hidden="true">
                  {formatWallText(iso, 'ddd')}
                </span>
                <span className={styles.date} aria-hidden="true">
                  {formatWallText(iso, 'D')}
                </span>
                {/* The name is the full date; no aria-label, so the short visible text never contradicts it. */}
                <span className={visuallyHidden}>{formatWallText(iso, 'dddd D MMMM YYYY')}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={styles.arrow}
        aria-label="Next week"
        onClick={() => select(addDays(value, 7), false)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
