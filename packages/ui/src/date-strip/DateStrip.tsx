import { dayjs, weekDays } from '@venue/core';
import { useRef, type KeyboardEvent } from 'react';
import { visuallyHidden } from '../internal/shared.css';
import * as styles from './dateStrip.css';

const ISO = 'YYYY-MM-DD';

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
  const selected = dayjs(value);
  const days = weekDays(selected);
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
      ArrowRight: () => selected.add(1, 'day').format(ISO),
      ArrowDown: () => selected.add(1, 'day').format(ISO),
      ArrowLeft: () => selected.subtract(1, 'day').format(ISO),
      ArrowUp: () => selected.subtract(1, 'day').format(ISO),
      Home: () => monday.format(ISO),
      End: () => days[6]!.format(ISO),
      PageDown: () => selected.add(7, 'day').format(ISO),
      PageUp: () => selected.subtract(7, 'day').format(ISO),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    select(move(), true);
  };

  const previousAllowed = min === undefined || monday.subtract(1, 'day').format(ISO) >= min;

  return (
    <div className={styles.strip} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.arrow}
        aria-label="Previous week"
        disabled={!previousAllowed}
        onClick={() => {
          const target = selected.subtract(7, 'day').format(ISO);
          select(min !== undefined && target < min ? min : target, false);
        }}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul ref={listRef} className={styles.days}>
        {days.map((day) => {
          const iso = day.format(ISO);
          const isSelected = iso === selected.format(ISO);
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
                  {day.format('ddd')}
                </span>
                <span className={styles.date} aria-hidden="true">
                  {day.format('D')}
                </span>
                {/* The name is the full date; no aria-label, so the short visible text never contradicts it. */}
                <span className={visuallyHidden}>{day.format('dddd D MMMM YYYY')}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={styles.arrow}
        aria-label="Next week"
        onClick={() => select(selected.add(7, 'day').format(ISO), false)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
