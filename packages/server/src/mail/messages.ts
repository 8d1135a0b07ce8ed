import type { Mail } from './sendMail.ts';

/** HTML-escapes text placed in a message body (names and order lines come from people). */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');

/**
 * The reset link lands on the booking site's /reset-password page; the token is single-use. Named
 * `reset_token` because `?token=` is the host app's start-up parameter for a session token.
 */
export function resetPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?reset_token=${encodeURIComponent(token)}`;
}

export function passwordResetMail(to: string, firstName: string, link: string, validMinutes: number): Mail {
  const intro = [`Hello ${firstName},`, 'We received a request to reset the password of your account.'];
  const outro = [
    `The link works once and for ${validMinutes} minutes.`,
    'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  ];
  return {
    kind: 'password_reset',
    to,
    subject: 'Reset your password',
    text: [...intro, `Choose a new password here: ${link}`, ...outro].join('\n\n'),
    html: `${paragraphs(intro)}\n<p><a href="${escapeHtml(link)}">Choose a new password</a></p>\n${paragraphs(outro)}`,
  };
}

export function welcomeMail(to: string, firstName: string, reference: string, publicUrl: string): Mail {
  const lines = [
    `Hello ${firstName},`,
    'Your account is ready.',
    `Your customer reference is ${reference}; you can log in with it or with this e-mail address.`,
  ];
  return {
    kind: 'welcome',
    to,
    subject: 'Welcome: your account is ready',
    text: [...lines, `Book online: ${publicUrl}/`].join('\n\n'),
    html: `${paragraphs(lines)}\n<p><a href="${escapeHtml(publicUrl)}/">Book online</a></p>`,
  };
}

export interface OrderSummary {
  id: number;
  total: string;
  lines: Array<{ name: string; summary: string | null; quantity: number }>;
}

export function orderConfirmationMail(to: string, firstName: string, order: OrderSummary): Mail {
  const items = order.lines.map((l) => `${l.quantity} x ${l.name}${l.summary ? ` (${l.summary})` : ''}`);
  const intro = [`Hello ${firstName},`, `Thank you, your booking is confirmed. Order number: ${order.id}.`];
  return {
    kind: 'order_confirmation',
    to,
    subject: `Booking confirmed: order ${order.id}`,
    text: [...intro, items.join('\n'), `Total: ${order.total}`].join('\n\n'),
    html: `${paragraphs(intro)}\n<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>\n<p>Total: ${escapeHtml(order.total)}</p>`,
  };
}
