import { endpoints } from '@venue/core';
import { Button, TextField } from '@venue/ui';
import { useState } from 'react';
import { useSession } from '../../internal/useSession.ts';
import type { AccountScreenProps } from '../accountScreen.ts';
import { Loading, LoadError, Section } from '../parts.tsx';
import { serverErrors, useAccountData, type FieldErrors } from '../useAccountData.ts';
import { AccountForm, useAccountForm } from '../useAccountForm.tsx';
import * as css from '../account.css.ts';

type UserLink = endpoints.UserLinkView;

const RELATIONSHIP: Record<UserLink['relationship'], string> = {
  parent: 'Your child',
  partner: 'Partner',
  sibling: 'Sibling',
  employee: 'Employee',
  carer: 'Cared for',
};

const STATUS: Record<UserLink['status'], { text: string; badge: string }> = {
  successful: { text: 'Linked', badge: css.badge.good },
  pending: { text: 'Waiting for them to confirm', badge: css.badge.waiting },
  revoked: { text: 'Removed', badge: css.badge.ended },
  cancelled: { text: 'Cancelled', badge: css.badge.ended },
};

interface ChildForm {
  first_name: string;
  last_name: string;
  date_of_birth: string;
}
const NO_CHILD: ChildForm = { first_name: '', last_name: '', date_of_birth: '' };
const today = () => new Date().toISOString().slice(0, 10);

export function validateChild(form: ChildForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.first_name.trim()) errors.first_name = 'This field is required';
  if (!form.last_name.trim()) errors.last_name = 'This field is required';
  if (!form.date_of_birth) errors.date_of_birth = 'This field is required';
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date_of_birth)) errors.date_of_birth = 'Must be a date (YYYY-MM-DD)';
  else if (form.date_of_birth > today()) errors.date_of_birth = 'The date of birth must not be in the future.';
  return errors;
}

function AddChild({ userId, onAdded }: { userId: number; onAdded(name: string): void }) {
  const state = useAccountForm({
    initial: NO_CHILD,
    validate: validateChild,
    save: async (form) => {
      const { data } = await endpoints.addDependant(userId, {
        firstName: form.first_name.trim(),
        lastName: form.last_name.trim(),
        dateOfBirth: form.date_of_birth,
        relationship: 'parent',
      });
      onAdded(data.referencedUser.name);
      return { next: NO_CHILD };
    },
    // A refused link (say, already linked) comes back at a field the form does not show.
    failureText: (fields, message) => message ?? (fields.linked_user_id || null),
  });

  const field = (key: keyof ChildForm, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} required {...state.field(key)} {...extra} />
  );

  return (
    <AccountForm state={state}>
      <div className={css.fieldRow}>
        {field('first_name', 'First name', { autoComplete: 'off' })}
        {field('last_name', 'Last name', { autoComplete: 'off' })}
        {field('date_of_birth', 'Date of birth', { type: 'date', max: today() })}
      </div>
      <div className={css.actions}>
        <Button type="submit" loading={state.saving} loadingLabel="Adding your child">
          Add child
        </Button>
      </div>
    </AccountForm>
  );
}

function LinkItem({ link, onRemove, busy }: { link: UserLink; onRemove(link: UserLink): void; busy: boolean }) {
  const status = STATUS[link.status];
  const live = link.status === 'successful' || link.status === 'pending';
  return (
    <li className={css.listItem} data-link={link.referencedUser.name}>
      <div className={css.itemMain}>
        <h3 className={css.itemName}>{link.referencedUser.name}</h3>
        <p className={css.muted}>
          {RELATIONSHIP[link.relationship]} · <span className={status.badge}>{status.text}</span>
        </p>
      </div>
      {live && (
        <button
          type="button"
          className={css.textButton}
          onClick={() => onRemove(link)}
          disabled={busy}
          aria-label={`${link.status === 'pending' ? 'Cancel the request to link' : 'Remove'} ${link.referencedUser.name}`}
        >
          {link.status === 'pending' ? 'Cancel request' : 'Remove'}
        </button>
      )}
    </li>
  );
}

/**
 * Family and friends (USER-007 to USER-010): the people the customer books for, with each link's
 * relationship and status; add a child (linked at once, then bookable as an attendee); remove a link.
 */
export default function Family(_props: AccountScreenProps) {
  const userId = useSession((s) => s.auth.user?.id ?? 0);
  const [version, setVersion] = useState(0);
  const links = useAccountData(() => endpoints.listUserLinks(userId), `${userId}:${version}`);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (link: UserLink) => {
    setBusy(true);
    setMessage(null);
    setFailure(null);
    try {
      if (link.status === 'pending') await endpoints.cancelUserLink(userId, link.id);
      else await endpoints.revokeUserLink(userId, link.id);
      setMessage(`${link.referencedUser.name} has been removed.`);
      setVersion((v) => v + 1);
    } catch (error) {
      setFailure(serverErrors(error).message ?? 'The link could not be removed.');
    } finally {
      setBusy(false);
    }
  };

  const current =
    links.status === 'ready' ? links.data.filter((l) => l.status === 'successful' || l.status === 'pending') : [];
  const past =
    links.status === 'ready' ? links.data.filter((l) => l.status === 'revoked' || l.status === 'cancelled') : [];

  return (
    <div data-screen="family">
      <p className={css.prose}>
        The people you book for. Anyone linked here can be chosen as an attendee when you book.
      </p>
      {message && (
        <p role="status" className={css.notice.success}>
          {message}
        </p>
      )}
      {failure && (
        <p role="alert" className={css.notice.danger}>
          {failure}
        </p>
      )}
      <Section id="family-linked" title="Linked people">
        {links.status === 'loading' && <Loading what="the people you book for" />}
        {links.status === 'error' && <LoadError message={links.error} onRetry={links.retry} />}
        {links.status === 'ready' &&
          (current.length === 0 ? (
            <p className={css.prose} data-empty="family">
              You have not linked anyone yet. Add a child below to book activities for them.
            </p>
          ) : (
            <ul className={css.list} data-links="current">
              {current.map((link) => (
                <LinkItem key={link.id} link={link} onRemove={(l) => void remove(l)} busy={busy} />
              ))}
            </ul>
          ))}
      </Section>
      <Section id="family-add" title="Add a child">
        <AddChild
          userId={userId}
          onAdded={(name) => {
            setFailure(null);
            setMessage(`${name} has been added. You can now book for them.`);
            setVersion((v) => v + 1);
          }}
        />
      </Section>
      {past.length > 0 && (
        <Section id="family-past" title="Removed links">
          <ul className={css.list} data-links="past">
            {past.map((link) => (
              <LinkItem key={link.id} link={link} onRemove={() => undefined} busy />
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
